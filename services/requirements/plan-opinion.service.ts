/**
 * The all-people review of breakdown plans (stage 2, during the analysis review; docs/requirements.md "Design
 * choices": "All-people review plan"). While the requirement is in `preReview.analysisReview`, every signed-in hall
 * member who is not its publisher and did not submit a plan for it may comment on plans (1-500 characters, at most
 * COMMENTS_PER_MEMBER per requirement) and cast one vote for one plan, changeable until the window ends. Votes only
 * break ties between plans with the same mean score (`selectPlan`); they never select a plan that does not pass.
 * The comment rule is shared with the page (machines/rules/plan-opinion.ts).
 * The plans, their votes and comments stay readable to hall members, the publisher and operations afterwards.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { hasRole, ROLES } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import type { Executor } from '../db/client';
import { breakdownPlans, hallMembers, planComments, planVotes, subTopics, users } from '../db/schema';
import { PLAN_COMMENT_MAX, PLAN_COMMENTS_PER_MEMBER, validatePlanComment } from '../../machines/rules/plan-opinion';
import { check, failure } from '../lib/errors';
import { requirementByNumber } from './step-task';
import { requirementStore } from './stores';

export const COMMENT_MAX = PLAN_COMMENT_MAX;
export const COMMENTS_PER_MEMBER = PLAN_COMMENTS_PER_MEMBER;
const OPEN_STATE = 'preReview.analysisReview';
const PLAN_STATES = ['inReview', 'selected', 'notSelected'];

export type OpinionViewer = { userId: number; roles: string[] };

/** Why a member may not take part now (null: they may). */
type Refusal = 'notOpen' | 'publisher' | 'analyst' | 'notInHall' | null;

export function createPlanOpinionService(ctx: ServicesContext) {
  const requirements = requirementStore(ctx);

  async function refusalOf(db: Executor, requirement: { id: number; userId: number; status: string }, userId: number): Promise<Refusal> {
    if (requirement.status !== OPEN_STATE) return 'notOpen';
    if (requirement.userId === userId) return 'publisher';
    const [analyst] = await db.select({ id: breakdownPlans.id }).from(breakdownPlans).where(and(eq(breakdownPlans.requirementId, requirement.id), eq(breakdownPlans.userId, userId), inArray(breakdownPlans.status, ['submitted', ...PLAN_STATES]))).limit(1);
    if (analyst) return 'analyst';
    const [member] = await db.select({ userId: hallMembers.userId }).from(hallMembers).where(eq(hallMembers.userId, userId)).limit(1);
    return member ? null : 'notInHall';
  }

  const REFUSAL_KEY = { notOpen: 'opinionNotOpen', publisher: 'opinionPublisher', analyst: 'opinionAnalyst', notInHall: 'opinionNotInHall' } as const;

  /** Locks the requirement (so a vote and the window's end take turns) and checks the member and the plan. */
  async function takePart<T>(userId: number, requirementNo: string, planId: number, act: (requirementId: number, at: Date, db: Executor) => Promise<T>): Promise<T> {
    await requirements.fireDueDeadlines();
    const { id } = await requirementByNumber(ctx.db, requirementNo);
    return requirements.transaction(async (tx) => {
      const requirement = (await requirements.lock(tx, id))!;
      const refusal = await refusalOf(tx, requirement, userId);
      if (refusal) throw failure(400, REFUSAL_KEY[refusal], undefined, { reason: refusal });
      const [plan] = await tx.select({ id: breakdownPlans.id }).from(breakdownPlans).where(and(eq(breakdownPlans.id, planId), eq(breakdownPlans.requirementId, id), eq(breakdownPlans.status, 'inReview')));
      if (!plan) throw failure(404, 'opinionPlanNotFound');
      return act(id, new Date(ctx.clock.now()), tx);
    });
  }

  return {
    /** The plans under the all-people review with their sub-topics, votes and comments, and whether the caller may take part. */
    async plans(requirementNo: string, viewer: OpinionViewer) {
      await requirements.fireDueDeadlines();
      const { id } = await requirementByNumber(ctx.db, requirementNo);
      const requirement = (await requirements.read(ctx.db, id))!;
      const privileged = viewer.userId === requirement.userId || hasRole(viewer.roles, ROLES.operations);
      const [inHall] = await ctx.db.select({ userId: hallMembers.userId }).from(hallMembers).where(eq(hallMembers.userId, viewer.userId)).limit(1);
      if (!privileged && !inHall) throw failure(404, 'requirementNotFound');
      const plans = await ctx.db
        .select()
        .from(breakdownPlans)
        .where(and(eq(breakdownPlans.requirementId, id), inArray(breakdownPlans.status, PLAN_STATES)))
        .orderBy(asc(breakdownPlans.submittedAt), asc(breakdownPlans.id));
      const planIds = plans.map((p) => p.id);
      const topics = planIds.length ? await ctx.db.select().from(subTopics).where(inArray(subTopics.planId, planIds)).orderBy(asc(subTopics.position)) : [];
      const votes = planIds.length ? await ctx.db.select({ planId: planVotes.planId, n: count() }).from(planVotes).where(eq(planVotes.requirementId, id)).groupBy(planVotes.planId) : [];
      const comments = planIds.length
        ? await ctx.db
            .select({ id: planComments.id, planId: planComments.planId, body: planComments.body, createdAt: planComments.createdAt, nickname: users.nickname, userId: planComments.userId })
            .from(planComments)
            .innerJoin(users, eq(users.id, planComments.userId))
            .where(eq(planComments.requirementId, id))
            .orderBy(asc(planComments.createdAt), asc(planComments.id))
        : [];
      const [mine] = await ctx.db.select({ planId: planVotes.planId }).from(planVotes).where(and(eq(planVotes.requirementId, id), eq(planVotes.userId, viewer.userId)));
      return {
        requirementNo: requirement.requirementNo,
        open: requirement.status === OPEN_STATE,
        refusal: await refusalOf(ctx.db, requirement, viewer.userId),
        myVote: mine?.planId ?? null,
        plans: plans.map((p, i) => ({
          planId: p.id,
          analyst: i + 1,
          state: p.status,
          votes: Number(votes.find((v) => v.planId === p.id)?.n ?? 0),
          subTopics: topics.filter((t) => t.planId === p.id).map((t) => ({ position: t.position, title: t.title, researchContent: t.researchContent, expectedResults: t.expectedResults })),
          comments: comments
            .filter((c) => c.planId === p.id)
            .map((c) => ({ id: c.id, author: c.nickname ?? '', mine: c.userId === viewer.userId, body: c.body, createdAt: c.createdAt.getTime() })),
        })),
      };
    },

    /** One vote per member and requirement, moved to another plan when cast again. */
    vote: (userId: number, requirementNo: string, planId: number) =>
      takePart(userId, requirementNo, planId, async (requirementId, at, db) => {
        await db
          .insert(planVotes)
          .values({ requirementId, planId, userId, votedAt: at })
          .onConflictDoUpdate({ target: [planVotes.requirementId, planVotes.userId], set: { planId, votedAt: at } });
        return { planId };
      }),

    /** A comment of 1-500 characters (at most COMMENTS_PER_MEMBER per member and requirement). */
    comment: (userId: number, requirementNo: string, planId: number, body: string) => {
      check(validatePlanComment(body));
      const text = body.trim();
      return takePart(userId, requirementNo, planId, async (requirementId, at, db) => {
        const [written] = await db.select({ n: count() }).from(planComments).where(and(eq(planComments.requirementId, requirementId), eq(planComments.userId, userId)));
        if (Number(written.n) >= COMMENTS_PER_MEMBER) throw failure(400, 'opinionCommentsMax', { max: COMMENTS_PER_MEMBER });
        const [row] = await db.insert(planComments).values({ requirementId, planId, userId, body: text, createdAt: at }).returning({ id: planComments.id });
        return { id: row.id };
      });
    },
  };
}
