import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = { verifying: 'processing', verified: 'success', failed: 'error', expired: 'warning', locked: 'error', filling: 'default' };

export function BankCardStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('bankCards');
  return <Tag color={COLOR[status] ?? 'default'}>{t(`bankCards.status.${status}`)}</Tag>;
}
