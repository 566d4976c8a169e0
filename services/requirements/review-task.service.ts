/**
 * The analysis review (stage 2, step 2, invitations of kind 4; docs/requirements.md "Stage 2"): a reviewer who
 * accepted the invitation scores every breakdown plan in review on the weighted scorecard (criteria and weights
 * shown before scoring; machines/rules/scorecard.ts), saves and submits once. The task is opened on the reviewer's
 * first step; a reviewer who published, submitted a plan for or funded the requirement is refused there
 * (`conflict.declare`: the task ends refused, the invitation closes, nothing is paid). Submitting completes the
 * invitation's task and reports to the requirement how many plans pass now (`planReview.submitted { passing }`),
 * which closes the step at the quorum and selects the best passing plan.
 *
 * The same task machine serves the expert review (kind 7, solutions) when solutions land; experts must
 * acknowledge the guidelines first (`requiresGuidelines`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { reviewTaskStateCode } from '../../machines/requirement/review-task.machine';
import { passingCount, SCORE_MAX, SCORE_MIN, scorecardOfKind, validateReviewComment, validateScores, weightedTotalTenths, type Scorecard, type Scores } from '../../machines/rules/scorecard';
import { conflictRole, validateNoConflict, type RequirementParties } from '../../machines/rules/conflict-of-interest';
import type { RuleError } from '../../machines/rules/messages';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { breakdownPlans, crowdfundingContributions, invitations, requirements, reviewScores, reviewTasks, solutions } from '../db/schema';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { check, failure, ruleFailure } from '../lib/errors';
import { stepTasks } from './step-task';
import { INVITE_ANALYSIS_REVIEW, INVITE_SOLUTION_REVIEW, reviewedItems, reviewTaskStore, type InvitationRow, type RequirementRow, type ReviewTaskRow } from './stores';

export type ItemReview = { itemId: number; scores: Scores; comment: string };

export type ReviewTaskView = {
  invitationId: number;
  requirement: { id: number; requirementNo: string; title: string; state: string };
  cate: number;
  taskId: number | null;
  /** open, scoring, submitted, timedOut, refused; null before the task is opened. */
  state: string | null;
  /** Spec 3 task state: -1 failed (refused), 1 in progress, 2 done, 3 timed out. */
  taskState: string | null;
  scorecard: Scorecard;
  /** The plans to score, by their submission order ("Plan 1, 2, …"). */
  items: Array<{ itemId: number; label: number }>;
  reviews: Array<ItemReview & { totalTenths: number | null }>;
  guidelinesAcknowledged: boolean;
  /** Whether a conflict of interest refuses this reviewer (publisher, analyst of a plan, funder). */
  conflict: string | null;
  expiredAt: number | null;
  editable: boolean;
  availableEvents: string[];
};

/** What differs between the analysis review (kind 4, breakdown plans) and the expert review (kind 7, solutions). */
const KINDS = {
  [INVITE_ANALYSIS_REVIEW]: { stepState: 'preReview.analysisReview', notThisKind: 'invitationNotReview', report: 'planReview.submitted', commentRequired: false },
  [INVITE_SOLUTION_REVIEW]: { stepState: 'preReview.expertReview', notThisKind: 'invitationNotSolutionReview', report: 'solutionReview.submitted', commentRequired: true },
} as const;
export type ReviewCate = keyof typeof KINDS;

/** The review tasks of one kind (4 or 7). */
function createKindService(ctx: ServicesContext, cate: ReviewCate) {
  const kind = KINDS[cate];
  const now = () => new Date(ctx.clock.now());
  const tasks = stepTasks(ctx, { cate, stepState: kind.stepState, notThisKind: kind.notThisKind, notAccepted: 'reviewNotAccepted', closed: 'reviewClosed' });
  const { invitations: invitationsStore, requirements: requirementsStore, applyDeadlines } = tasks;
  const tasksStore = reviewTaskStore(ctx);
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });
  const scorecard = scorecardOfKind(cate);
  const STEP_STATE = kind.stepState;

  async function parties(db: Executor, requirement: Pick<RequirementRow, 'id' | 'userId'>): Promise<RequirementParties> {
    const analysts = await db
      .select({ userId: breakdownPlans.userId })
      .from(breakdownPlans)
      .where(and(eq(breakdownPlans.requirementId, requirement.id), inArray(breakdownPlans.status, ['submitted', 'inReview', 'selected', 'notSelected'])));
    const providers = await db
      .select({ userId: solutions.userId })
      .from(solutions)
      .where(and(eq(solutions.requirementId, requirement.id), inArray(solutions.status, ['submitted', 'underReview', 'passed', 'notPassed'])));
    const funders = await db.select({ userId: crowdfundingContributions.userId }).from(crowdfundingContributions).where(eq(crowdfundingContributions.requirementId, requirement.id));
    return { publisherId: requirement.userId, providerIds: [...analysts, ...providers].map((a) => a.userId), funderIds: funders.map((f) => f.userId) };
  }

  async function view(db: Executor, invitation: InvitationRow, userId: number): Promise<ReviewTaskView> {
    const [requirement] = await db.select().from(requirements).where(eq(requirements.id, invitation.requirementId));
    const [task] = await db.select().from(reviewTasks).where(eq(reviewTasks.invitationId, invitation.id));
    const items = (await reviewedItems(db, requirement.id, cate)).map((p, i) => ({ itemId: p.id, label: i + 1 }));
    const saved = task ? await db.select().from(reviewScores).where(eq(reviewScores.taskId, task.id)) : [];
    const role = conflictRole(userId, await parties(db, requirement));
    const open = !task || task.status === 'open' || task.status === 'scoring';
    return {
      invitationId: invitation.id,
      requirement: { id: requirement.id, requirementNo: requirement.requirementNo, title: requirement.title, state: requirement.status },
      cate: invitation.cate,
      taskId: task?.id ?? null,
      state: task?.status ?? null,
      taskState: task ? reviewTaskStateCode(task.status) : null,
      scorecard,
      items,
      reviews: saved.map((r) => ({ itemId: r.itemId, scores: r.scores, comment: r.comment, totalTenths: r.totalTenths })),
      guidelinesAcknowledged: task?.guidelinesAt !== null && task?.guidelinesAt !== undefined,
      conflict: role,
      expiredAt: invitation.expiresAt?.getTime() ?? null,
      editable: invitation.status === 'accepted' && requirement.status === STEP_STATE && open && role === null,
      availableEvents: task ? tasksStore.availableEvents(task, member(userId)) : [],
    };
  }

  /**
   * Runs `act` on the caller's task under the requirement, invitation and task locks, opening the task first.
   * A conflict found on opening refuses the task and closes the invitation, committed, then answers 400.
   */
  async function withTask(userId: number, invitationId: number, act: (tx: Transaction, task: ReviewTaskRow, requirement: RequirementRow, invitation: InvitationRow) => Promise<void>): Promise<ReviewTaskView> {
    await applyDeadlines();
    let refusal: RuleError | null = null;
    const invitation = await requirementsStore.transaction(async (tx) => {
      const { requirement, invitation: locked, at, access } = await tasks.lock(tx, userId, invitationId);
      tasks.refuseUnlessOpen(access);
      let [task] = await tasksStore.lockWhere(tx, eq(reviewTasks.invitationId, locked.id));
      if (!task) {
        const items = (await reviewedItems(tx, requirement.id, cate)).length;
        task = await tasksStore.create(tx, {
          input: { requirementId: requirement.id, reviewerId: userId, cate, items },
          values: { requirementId: requirement.id, invitationId: locked.id, userId, cate, createdAt: at, updatedAt: at },
          actor: member(userId),
          at,
        });
        refusal = validateNoConflict(userId, await parties(tx, requirement));
        if (refusal) {
          await tasksStore.step(tx, task, { type: 'conflict.declare' }, SYSTEM_ACTOR, { at });
          return invitationsStore.step(tx, locked, { type: 'invite.close' }, SYSTEM_ACTOR, { at });
        }
      }
      if (task.status !== 'open' && task.status !== 'scoring') throw failure(400, 'reviewClosed', undefined, { reason: task.status === 'submitted' ? 'alreadySubmitted' : 'closed' });
      await act(tx, task, requirement, locked);
      return (await invitationsStore.read(tx, locked.id))!;
    });
    if (refusal) throw ruleFailure(refusal, 'conflictOfInterest');
    return view(ctx.db, invitation, userId);
  }

  /**
   * Checks each review: an item in review, once; a comment within its limit; scores of known criteria, whole
   * numbers 0-10. A submit needs every item with every criterion scored.
   */
  function checkReviews(reviews: ItemReview[], itemIds: number[], submit: boolean): void {
    const seen = new Set<number>();
    for (const review of reviews) {
      if (!itemIds.includes(review.itemId) || seen.has(review.itemId)) throw failure(400, 'reviewItemUnknown');
      seen.add(review.itemId);
      check(validateReviewComment(review.comment, submit && kind.commentRequired));
      const known = Object.entries(review.scores).every(([key, n]) => scorecard.criteria.some((c) => c.key === key) && Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX);
      if (submit || !known) check(validateScores(scorecard, review.scores));
    }
    if (submit && seen.size !== itemIds.length) throw ruleFailure({ rule: 'scoreMissing' });
  }

  async function writeScores(tx: Transaction, task: ReviewTaskRow, reviews: ItemReview[]): Promise<number> {
    for (const review of reviews) {
      const complete = validateScores(scorecard, review.scores) === null;
      const values = { scores: { ...review.scores }, totalTenths: complete ? weightedTotalTenths(scorecard, review.scores) : null, comment: review.comment.trim() };
      await tx
        .insert(reviewScores)
        .values({ taskId: task.id, itemId: review.itemId, ...values })
        .onConflictDoUpdate({ target: [reviewScores.taskId, reviewScores.itemId], set: values });
    }
    const all = await tx.select({ total: reviewScores.totalTenths }).from(reviewScores).where(eq(reviewScores.taskId, task.id));
    return all.filter((r) => r.total !== null).length;
  }

  async function store(userId: number, invitationId: number, reviews: ItemReview[], submit: boolean): Promise<ReviewTaskView> {
    return withTask(userId, invitationId, async (tx, task, requirement, invitation) => {
      // experts acknowledge the guidelines before anything is scored (the machine refuses it too)
      if (task.status === 'open' && tasksStore.can(task, { type: 'guidelines.acknowledge' }) && !tasksStore.can(task, { type: 'scores.save', scored: 0 })) {
        throw ruleFailure({ rule: 'guidelinesRequired' }, 'guidelinesRequired');
      }
      const itemIds = (await reviewedItems(tx, requirement.id, cate)).map((p) => p.id);
      checkReviews(reviews, itemIds, submit);
      const at = now();
      // the machine counts complete scorecards: the scores are written first, then the task steps with the count
      const scored = await writeScores(tx, task, reviews);
      const reportReview = async () => {
        await invitationsStore.step(tx, invitation, { type: 'task.complete' }, SYSTEM_ACTOR, { at });
        const passing = passingCount(scorecard, await reviewedItems(tx, requirement.id, cate, task.id));
        await requirementsStore.step(tx, requirement, { type: kind.report, passing }, SYSTEM_ACTOR, { at });
      };
      // an analysis reviewer may submit without saving first: the task starts scoring with this very step
      const scoring = submit && task.status === 'open' && tasksStore.can(task, { type: 'scores.save', scored }) ? await tasksStore.step(tx, task, { type: 'scores.save', scored }, member(userId), { at }) : task;
      await tasksStore.step(tx, scoring, { type: submit ? 'scores.submit' : 'scores.save', scored }, member(userId), { at, effects: { reportReview } });
    });
  }

  return {
    /** The caller's analysis review task for one kind-4 invitation: the scorecard, the plans, the saved scores. */
    async task(userId: number, invitationId: number): Promise<ReviewTaskView> {
      await applyDeadlines();
      return view(ctx.db, await tasks.read(ctx.db, userId, invitationId), userId);
    },

    /** Acknowledges the review guidelines (required of experts, offered to analysis reviewers). */
    acknowledge: (userId: number, invitationId: number) =>
      withTask(userId, invitationId, async (tx, task) => {
        if (task.status !== 'open') return;
        const at = now();
        await tasksStore.step(tx, task, { type: 'guidelines.acknowledge' }, member(userId), { at, columns: { guidelinesAt: at } });
      }),

    save: (userId: number, invitationId: number, reviews: ItemReview[]) => store(userId, invitationId, reviews, false),
    submit: (userId: number, invitationId: number, reviews: ItemReview[]) => store(userId, invitationId, reviews, true),
  };
}

/**
 * The review tasks of both kinds behind one set of routes: the invitation's kind picks the service (an invitation
 * that is not the caller's answers 404 either way; one of another kind 400).
 */
export function createReviewTaskService(ctx: ServicesContext) {
  const byKind = { [INVITE_ANALYSIS_REVIEW]: createKindService(ctx, INVITE_ANALYSIS_REVIEW), [INVITE_SOLUTION_REVIEW]: createKindService(ctx, INVITE_SOLUTION_REVIEW) };
  async function serviceOf(invitationId: number) {
    const [row] = await ctx.db.select({ cate: invitations.cate }).from(invitations).where(eq(invitations.id, invitationId));
    return row?.cate === INVITE_SOLUTION_REVIEW ? byKind[INVITE_SOLUTION_REVIEW] : byKind[INVITE_ANALYSIS_REVIEW];
  }
  return {
    task: async (userId: number, invitationId: number) => (await serviceOf(invitationId)).task(userId, invitationId),
    acknowledge: async (userId: number, invitationId: number) => (await serviceOf(invitationId)).acknowledge(userId, invitationId),
    save: async (userId: number, invitationId: number, reviews: ItemReview[]) => (await serviceOf(invitationId)).save(userId, invitationId, reviews),
    submit: async (userId: number, invitationId: number, reviews: ItemReview[]) => (await serviceOf(invitationId)).submit(userId, invitationId, reviews),
  };
}

export type ReviewTaskService = ReturnType<typeof createReviewTaskService>;
