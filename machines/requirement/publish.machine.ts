/**
 * Publishing a requirement in the browser (spec 2 "/publishRequirements (steps 1-3)", spec 5 "Request"): the
 * publisher's form before the requirement lifecycle (requirement.machine.ts) takes it to review. Pure: the page
 * runs the effects and answers with events.
 *
 *   basics (step 1: title, domain, category, duration, budget) ─(step.next, the step's rules pass)→ content
 *   content (step 2: details or an attachment, keywords, institutions) ─(step.next)→ review, ─(step.back)→ basics
 *   review (step 3: the agreement and everything entered) ─(publish.submit, submitErrors empty)→ submitting
 *          a submit that breaks a rule goes to the first step holding an error, with every error under its field
 *   each step: idle ─(draft.save, draftErrors empty)→ saving: `saveDraft` ─(draft.saved { requirementId })→ idle
 *                                                            ─(draft.saveFailed { message })→ idle with the message
 *   submitting: `submitRequirement` (saves the draft, then submits it) ─(publish.submitted)→ submitted
 *                                                                       ─(publish.failed)→ review with the message
 *   submitted (the result, `startRedirectCountdown` 3 s) ─(timer.expired | publish.leave)→ done: `goToList`
 *
 * The first save creates the draft (no id) and every later one saves it by its id (`requirementId`); a draft or a
 * rejected requirement reopened by `?id=` starts with its id. The rules are the services' own (rules/requirement.ts),
 * so the page shows under each field the words the services would answer.
 */
import { assign, setup } from 'xstate';
import type { RuleError } from '../rules/messages';
import { draftErrors, submitErrors, type RequirementDraft } from '../rules/requirement';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type DraftField = keyof RequirementDraft;
export type DraftErrors = Partial<Record<DraftField, RuleError>>;

/** The fields of each step of the form (step 3 holds the agreement). */
export const PUBLISH_STEP_FIELDS: readonly (readonly DraftField[])[] = [
  ['title', 'industryIds', 'categoryId', 'durationDays', 'budgetFen'],
  ['detailsText', 'attachments', 'keywords', 'institutions'],
  ['agreed'],
];

export type PublishContext = {
  /** The saved draft's id; null until the first save creates it. */
  requirementId: number | null;
  /** The shared rules' errors by field, shown under each field. */
  errors: DraftErrors;
  /** The server's message of the last failed save or submit. */
  error: string | null;
};

export type PublishInput = { requirementId: number | null };

export type PublishEvent =
  | { type: 'step.next'; draft: RequirementDraft }
  | { type: 'step.back' }
  | { type: 'draft.save'; draft: RequirementDraft }
  | { type: 'draft.saved'; requirementId: number }
  | { type: 'draft.saveFailed'; message: string }
  | { type: 'publish.submit'; draft: RequirementDraft }
  | { type: 'publish.submitted'; requirementId: number }
  | { type: 'publish.failed'; message: string; requirementId?: number | null }
  | { type: 'timer.expired' }
  | { type: 'publish.leave' };

function pick(errors: DraftErrors, fields: readonly DraftField[]): DraftErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field as DraftField))) as DraftErrors;
}

/** The submit rules' errors of one step's fields (0 basics, 1 content, 2 agreement). */
export function stepErrors(step: number, draft: RequirementDraft): DraftErrors {
  return pick(submitErrors(draft), PUBLISH_STEP_FIELDS[step] ?? []);
}

/** The first step holding one of these errors, or -1. */
export function firstStepWithError(errors: DraftErrors): number {
  return PUBLISH_STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f]));
}

const isEmpty = (errors: DraftErrors) => Object.keys(errors).length === 0;
const draftOf = (event: PublishEvent): RequirementDraft | null => ('draft' in event ? event.draft : null);

/** One step of the form: idle, or saving the draft (nothing else happens until the save answers). */
function formStep(step: number, zh: string, en: string, on: Record<string, unknown>) {
  return {
    meta: { step, ...d(zh, en) },
    initial: 'idle',
    states: {
      idle: {
        meta: d('填写中。', 'Filling in.'),
        on: {
          'draft.save': [
            { guard: 'isDraftValid', target: 'saving', actions: ['clearErrors', 'saveDraft'] },
            { actions: 'assignDraftErrors' },
          ],
          ...on,
        },
      },
      saving: {
        meta: d('正在保存草稿……', 'Saving the draft…'),
        on: {
          'draft.saved': { guard: 'isRequirementId', target: 'idle', actions: ['assignId', 'showSaved'] },
          'draft.saveFailed': { target: 'idle', actions: 'assignServerError' },
        },
      },
    },
  } as const;
}

export const publishMachine = setup({
  types: {
    context: {} as PublishContext,
    events: {} as PublishEvent,
    input: {} as PublishInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects the page provides.
    /** saveRequirement with the form (and the id once there is one); answers draft.saved / draft.saveFailed. */
    saveDraft: () => {},
    /** saveRequirement then submitRequirement; answers publish.submitted / publish.failed. */
    submitRequirement: () => {},
    /** "Saved" feedback. */
    showSaved: () => {},
    /** Sends timer.expired after 3 s (spec 2: the post-submit redirect countdown). */
    startRedirectCountdown: () => {},
    cancelCountdown: () => {},
    /** To my works → publish. */
    goToList: () => {},
    assignId: assign(({ event }) => (event.type === 'draft.saved' ? { requirementId: event.requirementId, error: null } : {})),
    assignDraftErrors: assign(({ event }) => {
      const draft = draftOf(event);
      return draft ? { errors: draftErrors(draft) } : {};
    }),
    assignBasicsErrors: assign(({ event }) => {
      const draft = draftOf(event);
      return draft ? { errors: stepErrors(0, draft) } : {};
    }),
    assignContentErrors: assign(({ event }) => {
      const draft = draftOf(event);
      return draft ? { errors: stepErrors(1, draft) } : {};
    }),
    assignSubmitErrors: assign(({ event }) => {
      const draft = draftOf(event);
      return draft ? { errors: submitErrors(draft) } : {};
    }),
    clearErrors: assign({ errors: {}, error: null }),
    assignServerError: assign(({ context, event }) =>
      event.type === 'draft.saveFailed' || event.type === 'publish.failed'
        ? {
            error: event.message,
            requirementId: event.type === 'publish.failed' && event.requirementId ? event.requirementId : context.requirementId,
          }
        : {},
    ),
    assignSubmitted: assign(({ event }) => (event.type === 'publish.submitted' ? { requirementId: event.requirementId, error: null, errors: {} } : {})),
  },
  guards: {
    isBasicsValid: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && isEmpty(stepErrors(0, draft));
    },
    isContentValid: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && isEmpty(stepErrors(1, draft));
    },
    isDraftValid: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && isEmpty(draftErrors(draft));
    },
    isSubmittable: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && isEmpty(submitErrors(draft));
    },
    hasBasicsErrors: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && firstStepWithError(submitErrors(draft)) === 0;
    },
    hasContentErrors: ({ event }) => {
      const draft = draftOf(event);
      return !!draft && firstStepWithError(submitErrors(draft)) === 1;
    },
    isRequirementId: ({ event }) =>
      (event.type === 'draft.saved' || event.type === 'publish.submitted') && Number.isSafeInteger(event.requirementId) && event.requirementId > 0,
  },
}).createMachine({
  id: 'publishRequirement',
  context: ({ input }) => ({ requirementId: input.requirementId, errors: {}, error: null }),
  meta: {
    title: { zh: '发布需求', en: 'Publishing a requirement' },
    description: {
      zh: '三步填写需求：基本信息、需求详情或附件、同意协议并确认；每一步都可保存草稿，规则全部满足后提交运营审核。',
      en: 'Three steps: the basics, the details or an attachment, then the agreement and a review; the draft can be saved at every step, and it is submitted for review once every rule is met.',
    },
  },
  initial: 'basics',
  states: {
    basics: formStep(0, '第1步：需求标题、所属领域、需求类别、预计周期与预算。', 'Step 1: title, domain category, request category, expected duration and budget.', {
      'step.next': [
        { guard: 'isBasicsValid', target: '#publishRequirement.content', actions: 'clearErrors' },
        { actions: 'assignBasicsErrors' },
      ],
    }),
    content: formStep(1, '第2步：需求详情（最多5000字）或至少一个附件，关键词与指定机构。', 'Step 2: the details (at most 5000 characters) or at least one attachment, keywords and institutions.', {
      'step.next': [
        { guard: 'isContentValid', target: '#publishRequirement.review', actions: 'clearErrors' },
        { actions: 'assignContentErrors' },
      ],
      'step.back': { target: '#publishRequirement.basics', actions: 'clearErrors' },
    }),
    review: formStep(2, '第3步：阅读并同意需求发布协议，核对填写的全部内容后提交。', 'Step 3: read and accept the request-release agreement, check everything entered, then submit.', {
      'publish.submit': [
        { guard: 'isSubmittable', target: '#publishRequirement.submitting', actions: ['clearErrors', 'submitRequirement'] },
        { guard: 'hasBasicsErrors', target: '#publishRequirement.basics', actions: 'assignSubmitErrors' },
        { guard: 'hasContentErrors', target: '#publishRequirement.content', actions: 'assignSubmitErrors' },
        { actions: 'assignSubmitErrors' },
      ],
      'step.back': { target: '#publishRequirement.content', actions: 'clearErrors' },
    }),
    submitting: {
      meta: { step: 2, ...d('正在提交需求……', 'Submitting the requirement…') },
      on: {
        'publish.submitted': { guard: 'isRequirementId', target: 'submitted', actions: 'assignSubmitted' },
        'publish.failed': { target: '#publishRequirement.review', actions: 'assignServerError' },
      },
    },
    submitted: {
      meta: { step: 3, ...d('已提交：等待运营审核；3秒后转到我的发布。', 'Submitted: operations will review it; my publish list opens in 3 seconds.') },
      entry: 'startRedirectCountdown',
      on: {
        'timer.expired': { target: 'done' },
        'publish.leave': { target: 'done', actions: 'cancelCountdown' },
      },
    },
    done: {
      meta: { step: 3, ...d('已转到我的发布。', 'My publish list is open.') },
      type: 'final',
      entry: 'goToList',
    },
  },
});

export type PublishMachine = typeof publishMachine;
