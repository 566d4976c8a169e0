import { describe, expect, it } from 'vitest';
import { inviteStatus } from '../codes/invitation.codes';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { INVITATION_STATES, INVITE_STATUS_CODE, invitationMachine, invitationStateOf } from './invitation.machine';
import { invitationModel } from './invitation.model';

function check({ snapshot, previous, event }: StepView<typeof invitationMachine>): void {
  const state = snapshot.value as string;
  expect(snapshot.context).toEqual({ inviteeId: 7, requirementId: 3, cate: 1 });
  if (state === 'completed') expect(previous.value).toBe('accepted');
  if (state === 'rejected') expect(previous.value).toBe('pending');
  if (state === 'timedOut') expect(['timer.expired', 'invite.close']).toContain(event.type);
  if (state !== 'pending' && state !== 'accepted') {
    expect(snapshot.status).toBe('done');
    expect(snapshot.can({ type: 'invite.accept' })).toBe(false);
  }
}

describe('invitationMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(invitationModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(invitationModel, p, check);
  });
});

describe('invite status codes', () => {
  it('map every state to a spec code and back', () => {
    expect(INVITATION_STATES.map((s) => INVITE_STATUS_CODE[s]).sort()).toEqual(inviteStatus.entries.map((e) => e.value).sort());
    for (const state of INVITATION_STATES) expect(invitationStateOf(INVITE_STATUS_CODE[state])).toBe(state);
    expect(invitationStateOf('9')).toBeNull();
  });
});
