import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// Every state the card's machine stores (machines/identity/bank-card.machine.ts), final ones included: operations list those too.
const COLOR: Record<string, string> = {
  filling: 'default',
  verifying: 'processing',
  verified: 'success',
  failed: 'error',
  expired: 'warning',
  locked: 'error',
  cancelled: 'default',
  deleted: 'default',
  unlinked: 'default',
};

/** A card's state in the page language (strings: `entities.bankCard.status`). */
export function useBankCardStatusLabel() {
  const { t } = useTranslation('entities');
  return (status: string) => t(`entities.bankCard.status.${status}`, { defaultValue: status });
}

/** A card's state as a coloured tag: the member's list and the operations queue alike. */
export function BankCardStatusTag({ status }: { status: string }) {
  const label = useBankCardStatusLabel();
  return <Tag color={COLOR[status] ?? 'default'}>{label(status)}</Tag>;
}
