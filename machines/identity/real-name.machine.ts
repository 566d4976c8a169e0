/**
 * Real-name verification (spec section 4): unverified → filling → (person, or organisation with an authorized
 * representative's letter: in review) / (organisation with the legal representative's face check: identity
 * check → in review) → verified or failed. A failed application is edited and resubmitted; verified is final
 * (changing the subject means contacting support).
 *
 * The services hold the authority (services/identity/real-name.service.ts through services/lib/lifecycle.ts):
 * each application row stores this machine's state, every accepted event is logged. The form's own validation
 * is machines/rules/real-name.ts; here only what decides the next state is checked (subject, method, reasons).
 *
 * Pure: the one effect is the named action `startFaceCheck` (the services hand the check to the face-check
 * provider after commit); the provider's and the reviewers' decisions come back as events.
 */
import { assign, setup } from 'xstate';
import { type RealNameMethod, type RealNameSubject, validateDecisionReason } from '../rules/real-name';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type RealNameContext = {
  subjectType: RealNameSubject | null;
  method: RealNameMethod | null;
  /** The reason of the last rejection or failed face check (shown to the member until they resubmit). */
  reason: string | null;
  /** How many times the member submitted. */
  submissions: number;
};

export type RealNameEvent =
  | { type: 'application.edit' }
  | { type: 'application.submit'; subjectType: RealNameSubject; method?: RealNameMethod | null }
  | { type: 'faceCheck.passed' }
  | { type: 'faceCheck.failed'; reason: string }
  | { type: 'review.approve'; reason?: string | null }
  | { type: 'review.reject'; reason: string };

/** The statuses a stored application can have (the dotted state value; all states are top-level). */
export type RealNameStatus = 'unverified' | 'filling' | 'identityCheck' | 'inReview' | 'verified' | 'failed';

/** Statuses in which a number (ID number, credit code) is taken by the account. */
export const RESERVING_STATUSES: readonly RealNameStatus[] = ['identityCheck', 'inReview', 'verified'];

export { REASON_MAX } from '../rules/real-name';

const hasReason = (reason: string | null | undefined): boolean => validateDecisionReason(reason) === null;

export const realNameMachine = setup({
  types: {
    context: {} as RealNameContext,
    events: {} as RealNameEvent,
    meta: {} as FlowMeta,
  },
  guards: {
    isPerson: ({ event }) => event.type === 'application.submit' && event.subjectType === 'person',
    isFaceCheck: ({ event }) => event.type === 'application.submit' && event.subjectType === 'organisation' && event.method === 'face',
    isLetter: ({ event }) => event.type === 'application.submit' && event.subjectType === 'organisation' && event.method === 'letter',
    hasReason: ({ event }) => (event.type === 'review.reject' || event.type === 'faceCheck.failed') && hasReason(event.reason),
  },
  actions: {
    assignSubmission: assign(({ context, event }) =>
      event.type === 'application.submit'
        ? { subjectType: event.subjectType, method: event.subjectType === 'organisation' ? (event.method ?? null) : null, reason: null, submissions: context.submissions + 1 }
        : {},
    ),
    assignReason: assign(({ event }) => ({
      reason: event.type === 'review.reject' || event.type === 'faceCheck.failed' ? event.reason.trim() : null,
    })),
    startFaceCheck: () => {},
  },
}).createMachine({
  id: 'realName',
  context: { subjectType: null, method: null, reason: null, submissions: 0 },
  meta: {
    title: { zh: '实名认证', en: 'Real-name verification' },
    description: {
      zh: '个人或企业提交实名资料；企业法人需通过人脸识别；运营审核后认证成功或失败，失败可修改后重新提交，认证成功后不可更改。',
      en: 'A person or an organisation submits its real-name data; a legal representative passes a face check; operations review it: verified or failed. A failed application can be edited and resubmitted; a verified one cannot change.',
    },
  },
  initial: 'unverified',
  states: {
    unverified: {
      meta: { label: { zh: '未认证', en: 'Not verified' }, step: 0, ...d('未认证：尚未提交实名资料。', 'Unverified: no real-name data submitted yet.') },
      on: { 'application.edit': 'filling' },
    },
    filling: {
      meta: {
        label: { zh: '填写中', en: 'Filling in' },
        step: 0,
        ...d(
          '填写资料：选择个人或企业，填写证件信息并上传照片。',
          'Filling in: choose person or organisation, enter the document details and upload the photos.',
        ),
      },
      on: {
        'application.submit': [
          { guard: 'isPerson', target: 'inReview', actions: 'assignSubmission' },
          { guard: 'isFaceCheck', target: 'identityCheck', actions: ['assignSubmission', 'startFaceCheck'] },
          { guard: 'isLetter', target: 'inReview', actions: 'assignSubmission' },
        ],
      },
    },
    identityCheck: {
      meta: {
        label: { zh: '身份核验', en: 'Identity check' },
        step: 1,
        ...d(
          '身份核验：等待法定代表人完成人脸识别（由人脸识别服务或运营人员判定）。',
          "Identity check: waiting for the legal representative's face check (decided by the face-check provider or by operations).",
        ),
      },
      on: {
        'faceCheck.passed': 'inReview',
        'faceCheck.failed': { guard: 'hasReason', target: 'failed', actions: 'assignReason' },
      },
    },
    inReview: {
      meta: { label: { zh: '审核中', en: 'In review' }, step: 2, ...d('资质审核：运营人员审核提交的资料。', 'In review: operations check the submitted data.') },
      on: {
        'review.approve': 'verified',
        'review.reject': { guard: 'hasReason', target: 'failed', actions: 'assignReason' },
      },
    },
    verified: {
      type: 'final',
      meta: {
        label: { zh: '已认证', en: 'Verified' },
        step: 3,
        ...d('认证成功：不可更改；更换认证主体请联系客服。', 'Verified: final; changing the subject means contacting support.'),
      },
    },
    failed: {
      meta: {
        label: { zh: '认证失败', en: 'Verification failed' },
        step: 3,
        ...d('认证失败：显示原因，可修改资料后重新提交。', 'Failed: the reason is shown; the member may edit and resubmit.'),
      },
      on: { 'application.edit': 'filling' },
    },
  },
});

/** Who may send each event of a real-name application, and its name (docs/workflow.md). */
export const realNameLifecycle = defineLifecycle('real_name', realNameMachine, {
  'application.edit': { by: ['member'], label: { zh: '填写认证资料', en: 'Fill in the application' } },
  'application.submit': { by: ['member'], input: true, label: { zh: '提交认证', en: 'Submit for verification' } },
  'faceCheck.passed': { by: ['operations', 'system'], label: { zh: '人脸核验通过', en: 'Face check passed' } },
  'faceCheck.failed': { by: ['operations', 'system'], input: true, label: { zh: '人脸核验未通过', en: 'Face check failed' } },
  'review.approve': { by: ['operations'], label: { zh: '审核通过', en: 'Approve' } },
  'review.reject': { by: ['operations'], input: true, label: { zh: '审核驳回', en: 'Reject' } },
});
