import { Tag } from 'antd';
import { realNameMachine } from '../../../machines/identity/real-name.machine';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';

const COLOR: Record<string, string> = { unverified: 'default', filling: 'default', inReview: 'processing', identityCheck: 'warning', verified: 'success', failed: 'error' };

/** An application's state in the page language: the real-name machine's own label for it. */
export function useRealNameStatusLabel() {
  return useMachineStateLabel(realNameMachine);
}

/** An application's state as a coloured tag. */
export function RealNameStatusTag({ status }: { status: string }) {
  const label = useRealNameStatusLabel();
  return <Tag color={COLOR[status] ?? 'default'}>{label(status)}</Tag>;
}
