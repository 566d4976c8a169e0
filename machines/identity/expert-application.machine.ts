/**
 * An industry expert application (issue 12): a member applies with fields of expertise and credentials (uploads);
 * operations approve it or reject it with a reason; a rejected member edits and applies again. Only approved
 * experts receive invitations of kind 4 (analysis review) and 7 (solution review): `mayReceiveInvite` in
 * machines/rules/expert.ts.
 *
 *   draft ⇄ (application.save) ─(application.submit, 1-6 fields and 1-10 credentials)→ submitted
 *   submitted ─(review.approve, operations)→ approved (final)   [grantExpert]
 *   submitted ─(review.reject + reason, operations)→ rejected ─(application.edit)→ draft
 *   submitted ─(application.withdraw)→ draft
 *
 * The form is checked in full by `expertApplicationErrors` (the services refuse before they step); the machine's
 * guard checks the counts it is told, the same limits. Effects: `storeApplication`, `grantExpert` (the member
 * becomes an expert in the same transaction).
 */
import { assign, setup } from 'xstate';
import { EXPERT_CREDENTIALS_MAX, EXPERT_FIELDS_MAX } from '../rules/expert';
import { validateReason } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type ExpertApplicationContext = { applicantId: number; reason: string | null; submissions: number };
export type ExpertApplicationInput = { applicantId: number };

export type ExpertApplicationEvent =
  | { type: 'application.save' }
  | { type: 'application.submit'; fields: number; credentials: number }
  | { type: 'application.withdraw' }
  | { type: 'review.approve' }
  | { type: 'review.reject'; reason: string }
  | { type: 'application.edit' };

const within = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

export const expertApplicationMachine = setup({
  types: {
    context: {} as ExpertApplicationContext,
    events: {} as ExpertApplicationEvent,
    input: {} as ExpertApplicationInput,
    meta: {} as FlowMeta,
  },
  actions: {
    storeApplication: () => {},
    grantExpert: () => {},
    countSubmission: assign(({ context }) => ({ submissions: context.submissions + 1, reason: null })),
    assignReason: assign(({ event }) => (event.type === 'review.reject' ? { reason: event.reason.trim() } : {})),
  },
  guards: {
    isComplete: ({ event }) => event.type === 'application.submit' && within(event.fields, EXPERT_FIELDS_MAX) && within(event.credentials, EXPERT_CREDENTIALS_MAX),
    hasReason: ({ event }) => event.type === 'review.reject' && validateReason(event.reason) === null,
  },
}).createMachine({
  id: 'expertApplication',
  context: ({ input }) => ({ applicantId: input.applicantId, reason: null, submissions: 0 }),
  meta: {
    title: { zh: '行业专家申请', en: 'Industry expert application' },
    description: {
      zh: '会员填写专业领域并上传资质证明申请成为行业专家；运营审核通过或说明理由驳回，驳回后可修改重新申请。',
      en: 'A member applies as an industry expert with fields of expertise and credentials; operations approve or reject with a reason; a rejected member may edit and apply again.',
    },
  },
  initial: 'draft',
  states: {
    draft: {
      meta: { label: { zh: '填写申请', en: 'Draft' }, step: 0, ...d('填写申请：选择专业领域、上传资质证明并填写简介，可随时保存。', 'Draft: choose fields of expertise, upload credentials and write an introduction; save at any time.') },
      on: {
        'application.save': { actions: 'storeApplication' },
        'application.submit': { guard: 'isComplete', target: 'submitted', actions: ['storeApplication', 'countSubmission'] },
      },
    },
    submitted: {
      meta: { label: { zh: '待审核', en: 'In review' }, step: 1, ...d('待审核：运营正在审核专家申请。', 'In review: operations are reviewing the application.') },
      on: {
        'review.approve': { target: 'approved', actions: 'grantExpert' },
        'review.reject': { guard: 'hasReason', target: 'rejected', actions: 'assignReason' },
        'application.withdraw': { target: 'draft' },
      },
    },
    rejected: {
      meta: { label: { zh: '已驳回', en: 'Rejected' }, step: 2, ...d('已驳回：请按驳回原因修改后重新申请。', 'Rejected: edit the application as the reason says and apply again.') },
      on: { 'application.edit': { target: 'draft' } },
    },
    approved: { type: 'final', meta: { label: { zh: '已认证专家', en: 'Approved expert' }, step: 2, ...d('已认证专家：可接收分析评审与方案评审邀请。', 'Approved expert: receives analysis review and solution review invitations.') } },
  },
});

export type ExpertApplicationMachine = typeof expertApplicationMachine;
export const EXPERT_APPLICATION_STATES = ['draft', 'submitted', 'rejected', 'approved'] as const;
export type ExpertApplicationState = (typeof EXPERT_APPLICATION_STATES)[number];

/** Whether an application's state makes its member an expert. */
export const isExpertState = (state: string): boolean => state === 'approved';

export const expertApplicationLifecycle = defineLifecycle('expert_application', expertApplicationMachine, {
  'application.save': { by: ['member'], input: true, label: { zh: '保存申请', en: 'Save the application' } },
  'application.submit': { by: ['member'], input: true, label: { zh: '提交申请', en: 'Submit the application' } },
  'application.withdraw': { by: ['member'], label: { zh: '撤回申请', en: 'Withdraw the application' } },
  'review.approve': { by: ['operations'], label: { zh: '审核通过', en: 'Approve' } },
  'review.reject': { by: ['operations'], input: true, label: { zh: '驳回', en: 'Reject' } },
  'application.edit': { by: ['member'], label: { zh: '修改后重新申请', en: 'Edit and apply again' } },
});
