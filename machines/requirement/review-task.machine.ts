/**
 * A review task (stage 2): one reviewer scoring every breakdown plan (analysis review, kind 4) or one expert
 * scoring every solution (expert review, kind 7) of one requirement on the weighted scorecard
 * (machines/rules/scorecard.ts). Experts first acknowledge the review guidelines (independence, impartiality,
 * objectivity, confidentiality with legal liability); for kind 4 reading them is offered, not required.
 *
 *   open ─(guidelines.acknowledge)→ scoring;  open ─(scores.save, kind 4 only)→ scoring
 *   scoring ⇄ (scores.save { scored }) ─(scores.submit, every item scored)→ submitted (task done, 2)
 *   open | scoring ─(conflict.declare)→ refused (-1)     the reviewer is a publisher, provider or funder of it
 *   open | scoring ─(timer.expired | task.close)→ timedOut (3)   the window ended, or the step closed at its quorum
 *
 * `scored` counts the items with a complete scorecard; the services check each scorecard with `validateScores`
 * (and experts' comments with `validateReviewComment`) before they step, the machine checks the count.
 * Effects: `recordGuidelines` (who acknowledged which guidelines version, when), `storeScores`, `reportReview`
 * (the requirement learns `planReview.submitted` or `solutionReview.submitted` with the passing count),
 * `refuseForConflict` (the invitation ends and the conflict is recorded).
 */
import { assign, setup } from 'xstate';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type ReviewKind = 4 | 7;

export type ReviewTaskContext = {
  requirementId: number;
  reviewerId: number;
  cate: ReviewKind;
  /** Plans or solutions to score. */
  items: number;
  scored: number;
  requiresGuidelines: boolean;
};
export type ReviewTaskInput = Pick<ReviewTaskContext, 'requirementId' | 'reviewerId' | 'cate' | 'items'>;

export type ReviewTaskEvent =
  | { type: 'guidelines.acknowledge' }
  | { type: 'scores.save'; scored: number }
  | { type: 'scores.submit'; scored: number }
  | { type: 'conflict.declare' }
  | { type: 'timer.expired' }
  | { type: 'task.close' };

/** Experts (kind 7) must acknowledge the guidelines before scoring. */
export const requiresGuidelines = (cate: number): boolean => cate === 7;

const scoredOf = (context: ReviewTaskContext, event: ReviewTaskEvent): number | null =>
  (event.type === 'scores.save' || event.type === 'scores.submit') && Number.isInteger(event.scored) && event.scored >= 0 && event.scored <= context.items
    ? event.scored
    : null;

export const reviewTaskMachine = setup({
  types: {
    context: {} as ReviewTaskContext,
    events: {} as ReviewTaskEvent,
    input: {} as ReviewTaskInput,
    meta: {} as FlowMeta,
  },
  actions: {
    recordGuidelines: () => {},
    storeScores: () => {},
    reportReview: () => {},
    refuseForConflict: () => {},
    assignScored: assign(({ context, event }) => ({ scored: scoredOf(context, event) ?? context.scored })),
  },
  guards: {
    isSave: ({ context, event }) => scoredOf(context, event) !== null,
    isSaveWithoutGuidelines: ({ context, event }) => !context.requiresGuidelines && scoredOf(context, event) !== null,
    scoresAll: ({ context, event }) => scoredOf(context, event) === context.items,
  },
}).createMachine({
  id: 'reviewTask',
  context: ({ input }) => ({ ...input, scored: 0, requiresGuidelines: requiresGuidelines(input.cate) }),
  meta: {
    title: { zh: '评审任务', en: 'Review task' },
    description: {
      zh: '评审专家确认评审须知（专家评审必需）后，按加权评分表为每个分解方案或方案打分并提交；存在利益冲突时拒绝。',
      en: 'A reviewer acknowledges the review guidelines (required for experts), then scores every breakdown plan or solution on the weighted scorecard and submits; a conflict of interest refuses the task.',
    },
  },
  initial: 'open',
  states: {
    open: {
      meta: { label: { zh: '待开始', en: 'Not started' }, step: 0, ...d('待开始：请先阅读评审须知（独立、公正、客观、保密，违者承担法律责任）。', 'Not started: read the review guidelines first (independence, impartiality, objectivity, confidentiality with legal liability).') },
      on: {
        'guidelines.acknowledge': { target: 'scoring', actions: 'recordGuidelines' },
        'scores.save': { guard: 'isSaveWithoutGuidelines', target: 'scoring', actions: ['assignScored', 'storeScores'] },
        'conflict.declare': { target: 'refused', actions: 'refuseForConflict' },
        'timer.expired': { target: 'timedOut' },
        'task.close': { target: 'timedOut' },
      },
    },
    scoring: {
      meta: { label: { zh: '评分中', en: 'Scoring' }, step: 1, ...d('评分中：按评分表为每一项打分，可随时保存；全部评完后提交。', 'Scoring: score every item on the scorecard, save at any time; submit once all are scored.') },
      on: {
        'scores.save': { guard: 'isSave', actions: ['assignScored', 'storeScores'] },
        'scores.submit': { guard: 'scoresAll', target: 'submitted', actions: ['assignScored', 'storeScores', 'reportReview'] },
        'conflict.declare': { target: 'refused', actions: 'refuseForConflict' },
        'timer.expired': { target: 'timedOut' },
        'task.close': { target: 'timedOut' },
      },
    },
    submitted: { type: 'final', meta: { label: { zh: '已提交', en: 'Submitted' }, step: 2, ...d('已提交：评分已提交，任务完成。', 'Submitted: the scores are in; the task is done.') } },
    timedOut: { type: 'final', meta: { label: { zh: '已超时', en: 'Timed out' }, ...d('已超时：评审期已结束或本步骤已提前结束。', 'Timed out: the review window ended or the step closed early.') } },
    refused: { type: 'final', meta: { label: { zh: '利益冲突回避', en: 'Refused for conflict of interest' }, ...d('利益冲突回避：评审人是该需求的发布者、提供方或出资方。', 'Refused for conflict of interest: the reviewer publishes, provides for or funds this requirement.') } },
  },
});

export type ReviewTaskMachine = typeof reviewTaskMachine;

/** Spec 3 task state of each state. */
export const REVIEW_TASK_STATE_CODE = { open: '1', scoring: '1', submitted: '2', timedOut: '3', refused: '-1' } as const;
export type ReviewTaskState = keyof typeof REVIEW_TASK_STATE_CODE;
export const REVIEW_TASK_STATES = Object.keys(REVIEW_TASK_STATE_CODE) as ReviewTaskState[];

export function reviewTaskStateCode(state: string): string | null {
  return Object.hasOwn(REVIEW_TASK_STATE_CODE, state) ? REVIEW_TASK_STATE_CODE[state as ReviewTaskState] : null;
}

export const reviewTaskLifecycle = defineLifecycle('review_task', reviewTaskMachine, {
  'guidelines.acknowledge': { by: ['member'], label: { zh: '确认评审须知', en: 'Acknowledge the review guidelines' } },
  'scores.save': { by: ['member'], input: true, label: { zh: '保存评分', en: 'Save the scores' } },
  'scores.submit': { by: ['member'], input: true, label: { zh: '提交评分', en: 'Submit the scores' } },
  // the reviewer may declare it; the services declare it when the check finds one (rules/conflict-of-interest.ts)
  'conflict.declare': { by: ['member', 'system'], label: { zh: '声明利益冲突', en: 'Declare a conflict of interest' } },
  'timer.expired': { by: ['system'], label: { zh: '评审期结束', en: 'The review window ends' } },
  'task.close': { by: ['system'], label: { zh: '步骤提前结束', en: 'The step closes' } },
});
