import { Tag } from 'antd';
import { expertApplicationMachine } from '../../../machines/identity/expert-application.machine';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';

const COLOR: Record<string, string> = { draft: 'default', submitted: 'processing', rejected: 'error', approved: 'success' };

/** An expert application's state in the page language: the machine's own label for it. */
export function useExpertStatusLabel() {
  return useMachineStateLabel(expertApplicationMachine);
}

/** An expert application's state as a coloured tag. */
export function ExpertStatusTag({ status }: { status: string }) {
  const label = useExpertStatusLabel();
  return <Tag color={COLOR[status] ?? 'default'}>{label(status)}</Tag>;
}
