/**
 * A breakdown plan (stage 2, step 1, invitations of kind 3; spec 3 and 4): one analyst's split of one requirement
 * into sub-topics (title, category, keywords, research content, expected results with metrics, existing technical
 * basis, optional integration topic). The sub-topics are rows of their own; the machine keeps how many there are.
 *
 *   draft ⇄ (plan.save) ─(plan.submit, ≥ 1 sub-topic)→ submitted ─(planReview.start)→ inReview
 *   inReview ─(planReview.select)→ selected   ─(planReview.decline)→ notSelected
 *   draft ─(timer.expired: the analysis window ends, or plan.close)→ expired ('Sub-Topic Breakdown Expired')
 *   submitted | inReview ─(plan.close: the requirement stopped)→ cancelled
 *
 * The analysis review's end decides: with a selection, the selected plan is selected and every other declined;
 * without one the plans stay in review, since operations may review them again (`analysisReview.reopen` on the
 * requirement); a new analysis round (`analysis.reopen`) declines them.
 *
 * Effects: `storePlan` (the sub-topic rows, on save and submit), `reportPlan` (the requirement learns
 * `plan.submitted`).
 */
import { assign, setup } from 'xstate';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

/** More sub-topics than this is no longer a breakdown but a catalogue. */
export const SUB_TOPICS_MAX = 20;

export type BreakdownPlanContext = { requirementId: number; analystId: number; subTopics: number };
export type BreakdownPlanInput = Pick<BreakdownPlanContext, 'requirementId' | 'analystId'>;

export type BreakdownPlanEvent =
  | { type: 'plan.save'; subTopics: number }
  | { type: 'plan.submit'; subTopics: number }
  | { type: 'timer.expired' }
  | { type: 'plan.close' }
  | { type: 'planReview.start' }
  | { type: 'planReview.select' }
  | { type: 'planReview.decline' };

const subTopicsOf = (event: BreakdownPlanEvent): number | null =>
  (event.type === 'plan.save' || event.type === 'plan.submit') && Number.isSafeInteger(event.subTopics) && event.subTopics >= 0 && event.subTopics <= SUB_TOPICS_MAX
    ? event.subTopics
    : null;

export const breakdownPlanMachine = setup({
  types: {
    context: {} as BreakdownPlanContext,
    events: {} as BreakdownPlanEvent,
    input: {} as BreakdownPlanInput,
    meta: {} as FlowMeta,
  },
  actions: {
    storePlan: () => {},
    reportPlan: () => {},
    assignSubTopics: assign(({ event }) => ({ subTopics: subTopicsOf(event) ?? 0 })),
  },
  guards: {
    isDraft: ({ event }) => subTopicsOf(event) !== null,
    isPlan: ({ event }) => (subTopicsOf(event) ?? 0) >= 1,
  },
}).createMachine({
  id: 'breakdownPlan',
  context: ({ input }) => ({ ...input, subTopics: 0 }),
  meta: {
    title: { zh: '分解方案', en: 'Breakdown plan' },
    description: {
      zh: '分析方将需求分解为子课题并提交分解方案；分析评审后方案入选或未入选。',
      en: 'An analyst breaks the requirement into sub-topics and submits the plan; the analysis review selects it or not.',
    },
  },
  initial: 'draft',
  states: {
    draft: {
      meta: { label: { zh: '草稿', en: 'Draft' }, step: 0, ...d('草稿：填写子课题，可随时保存，分析期结束前提交。', 'Draft: fill in the sub-topics, save at any time, submit before the analysis window ends.') },
      on: {
        'plan.save': { guard: 'isDraft', actions: ['assignSubTopics', 'storePlan'] },
        'plan.submit': { guard: 'isPlan', target: 'submitted', actions: ['assignSubTopics', 'storePlan', 'reportPlan'] },
        'timer.expired': { target: 'expired' },
        'plan.close': { target: 'expired' },
      },
    },
    submitted: {
      meta: { label: { zh: '已提交', en: 'Submitted' }, step: 1, ...d('已提交：等待分析评审开始。', 'Submitted: waiting for the analysis review to start.') },
      on: { 'planReview.start': { target: 'inReview' }, 'plan.close': { target: 'cancelled' } },
    },
    inReview: {
      meta: { label: { zh: '评审中', en: 'In review' }, step: 1, ...d('评审中：专家按评分表为方案打分。', 'In review: experts score the plan on the scorecard.') },
      on: { 'planReview.select': { target: 'selected' }, 'planReview.decline': { target: 'notSelected' }, 'plan.close': { target: 'cancelled' } },
    },
    selected: { type: 'final', meta: { label: { zh: '入选', en: 'Selected' }, step: 2, ...d('入选：方案被选中，其子课题进入方案征集。', 'Selected: the plan was chosen; its sub-topics go to solution solicitation.') } },
    notSelected: { type: 'final', meta: { label: { zh: '未入选', en: 'Not selected' }, step: 2, ...d('未入选：评审选择了其他方案或未达及格分。', 'Not selected: the review chose another plan or the plan did not reach the pass mark.') } },
    expired: { type: 'final', meta: { label: { zh: '子课题分解已过期', en: 'Sub-Topic Breakdown Expired' }, ...d('子课题分解已过期：分析期结束前未提交。', 'Sub-topic breakdown expired: the plan was not submitted before the analysis window ended.') } },
    cancelled: { type: 'final', meta: { label: { zh: '已取消', en: 'Cancelled' }, ...d('已取消：需求在评审结束前被终止。', 'Cancelled: the requirement was stopped before the review ended.') } },
  },
});

export type BreakdownPlanMachine = typeof breakdownPlanMachine;
export type BreakdownPlanState = 'draft' | 'submitted' | 'inReview' | 'selected' | 'notSelected' | 'expired' | 'cancelled';

/** Spec 3 codes of a plan: task state (-1 failed, 1 in progress, 2 done, 3 timed out), plan review status and result (machines/codes/pre-review.codes.ts). */
export type BreakdownPlanCodes = { taskState: string; reviewStatus: string | null; result: string | null };

const PLAN_CODES: Record<BreakdownPlanState, BreakdownPlanCodes> = {
  draft: { taskState: '1', reviewStatus: '0', result: null },
  submitted: { taskState: '2', reviewStatus: '0', result: null },
  inReview: { taskState: '2', reviewStatus: '1', result: null },
  selected: { taskState: '2', reviewStatus: '2', result: '1' },
  notSelected: { taskState: '2', reviewStatus: '2', result: '2' },
  expired: { taskState: '3', reviewStatus: null, result: null },
  // the analyst did the work; the review never ended
  cancelled: { taskState: '2', reviewStatus: null, result: null },
};
export const BREAKDOWN_PLAN_STATES = Object.keys(PLAN_CODES) as BreakdownPlanState[];

export function breakdownPlanCodesOf(state: string): BreakdownPlanCodes | null {
  return PLAN_CODES[state as BreakdownPlanState] ?? null;
}

export const breakdownPlanLifecycle = defineLifecycle('breakdown_plan', breakdownPlanMachine, {
  'plan.save': { by: ['member'], input: true, label: { zh: '保存分解方案', en: 'Save the breakdown plan' } },
  'plan.submit': { by: ['member'], input: true, label: { zh: '提交分解方案', en: 'Submit the breakdown plan' } },
  'timer.expired': { by: ['system'], label: { zh: '分析期结束', en: 'The analysis window ends' } },
  'plan.close': { by: ['system'], label: { zh: '需求终止', en: 'The requirement stops' } },
  'planReview.start': { by: ['system'], label: { zh: '分析评审开始', en: 'The analysis review starts' } },
  'planReview.select': { by: ['system'], label: { zh: '方案入选', en: 'The plan is selected' } },
  'planReview.decline': { by: ['system'], label: { zh: '方案未入选', en: 'The plan is not selected' } },
});
