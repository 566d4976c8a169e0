/**
 * An invitation (spec sections 3 and 4): one member asked to take part in one step of one requirement, in one of
 * the nine kinds (1 evaluation, 2 crowdfunding, ... 9 integration). All nine kinds share this machine.
 *
 *   pending (0) ─(invite.accept)→ accepted (1) ─(task.complete)→ completed (2)
 *   pending (0) ─(invite.reject)→ rejected (-1)
 *   pending | accepted ─(timer.expired: the answer time, then the task's window)→ timedOut (3)
 *   pending | accepted ─(invite.close: the step ended without this member, e.g. the quorum was reached or the
 *                        requirement stopped)→ timedOut (3)
 */
import { setup } from 'xstate';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type InvitationContext = { inviteeId: number; requirementId: number; cate: number };
export type InvitationInput = InvitationContext;

export type InvitationEvent =
  | { type: 'invite.accept' }
  | { type: 'invite.reject' }
  | { type: 'task.complete' }
  | { type: 'timer.expired' }
  | { type: 'invite.close' };

export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    events: {} as InvitationEvent,
    input: {} as InvitationInput,
    meta: {} as FlowMeta,
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({ ...input }),
  meta: {
    title: { zh: '邀请', en: 'Invitation' },
    description: {
      zh: '受邀成员在答复期内接受或拒绝；接受后在任务期内完成任务；逾期则超时。',
      en: 'The invited member accepts or rejects within the answer time; once accepted, completes the task within its window; otherwise it times out.',
    },
  },
  initial: 'pending',
  states: {
    pending: {
      meta: { label: { zh: '待处理', en: 'Pending' }, ...d('待处理：请在答复期内接受或拒绝。', 'Pending: accept or reject within the answer time.') },
      on: {
        'invite.accept': { target: 'accepted' },
        'invite.reject': { target: 'rejected' },
        'timer.expired': { target: 'timedOut' },
        'invite.close': { target: 'timedOut' },
      },
    },
    accepted: {
      meta: { label: { zh: '已接受', en: 'Accepted' }, ...d('已接受：请在任务期内完成任务。', 'Accepted: complete the task within its window.') },
      on: {
        'task.complete': { target: 'completed' },
        'timer.expired': { target: 'timedOut' },
        'invite.close': { target: 'timedOut' },
      },
    },
    rejected: { meta: { label: { zh: '已拒绝', en: 'Rejected' }, ...d('已拒绝。', 'Rejected.') }, type: 'final' },
    completed: { meta: { label: { zh: '已完成', en: 'Completed' }, ...d('已完成：任务已完成。', 'Completed: the task is done.') }, type: 'final' },
    timedOut: { meta: { label: { zh: '已超时', en: 'Timed out' }, ...d('已超时：期限已过或该步骤已结束。', 'Timed out: the deadline passed or the step has ended.') }, type: 'final' },
  },
});

export type InvitationMachine = typeof invitationMachine;

/** Spec 3 invite status code of each stored state. */
export const INVITE_STATUS_CODE = { pending: '0', accepted: '1', rejected: '-1', completed: '2', timedOut: '3' } as const;
export type InvitationState = keyof typeof INVITE_STATUS_CODE;
export const INVITATION_STATES = Object.keys(INVITE_STATUS_CODE) as InvitationState[];
const STATE_OF = Object.fromEntries(Object.entries(INVITE_STATUS_CODE).map(([s, c]) => [c, s])) as Record<string, InvitationState>;
/** The stored state of a spec status code ('-1'..'3'), or null. */
export function invitationStateOf(code: string | number): InvitationState | null {
  return STATE_OF[String(code)] ?? null;
}

export const invitationLifecycle = defineLifecycle('invitation', invitationMachine, {
  'invite.accept': { by: ['member'], label: { zh: '接受邀请', en: 'Accept the invitation' } },
  'invite.reject': { by: ['member'], label: { zh: '拒绝邀请', en: 'Reject the invitation' } },
  'task.complete': { by: ['system'], label: { zh: '任务完成', en: 'The task is done' } },
  'timer.expired': { by: ['system'], label: { zh: '期限已到', en: 'The deadline passes' } },
  'invite.close': { by: ['system'], label: { zh: '步骤结束', en: 'The step ends' } },
});
