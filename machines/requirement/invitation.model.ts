/** The test model of `invitationMachine` (no guards: every event is taken where a state accepts it). */
import type { ModelSpec } from '../testing/model';
import { invitationMachine, type InvitationEvent } from './invitation.machine';

const events: InvitationEvent[] = [
  { type: 'invite.accept' },
  { type: 'invite.reject' },
  { type: 'task.complete' },
  { type: 'timer.expired' },
  { type: 'invite.close' },
];

export const invitationModel: ModelSpec<typeof invitationMachine> = {
  machine: invitationMachine,
  inputs: [{ inviteeId: 7, requirementId: 3, cate: 1 }],
  events,
};
