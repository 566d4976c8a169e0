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
 *   close<Step>  ends the kind's open invitations; closing the analysis expires unsubmitted plans; a stop cancels
 *                the plans that were submitted or in review
 */
import { and, eq, inArray } from 'drizzle-orm';
import { breakdownPlanLifecycle, type BreakdownPlanMachine } from '../../machines/requirement/breakdown-plan.machine';
import type { ServicesContext } from '../context';
import { breakdownPlans, type requirements } from '../db/schema';
import { createEntityStore, SYSTEM_ACTOR } from '../lib/entity-store';
import { inviteMembers, type InviteStore } from './matching';
import { poolOf } from './review-fee-settlement';

type StoresContext = Pick<ServicesContext, 'db' | 'clock' | 'config'>;
type RequirementRow = typeof requirements.$inferSelect;
export type PlanRow = typeof breakdownPlans.$inferSelect;
export type PlanInsert = typeof breakdownPlans.$inferInsert;

/** Invite kinds of stage 2 (spec 3). */
export const INVITE_ANALYSIS = 3;
export const INVITE_ANALYSIS_REVIEW = 4;
export const INVITE_SOLUTION = 5;
export const INVITE_MARKET_ASSESSMENT = 6;
export const INVITE_SOLUTION_REVIEW = 7;

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

/** Sends `event` to every plan of a requirement in `states` that takes it (locked in id order). */
async function stepPlans(ctx: StoresContext, requirementId: number, states: string[], event: { type: 'plan.close' | 'planReview.start' | 'planReview.decline' }): Promise<void> {
  const plans = breakdownPlanStore(ctx);
  await plans.transaction(async (tx) => {
    const rows = await plans.lockWhere(tx, and(eq(breakdownPlans.requirementId, requirementId), inArray(breakdownPlans.status, states))!);
    for (const row of rows) if (plans.can(row, event)) await plans.step(tx, row, event, SYSTEM_ACTOR);
  });
}

type Collaborators = {
  invitations: () => InviteStore;
  closeInvitations: (ctx: StoresContext, requirementId: number, cate: number) => Promise<void>;
};

/** The requirement's after-commit effects of stage 2, by action name (merged into its store's `afterCommit`). */
export function preReviewEffects(ctx: StoresContext, deps: Collaborators): Record<string, (row: RequirementRow) => Promise<void>> {
  const stopped = (row: RequirementRow) => row.status === 'terminated';
  const invite = async (row: RequirementRow, state: string, cate: number) => {
    if (row.status !== state) return;
    await inviteMembers(ctx, deps.invitations(), row, cate, row.deadlineAt, poolOf(ctx, row.feeFen, cate));
  };
  const close = (row: RequirementRow, cate: number) => deps.closeInvitations(ctx, row.id, cate);

  return {
    openMarketAssessment: (row) => invite(row, 'preReview.marketAssessment', INVITE_MARKET_ASSESSMENT),
    closeMarketAssessment: (row) => close(row, INVITE_MARKET_ASSESSMENT),
    openAnalysis: async (row) => {
      // a new round: the plans the last review left undecided are declined
      await stepPlans(ctx, row.id, ['inReview'], { type: 'planReview.decline' });
      await invite(row, 'preReview.analysis', INVITE_ANALYSIS);
    },
    closeAnalysis: async (row) => {
      await close(row, INVITE_ANALYSIS);
      await stepPlans(ctx, row.id, stopped(row) ? ['draft', 'submitted'] : ['draft'], { type: 'plan.close' });
    },
    openAnalysisReview: async (row) => {
      await stepPlans(ctx, row.id, ['submitted'], { type: 'planReview.start' });
      await invite(row, 'preReview.analysisReview', INVITE_ANALYSIS_REVIEW);
    },
    closeAnalysisReview: async (row) => {
      await close(row, INVITE_ANALYSIS_REVIEW);
      if (stopped(row)) await stepPlans(ctx, row.id, ['submitted', 'inReview'], { type: 'plan.close' });
    },
    openSolicitation: (row) => invite(row, 'preReview.solicitation', INVITE_SOLUTION),
    closeSolicitation: (row) => close(row, INVITE_SOLUTION),
    openSolutionReview: (row) => invite(row, 'preReview.expertReview', INVITE_SOLUTION_REVIEW),
    closeSolutionReview: (row) => close(row, INVITE_SOLUTION_REVIEW),
  };
}
