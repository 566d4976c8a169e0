import { Tag } from 'antd';
import { bankCardMachine } from '../../../machines/identity/bank-card.machine';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';

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

/** A card's state in the page language: the card machine's own label for it. */
export function useBankCardStatusLabel() {
  return useMachineStateLabel(bankCardMachine);
}

/** A card's state as a coloured tag: the member's list and the operations queue alike. */
export function BankCardStatusTag({ status }: { status: string }) {
  const label = useBankCardStatusLabel();
  return <Tag color={COLOR[status] ?? 'default'}>{label(status)}</Tag>;
}
