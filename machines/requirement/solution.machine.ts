/**
 * A solution (stage 2, step 3, invitations of kind 5): one provider's answer to one selected sub-topic. The
 * provider reads the topic, accepts its terms (confidentiality and IP rules), then fills four steps (1 approach,
 * 2 technical detail as rich text and attachments, 3 team, 4 cost and schedule), each saved as a draft, and submits
 * from step 5 (review and submit).
 *
 *   readingTerms ─(terms.accept)→ drafting ⇄ (draft.save { step 1-4 }) ─(solution.submit, all four saved)→ submitted
 *   submitted ─(solutionReview.start)→ underReview ─(solutionReview.pass)→ passed ─(solutionReview.fail)→ notPassed
 *   readingTerms | drafting ─(solution.withdraw)→ withdrawn
 *   readingTerms | drafting ─(timer.expired: the solicitation window ends, or solution.close)→ expired
 *   submitted | underReview ─(solution.close: the requirement stopped)→ cancelled
 *
 * As with breakdown plans, a review that ends without any passing solution leaves them under review (operations
 * may review again); a new call for solutions fails them.
 *
 * Effects: `recordTerms` (who accepted which terms version, when), `storeDraft` (the step's fields),
 * `reportSolution` (the requirement learns `solution.submitted`).
 */
import { assign, setup } from 'xstate';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

/** The steps that hold content (step 5 only reviews and submits). */
export const SOLUTION_DRAFT_STEPS = 4;
const ALL_SAVED = (1 << SOLUTION_DRAFT_STEPS) - 1;

export type SolutionContext = {
  requirementId: number;
  subTopicId: number;
  providerId: number;
  /** Bit n-1 set once step n was saved. */
  savedSteps: number;
};
export type SolutionInput = Pick<SolutionContext, 'requirementId' | 'subTopicId' | 'providerId'>;

export type SolutionEvent =
  | { type: 'terms.accept' }
  | { type: 'draft.save'; step: number }
  | { type: 'solution.submit' }
  | { type: 'solution.withdraw' }
  | { type: 'timer.expired' }
  | { type: 'solution.close' }
  | { type: 'solutionReview.start' }
  | { type: 'solutionReview.pass' }
  | { type: 'solutionReview.fail' };

const isStep = (event: SolutionEvent): event is { type: 'draft.save'; step: number } =>
  event.type === 'draft.save' && Number.isInteger(event.step) && event.step >= 1 && event.step <= SOLUTION_DRAFT_STEPS;

/** The step the form opens on: the first one not saved yet, or 5 (review and submit) when all are. */
export function firstOpenStep(savedSteps: number): number {
  for (let step = 1; step <= SOLUTION_DRAFT_STEPS; step++) if (!(savedSteps & (1 << (step - 1)))) return step;
  return SOLUTION_DRAFT_STEPS + 1;
}

export const solutionMachine = setup({
  types: {
    context: {} as SolutionContext,
    events: {} as SolutionEvent,
    input: {} as SolutionInput,
    meta: {} as FlowMeta,
  },
  actions: {
    recordTerms: () => {},
    storeDraft: () => {},
    reportSolution: () => {},
    markSaved: assign(({ context, event }) => (isStep(event) ? { savedSteps: context.savedSteps | (1 << (event.step - 1)) } : {})),
  },
  guards: {
    isStep: ({ event }) => isStep(event),
    allSaved: ({ context }) => context.savedSteps === ALL_SAVED,
  },
}).createMachine({
  id: 'solution',
  context: ({ input }) => ({ ...input, savedSteps: 0 }),
  meta: {
    title: { zh: '解决方案', en: 'Solution' },
    description: {
      zh: '方案提供方阅读子课题并接受条款，分五步填写并提交方案；专家评审后方案通过或未通过。',
      en: 'A solution provider reads the sub-topic and accepts its terms, fills in and submits a solution in five steps; the expert review passes it or not.',
    },
  },
  initial: 'readingTerms',
  states: {
    readingTerms: {
      meta: { label: { zh: '阅读条款', en: 'Reading the terms' }, step: 0, ...d('阅读条款：阅读子课题及保密与知识产权条款，接受后开始填写。', 'Reading the terms: read the sub-topic and its confidentiality and IP terms; accept them to start.') },
      on: {
        'terms.accept': { target: 'drafting', actions: 'recordTerms' },
        'solution.withdraw': { target: 'withdrawn' },
        'timer.expired': { target: 'expired' },
        'solution.close': { target: 'expired' },
      },
    },
    drafting: {
      meta: { label: { zh: '填写方案', en: 'Drafting' }, step: 1, ...d('填写方案：技术路线、技术细节、团队、成本与进度，每步可保存草稿；第五步检查并提交。', 'Drafting: approach, technical detail, team, cost and schedule, each saved as a draft; step 5 reviews and submits.') },
      on: {
        'draft.save': { guard: 'isStep', actions: ['markSaved', 'storeDraft'] },
        'solution.submit': { guard: 'allSaved', target: 'submitted', actions: 'reportSolution' },
        'solution.withdraw': { target: 'withdrawn' },
        'timer.expired': { target: 'expired' },
        'solution.close': { target: 'expired' },
      },
    },
    submitted: {
      meta: { label: { zh: '已提交', en: 'Submitted' }, step: 2, ...d('已提交：等待专家评审开始；评审结束前只有您能看到自己的方案。', 'Submitted: waiting for the expert review; until it ends only you see your solution.') },
      on: { 'solutionReview.start': { target: 'underReview' }, 'solution.close': { target: 'cancelled' } },
    },
    underReview: {
      meta: { label: { zh: '评审中', en: 'Under review' }, step: 2, ...d('评审中：专家按评分表为方案打分并填写意见。', 'Under review: experts score the solution on the scorecard with comments.') },
      on: { 'solutionReview.pass': { target: 'passed' }, 'solutionReview.fail': { target: 'notPassed' }, 'solution.close': { target: 'cancelled' } },
    },
    passed: { type: 'final', meta: { label: { zh: '通过', en: 'Passed' }, step: 3, ...d('通过：方案的平均分达到及格分。', 'Passed: the mean score reached the pass mark.') } },
    notPassed: { type: 'final', meta: { label: { zh: '未通过', en: 'Not passed' }, step: 3, ...d('未通过：方案的平均分未达到及格分。', 'Not passed: the mean score stayed below the pass mark.') } },
    withdrawn: { type: 'final', meta: { label: { zh: '已撤回', en: 'Withdrawn' }, ...d('已撤回：提交前由提供方撤回。', 'Withdrawn: the provider withdrew it before submitting.') } },
    expired: { type: 'final', meta: { label: { zh: '已过期', en: 'Expired' }, ...d('已过期：征集期结束前未提交。', 'Expired: it was not submitted before the solicitation window ended.') } },
    cancelled: { type: 'final', meta: { label: { zh: '已取消', en: 'Cancelled' }, ...d('已取消：需求在评审结束前被终止。', 'Cancelled: the requirement was stopped before the review ended.') } },
  },
});

export type SolutionMachine = typeof solutionMachine;
export type SolutionState = 'readingTerms' | 'drafting' | 'submitted' | 'underReview' | 'passed' | 'notPassed' | 'withdrawn' | 'expired' | 'cancelled';

/** Spec 3 task state, the review status (plan review status table) and the result (`solutionResult`) of a solution. */
export type SolutionCodes = { taskState: string; reviewStatus: string | null; result: string | null };

const SOLUTION_CODES: Record<SolutionState, SolutionCodes> = {
  readingTerms: { taskState: '1', reviewStatus: null, result: null },
  drafting: { taskState: '1', reviewStatus: null, result: null },
  submitted: { taskState: '2', reviewStatus: '0', result: null },
  underReview: { taskState: '2', reviewStatus: '1', result: null },
  passed: { taskState: '2', reviewStatus: '2', result: '1' },
  notPassed: { taskState: '2', reviewStatus: '2', result: '2' },
  withdrawn: { taskState: '-1', reviewStatus: null, result: null },
  expired: { taskState: '3', reviewStatus: null, result: null },
  cancelled: { taskState: '2', reviewStatus: null, result: null },
};
export const SOLUTION_STATES = Object.keys(SOLUTION_CODES) as SolutionState[];

export function solutionCodesOf(state: string): SolutionCodes | null {
  return SOLUTION_CODES[state as SolutionState] ?? null;
}

/**
 * Who may read a solution's content ("a provider sees only their own solution until the review ends"): its
 * provider and operations always; the invited experts from the start of the review; the publisher once the review
 * ended. Other providers never read it: after the review they see the announcement (scores, comments, passed or
 * not), the content stays under the confidentiality and IP terms every provider accepted.
 */
export function maySeeSolution(
  state: string,
  viewer: 'provider' | 'expert' | 'publisher' | 'otherProvider' | 'operations',
): boolean {
  if (viewer === 'provider' || viewer === 'operations') return true;
  const reviewed = state === 'passed' || state === 'notPassed';
  if (viewer === 'expert') return state === 'underReview' || reviewed;
  if (viewer === 'publisher') return reviewed;
  return false;
}

export const solutionLifecycle = defineLifecycle('solution', solutionMachine, {
  'terms.accept': { by: ['member'], label: { zh: '接受条款', en: 'Accept the terms' } },
  'draft.save': { by: ['member'], input: true, label: { zh: '保存草稿', en: 'Save the draft' } },
  'solution.submit': { by: ['member'], label: { zh: '提交方案', en: 'Submit the solution' } },
  'solution.withdraw': { by: ['member'], label: { zh: '撤回方案', en: 'Withdraw the solution' } },
  'timer.expired': { by: ['system'], label: { zh: '征集期结束', en: 'The solicitation window ends' } },
  'solution.close': { by: ['system'], label: { zh: '征集结束或需求终止', en: 'The call ends or the requirement stops' } },
  'solutionReview.start': { by: ['system'], label: { zh: '专家评审开始', en: 'The expert review starts' } },
  'solutionReview.pass': { by: ['system'], label: { zh: '方案通过', en: 'The solution passes' } },
  'solutionReview.fail': { by: ['system'], label: { zh: '方案未通过', en: 'The solution does not pass' } },
});
