import { inviteStatus } from '../../../machines/codes/invitation.codes';
import { CodeTag } from '@/components/code-tag';

/** An invitation's status (-1 rejected, 0 pending, 1 accepted, 2 completed, 3 timed out) as a coloured tag. */
export function InvitationStatusTag({ status }: { status: number }) {
  return (
    <span data-testid="invitation-status">
      <CodeTag entries={inviteStatus.entries} code={String(status)} />
    </span>
  );
}
