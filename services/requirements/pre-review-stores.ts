/**
 * Stage 2 (pre-review) on the workflow engine: the stores of its tasks and the requirement's effects that open and
 * close each step (docs/requirements.md "Stage 2"). Every effect runs after commit and may run again, so each is
 * written as "bring the rows to where this step says they should be": an entity already there is skipped by the
 * engine's `can`, an invitation already sent by the ranking and the unique index.
 *
 *   open<Step>   invites the step's kind while the requirement is still in that step (the step's end is the
 *                task's deadline; a paid kind's invitation shows the pool it shares); opening the analysis again
 *                (a new round) declines the plans of the last review; opening the analysis review puts the
 *                submitted plans in review
 *   close<Step>  ends the kind's open invitations and review tasks; closing the analysis expires unsubmitted
 *                plans; a stop cancels the plans that were submitted or in review
 *   announceSelection  the analysis review's best passing plan is selected, the others declined
 */
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { breakdownPlanLifecycle, type BreakdownPlanMachine } from '../../machines/requirement/breakdown-plan.machine';
import { reviewTaskLifecycle, type ReviewTaskMachine } from '../../machines/requirement/review-task.machine';
import { ANALYSIS_REVIEW_SCORECARD, meanTenths, passes, selectPlan, SOLUTION_REVIEW_SCORECARD } from '../../machines/rules/scorecard';
import { solutionLifecycle, type SolutionMachine } from '../../machines/requirement/solution.machine';
import type { ServicesContext } from '../context';
import type { Executor } from '../db/client';
import { breakdownPlans, planVotes, reviewScores, reviewTasks, solutions, type requirements } from '../db/schema';
import { createEntityStore, SYSTEM_ACTOR } from '../lib/entity-store';
import { inviteMembers, type InviteStore } from './matching';
import { poolOf } from './review-fee-settlement';

type StoresContext = Pick<ServicesContext, 'db' | 'clock' | 'config'>;
type RequirementRow = typeof requirements.$inferSelect;
export type PlanRow = typeof breakdownPlans.$inferSelect;
export type PlanInsert = typeof breakdownPlans.$inferInsert;
export type ReviewTaskRow = typeof reviewTasks.$inferSelect;
export type SolutionRow = typeof solutions.$inferSelect;
export type SolutionInsert = typeof solutions.$inferInsert;
export type ReviewTaskInsert = typeof reviewTasks.$inferInsert;

/** Invite kinds of stage 2 (spec 3). */
export const INVITE_ANALYSIS = 3;
export const INVITE_ANALYSIS_REVIEW = 4;
export const INVITE_SOLUTION = 5;
export const INVITE_MARKET_ASSESSMENT = 6;
export const INVITE_SOLUTION_REVIEW = 7;

/** The requirement state in which each stage-2 kind's step is open and sends its invitations. */
export const STAGE_TWO_INVITING_STATE: Record<number, string> = {
  [INVITE_MARKET_ASSESSMENT]: 'preReview.marketAssessment',
  [INVITE_ANALYSIS]: 'preReview.analysis',
  [INVITE_ANALYSIS_REVIEW]: 'preReview.analysisReview',
  [INVITE_SOLUTION]: 'preReview.solicitation',
  [INVITE_SOLUTION_REVIEW]: 'preReview.expertReview',
};

/** Breakdown plans (step 1): their ends come from the requirement's effects below, so no deadline of their own. */
export function breakdownPlanStore(ctx: StoresContext) {
  return createEntityStore<BreakdownPlanMachine, PlanRow, PlanInsert>({
    lifecycle: breakdownPlanLifecycle,
    table: breakdownPlans,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    onEnter: (status, _row, at) => (status === 'submitted' ? { submittedAt: at } : {}),
  });
}

/** Solutions (step 3): their ends come from the requirement's effects, so no deadline of their own. */
export function solutionStore(ctx: StoresContext) {
  return createEntityStore<SolutionMachine, SolutionRow, SolutionInsert>({
    lifecycle: solutionLifecycle,
    table: solutions,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    onEnter: (status, _row, at) => (status === 'submitted' ? { submittedAt: at } : status === 'drafting' ? { termsAcceptedAt: at } : {}),
  });
}

/** Sends an event to every solution of a requirement in `states` that takes it. */
function stepSolutions(
  ctx: StoresContext,
  requirementId: number,
  states: string[],
  eventOf: (row: SolutionRow) => { type: 'solution.close' | 'solutionReview.start' | 'solutionReview.pass' | 'solutionReview.fail' },
): Promise<void> {
  return solutionStore(ctx).stepEach(and(eq(solutions.requirementId, requirementId), inArray(solutions.status, states))!, eventOf, SYSTEM_ACTOR);
}

/** Review tasks (analysis review, kind 4; expert review, kind 7): they end with their step (`task.close`), no deadline of their own. */
export function reviewTaskStore(ctx: StoresContext) {
  return createEntityStore<ReviewTaskMachine, ReviewTaskRow, ReviewTaskInsert>({
    lifecycle: reviewTaskLifecycle,
    table: reviewTasks,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    onEnter: (status, _row, at) => (status === 'submitted' ? { submittedAt: at } : {}),
  });
}

/** A reviewed item (a breakdown plan or a solution) with its reviewers' weighted totals in tenths. */
export type ReviewedItem = { id: number; totals: number[]; order: number; userId: number; votes: number };

/**
 * The items a review of kind `cate` scores (kind 4: the breakdown plans in review; kind 7: the solutions under
 * review), each with the weighted totals (tenths) of the submitted reviews of that kind (and of the one being
 * submitted, when given), in the order the items were submitted: what the passing count, the selection and the
 * result are computed from.
 */
export async function reviewedItems(db: Executor, requirementId: number, cate: number, submittingTaskId: number | null = null): Promise<ReviewedItem[]> {
  const items =
    cate === INVITE_ANALYSIS_REVIEW
      ? await db
          .select({ id: breakdownPlans.id, userId: breakdownPlans.userId, submittedAt: breakdownPlans.submittedAt })
          .from(breakdownPlans)
          .where(and(eq(breakdownPlans.requirementId, requirementId), inArray(breakdownPlans.status, ['inReview', 'selected', 'notSelected'])))
      : await db
          .select({ id: solutions.id, userId: solutions.userId, submittedAt: solutions.submittedAt })
          .from(solutions)
          .where(and(eq(solutions.requirementId, requirementId), inArray(solutions.status, ['underReview', 'passed', 'notPassed'])));
  const scores = items.length
    ? await db
        .select({ itemId: reviewScores.itemId, total: reviewScores.totalTenths })
        .from(reviewScores)
        .innerJoin(reviewTasks, eq(reviewTasks.id, reviewScores.taskId))
        .where(
          and(
            eq(reviewTasks.requirementId, requirementId),
            eq(reviewTasks.cate, cate),
            // a task being submitted counts before its own row says so (the report is part of its step)
            submittingTaskId === null ? eq(reviewTasks.status, 'submitted') : or(eq(reviewTasks.status, 'submitted'), eq(reviewTasks.id, submittingTaskId)),
          ),
        )
    : [];
  // the all-people review's votes break ties between plans with the same mean (rules/scorecard.ts selectPlan)
  const votes =
    cate === INVITE_ANALYSIS_REVIEW && items.length
      ? await db.select({ planId: planVotes.planId, n: count() }).from(planVotes).where(eq(planVotes.requirementId, requirementId)).groupBy(planVotes.planId)
      : [];
  return items
    .sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0) || a.id - b.id)
    .map((p, order) => ({
      id: p.id,
      userId: p.userId,
      order,
      votes: Number(votes.find((v) => v.planId === p.id)?.n ?? 0),
      totals: scores.filter((s) => s.itemId === p.id && s.total !== null).map((s) => s.total!),
    }));
}

/** Ends the open review tasks of one kind (the step closed at its quorum, its window ended, or the requirement stopped). */
function closeReviewTasks(ctx: StoresContext, requirementId: number, cate: number): Promise<void> {
  const open = and(eq(reviewTasks.requirementId, requirementId), eq(reviewTasks.cate, cate), inArray(reviewTasks.status, ['open', 'scoring']))!;
  return reviewTaskStore(ctx).stepEach(open, () => ({ type: 'task.close' }), SYSTEM_ACTOR);
}

/** Sends an event (or the one `eventOf` picks) to every plan of a requirement in `states` that takes it. */
function stepPlans(
  ctx: StoresContext,
  requirementId: number,
  states: string[],
  eventOf: { type: 'plan.close' | 'planReview.start' | 'planReview.decline' | 'planReview.select' } | ((row: PlanRow) => { type: 'planReview.decline' | 'planReview.select' }),
): Promise<void> {
  const where = and(eq(breakdownPlans.requirementId, requirementId), inArray(breakdownPlans.status, states))!;
  return breakdownPlanStore(ctx).stepEach(where, typeof eventOf === 'function' ? eventOf : () => eventOf, SYSTEM_ACTOR);
}

type Collaborators = {
  invitations: () => InviteStore;
  /** Ends the open invitations of a kind: `invite.close`, or `task.complete` for the members in `done`. */
  closeInvitations: (ctx: StoresContext, requirementId: number, cate: number, done?: ReadonlySet<number>) => Promise<void>;
};

/** The requirement's after-commit effects of stage 2, by action name (merged into its store's `afterCommit`). */
export function preReviewEffects(ctx: StoresContext, deps: Collaborators): Record<string, (row: RequirementRow) => Promise<void>> {
  const stopped = (row: RequirementRow) => row.status === 'terminated';
  const invite = async (row: RequirementRow, cate: number) => {
    if (row.status !== STAGE_TWO_INVITING_STATE[cate]) return;
    await inviteMembers(ctx, deps.invitations(), row, cate, row.deadlineAt, poolOf(ctx, row.feeFen, cate));
  };
  const close = (row: RequirementRow, cate: number) => deps.closeInvitations(ctx, row.id, cate);

  return {
    openMarketAssessment: (row) => invite(row, INVITE_MARKET_ASSESSMENT),
    closeMarketAssessment: (row) => close(row, INVITE_MARKET_ASSESSMENT),
    openAnalysis: async (row) => {
      // a new round: the plans the last review left undecided are declined
      await stepPlans(ctx, row.id, ['inReview'], { type: 'planReview.decline' });
      await invite(row, INVITE_ANALYSIS);
    },
    closeAnalysis: async (row) => {
      await close(row, INVITE_ANALYSIS);
      await stepPlans(ctx, row.id, stopped(row) ? ['draft', 'submitted'] : ['draft'], { type: 'plan.close' });
    },
    openAnalysisReview: async (row) => {
      await stepPlans(ctx, row.id, ['submitted'], { type: 'planReview.start' });
      await invite(row, INVITE_ANALYSIS_REVIEW);
    },
    closeAnalysisReview: async (row) => {
      await closeReviewTasks(ctx, row.id, INVITE_ANALYSIS_REVIEW);
      await close(row, INVITE_ANALYSIS_REVIEW);
      if (stopped(row)) await stepPlans(ctx, row.id, ['submitted', 'inReview'], { type: 'plan.close' });
    },
    // the analysis review selected: the best passing plan (rules/scorecard.ts selectPlan), every other declined
    announceSelection: async (row) => {
      const selected = selectPlan(ANALYSIS_REVIEW_SCORECARD, await reviewedItems(ctx.db, row.id, INVITE_ANALYSIS_REVIEW));
      if (selected === null) return;
      await stepPlans(ctx, row.id, ['inReview'], (plan) => ({ type: plan.id === selected ? 'planReview.select' : 'planReview.decline' }));
    },
    openSolicitation: async (row) => {
      // a new call: the solutions the last expert review left undecided fail
      await stepSolutions(ctx, row.id, ['underReview'], () => ({ type: 'solutionReview.fail' }));
      await invite(row, INVITE_SOLUTION);
    },
    closeSolicitation: async (row) => {
      await stepSolutions(ctx, row.id, stopped(row) ? ['readingTerms', 'drafting', 'submitted'] : ['readingTerms', 'drafting'], () => ({ type: 'solution.close' }));
      // a provider who submitted at least one solution did the task; the others' invitations time out
      const providers = await ctx.db
        .selectDistinct({ userId: solutions.userId })
        .from(solutions)
        .where(and(eq(solutions.requirementId, row.id), inArray(solutions.status, ['submitted', 'underReview', 'passed', 'notPassed', 'cancelled'])));
      await deps.closeInvitations(ctx, row.id, INVITE_SOLUTION, new Set(providers.map((p) => p.userId)));
    },
    openSolutionReview: async (row) => {
      await stepSolutions(ctx, row.id, ['submitted'], () => ({ type: 'solutionReview.start' }));
      await invite(row, INVITE_SOLUTION_REVIEW);
    },
    closeSolutionReview: async (row) => {
      await closeReviewTasks(ctx, row.id, INVITE_SOLUTION_REVIEW);
      await close(row, INVITE_SOLUTION_REVIEW);
      if (stopped(row)) await stepSolutions(ctx, row.id, ['submitted', 'underReview'], () => ({ type: 'solution.close' }));
    },
    // the expert review's result: every solution whose mean reaches the pass mark passes, the others do not
    announceResult: async (row) => {
      const reviewed = new Map((await reviewedItems(ctx.db, row.id, INVITE_SOLUTION_REVIEW)).map((item) => [item.id, item]));
      await stepSolutions(ctx, row.id, ['underReview'], (solution) => ({
        type: passes(SOLUTION_REVIEW_SCORECARD, meanTenths(reviewed.get(solution.id)?.totals ?? [])) ? 'solutionReview.pass' : 'solutionReview.fail',
      }));
    },
  };
}
