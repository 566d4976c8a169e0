/**
 * Project analysis (stage 2, step 1, invitations of kind 3): an analyst who accepted the invitation breaks the
 * requirement into sub-topics (machines/rules/breakdown-plan.ts), saves the plan as a draft and submits it before
 * the analysis window ends. Submitting completes the invitation's task and tells the requirement
 * (`plan.submitted`). Plans not submitted by the window's end expire ('Sub-Topic Breakdown Expired').
 *
 * Who reads a plan: its analyst; the publisher, operations and the analysis reviewers (kind 4, accepted or done)
 * once it is submitted. Other analysts never read it: they compete.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { breakdownPlanCodesOf, type BreakdownPlanCodes } from '../../machines/requirement/breakdown-plan.machine';
import { hasRole, ROLES } from '../../machines/access/access';
import { planErrors, type SubTopic } from '../../machines/rules/breakdown-plan';
import { reviewSummary, scorecardOfKind, type ItemReviewSummary, type Scorecard, type Scores } from '../../machines/rules/scorecard';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { breakdownPlans, requestCategories, requirements, reviewScores, reviewTasks, subTopics } from '../db/schema';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { failure, ServiceError } from '../lib/errors';
import { formatRuleError } from '../../machines/rules/messages';
import type { Lang } from '../lib/messages';
import { requirementByNumber, stepTasks, worksOn } from './step-task';
import { breakdownPlanStore, INVITE_ANALYSIS, INVITE_ANALYSIS_REVIEW, type InvitationRow, type PlanRow } from './stores';

export type SubTopicView = SubTopic & { id: number | null; position: number };

export type PlanView = {
  invitationId: number;
  requirement: { id: number; requirementNo: string; title: string; state: string };
  /** Null before the first save. */
  planId: number | null;
  /** The plan's state (draft, submitted, inReview, selected, notSelected, expired, cancelled); null before the first save. */
  state: string | null;
  codes: BreakdownPlanCodes | null;
  subTopics: SubTopicView[];
  submittedAt: number | null;
  /** When the analysis window ends, ms since epoch. */
  expiredAt: number | null;
  /** Whether the caller may still save or submit. */
  editable: boolean;
};

export type RequirementPlans = {
  requirementNo: string;
  /** The analysis review's scorecard (criteria, weights, pass mark): what the scores below are on. */
  scorecard: Scorecard;
  plans: Array<{
    planId: number;
    analyst: number;
    state: string;
    codes: BreakdownPlanCodes | null;
    submittedAt: number | null;
    subTopics: SubTopicView[];
    /** The analysis review's scores once it decided the plan (selected, not selected, or the review ended with none passing); null before. */
    review: ItemReviewSummary | null;
  }>;
};

export type PlanViewer = { userId: number; roles: string[] };

const STEP_STATE = 'preReview.analysis';
const subTopicPrefix = (index: number, lang: Lang) => (lang === 'zh' ? `子课题${index}：` : `Sub-topic ${index}: `);
const SUBMITTED_STATES = ['submitted', 'inReview', 'selected', 'notSelected', 'cancelled'];
/**
 * The plans the analysis review decided: selected or not, or left in review when it ended without a plan passing
 * (noPlanSelected). Their scores are announced; while the review runs no reviewer sees another's.
 */
const DECIDED_STATES = ['selected', 'notSelected'];
const REVIEWING_STATE = 'preReview.analysisReview';
const decidedPlan = (plan: PlanRow, requirementState: string) => DECIDED_STATES.includes(plan.status) || (plan.status === 'inReview' && requirementState !== REVIEWING_STATE);

/** The submitted analysis reviewers' scores of the decided plans, by plan, in the order the reviews were submitted. */
async function decidedScores(db: Executor, requirementId: number, planIds: number[]): Promise<Map<number, Scores[]>> {
  const byPlan = new Map<number, Scores[]>();
  if (!planIds.length) return byPlan;
  const rows = await db
    .select({ itemId: reviewScores.itemId, scores: reviewScores.scores })
    .from(reviewScores)
    .innerJoin(reviewTasks, eq(reviewTasks.id, reviewScores.taskId))
    .where(and(eq(reviewTasks.requirementId, requirementId), eq(reviewTasks.cate, INVITE_ANALYSIS_REVIEW), eq(reviewTasks.status, 'submitted'), inArray(reviewScores.itemId, planIds)))
    .orderBy(asc(reviewTasks.submittedAt), asc(reviewTasks.id));
  for (const r of rows) byPlan.set(r.itemId, [...(byPlan.get(r.itemId) ?? []), r.scores]);
  return byPlan;
}

function normalized(topic: SubTopic): SubTopic {
  return {
    title: topic.title ?? '',
    categoryId: topic.categoryId ?? null,
    keywords: (topic.keywords ?? []).map((k) => k.trim()),
    researchContent: topic.researchContent ?? '',
    expectedResults: topic.expectedResults ?? '',
    metrics: (topic.metrics ?? []).map((m) => ({ name: m.name.trim(), target: m.target.trim() })),
    technicalBasis: topic.technicalBasis ?? '',
    integration: topic.integration ?? false,
  };
}

async function topicsOf(db: Executor, planIds: number[]): Promise<Map<number, SubTopicView[]>> {
  const byPlan = new Map<number, SubTopicView[]>();
  if (!planIds.length) return byPlan;
  const rows = await db.select().from(subTopics).where(inArray(subTopics.planId, planIds)).orderBy(asc(subTopics.planId), asc(subTopics.position));
  for (const r of rows) {
    const list = byPlan.get(r.planId) ?? [];
    list.push({
      id: r.id,
      position: r.position,
      title: r.title,
      categoryId: r.categoryId,
      keywords: r.keywords,
      researchContent: r.researchContent,
      expectedResults: r.expectedResults,
      metrics: r.metrics,
      technicalBasis: r.technicalBasis,
      integration: r.integration,
    });
    byPlan.set(r.planId, list);
  }
  return byPlan;
}

export function createBreakdownPlanService(ctx: ServicesContext) {
  const tasks = stepTasks(ctx, { cate: INVITE_ANALYSIS, stepState: STEP_STATE, notThisKind: 'invitationNotAnalysis', notAccepted: 'planNotAccepted', closed: 'planClosed' });
  const { invitations: invitationsStore, requirements: requirementsStore, applyDeadlines } = tasks;
  const plansStore = breakdownPlanStore(ctx);
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });

  async function view(db: Executor, invitation: InvitationRow): Promise<PlanView> {
    const [requirement] = await db
      .select({ id: requirements.id, requirementNo: requirements.requirementNo, title: requirements.title, status: requirements.status, deadlineAt: requirements.deadlineAt })
      .from(requirements)
      .where(eq(requirements.id, invitation.requirementId));
    const [plan] = await db.select().from(breakdownPlans).where(eq(breakdownPlans.invitationId, invitation.id));
    const topics = plan ? ((await topicsOf(db, [plan.id])).get(plan.id) ?? []) : [];
    return {
      invitationId: invitation.id,
      requirement: { id: requirement.id, requirementNo: requirement.requirementNo, title: requirement.title, state: requirement.status },
      planId: plan?.id ?? null,
      state: plan?.status ?? null,
      codes: plan ? breakdownPlanCodesOf(plan.status) : null,
      subTopics: topics,
      submittedAt: plan?.submittedAt?.getTime() ?? null,
      expiredAt: invitation.expiresAt?.getTime() ?? null,
      editable: invitation.status === 'accepted' && requirement.status === STEP_STATE && (!plan || plan.status === 'draft'),
    };
  }

  /** Categories that exist, checked once per save (a draft may leave them empty). */
  async function checkCategories(db: Executor, topics: SubTopic[]): Promise<void> {
    const ids = [...new Set(topics.map((t) => t.categoryId).filter((id): id is number => id !== null))];
    if (!ids.length) return;
    const found = await db.select({ id: requestCategories.id }).from(requestCategories).where(inArray(requestCategories.id, ids));
    if (found.length !== ids.length) throw failure(400, 'subTopicCategoryUnknown');
  }

  async function writeTopics(tx: Transaction, planId: number, topics: SubTopic[]): Promise<void> {
    await tx.delete(subTopics).where(eq(subTopics.planId, planId));
    if (topics.length) await tx.insert(subTopics).values(topics.map((t, i) => ({ planId, position: i + 1, ...t })));
  }

  async function store(userId: number, invitationId: number, input: SubTopic[], submit: boolean): Promise<PlanView> {
    const topics = input.map(normalized);
    const [problem] = planErrors(topics, { partial: !submit });
    // the rule's own words; `data.subTopic` says which sub-topic (1-based) it is about, for the form to mark
    if (problem) throw new ServiceError(400, (lang) => `${problem.index === null ? '' : subTopicPrefix(problem.index, lang)}${formatRuleError(problem.error, lang)}`, { reason: 'invalidPlan', subTopic: problem.index });
    await checkCategories(ctx.db, topics);
    await applyDeadlines();
    const invitation = await requirementsStore.transaction(async (tx) => {
      // requirement, invitation, plan: the one lock order of every path that holds them
      const { requirement, invitation: locked, at, access } = await tasks.lock(tx, userId, invitationId);
      const [existing] = await plansStore.lockWhere(tx, eq(breakdownPlans.invitationId, locked.id));
      if (existing && existing.status !== 'draft') throw failure(400, 'planAlreadySubmitted', undefined, { reason: 'alreadySubmitted' });
      tasks.refuseUnlessOpen(access);

      const event = { type: submit ? ('plan.submit' as const) : ('plan.save' as const), subTopics: topics.length };
      let planId = existing?.id ?? null;
      const effects = {
        storePlan: async () => {
          await writeTopics(tx, planId!, topics);
        },
        reportPlan: async () => {
          await requirementsStore.step(tx, requirement, { type: 'plan.submitted' }, SYSTEM_ACTOR, { at });
        },
      };
      if (existing) {
        await plansStore.step(tx, existing, event, member(userId), { at, effects });
      } else {
        // created first (its id names the sub-topics), then the event with its effects
        const created = await plansStore.create(tx, {
          input: { requirementId: requirement.id, analystId: userId },
          values: { requirementId: requirement.id, invitationId: locked.id, userId, createdAt: at, updatedAt: at },
          actor: member(userId),
          at,
        });
        planId = created.id;
        await plansStore.step(tx, created, event, member(userId), { at, effects });
      }
      if (!submit) return locked;
      return invitationsStore.step(tx, locked, { type: 'task.complete' }, SYSTEM_ACTOR, { at });
    });
    return view(ctx.db, invitation);
  }

  return {
    /** The caller's plan for one kind-3 invitation (no plan before the first save). */
    async mine(userId: number, invitationId: number): Promise<PlanView> {
      await applyDeadlines();
      return view(ctx.db, await tasks.read(ctx.db, userId, invitationId));
    },

    save: (userId: number, invitationId: number, topics: SubTopic[]) => store(userId, invitationId, topics, false),
    submit: (userId: number, invitationId: number, topics: SubTopic[]) => store(userId, invitationId, topics, true),

    /**
     * The submitted plans of a requirement (analysts named 1, 2, … by the order they submitted), for its publisher,
     * operations and its analysis reviewers; anyone else 404.
     */
    async plans(requirementNo: string, viewer: PlanViewer): Promise<RequirementPlans> {
      await applyDeadlines();
      const requirement = await requirementByNumber(ctx.db, requirementNo);
      const reads = viewer.userId === requirement.userId || hasRole(viewer.roles, ROLES.operations) || (await worksOn(ctx.db, requirement.id, viewer.userId, [INVITE_ANALYSIS_REVIEW]));
      if (!reads) throw failure(404, 'requirementNotFound');
      const rows = await ctx.db
        .select()
        .from(breakdownPlans)
        .where(and(eq(breakdownPlans.requirementId, requirement.id), inArray(breakdownPlans.status, SUBMITTED_STATES)))
        .orderBy(asc(breakdownPlans.submittedAt), asc(breakdownPlans.id));
      const topics = await topicsOf(ctx.db, rows.map((r) => r.id));
      const scorecard = scorecardOfKind(INVITE_ANALYSIS_REVIEW);
      const decided = rows.filter((r) => decidedPlan(r, requirement.status)).map((r) => r.id);
      const scores = await decidedScores(ctx.db, requirement.id, decided);
      return {
        requirementNo: requirement.requirementNo,
        scorecard,
        plans: rows.map((r: PlanRow, i) => ({
          planId: r.id,
          analyst: i + 1,
          state: r.status,
          codes: breakdownPlanCodesOf(r.status),
          submittedAt: r.submittedAt?.getTime() ?? null,
          subTopics: topics.get(r.id) ?? [],
          review: decided.includes(r.id) ? reviewSummary(scorecard, scores.get(r.id) ?? []) : null,
        })),
      };
    },
  };
}

export type BreakdownPlanService = ReturnType<typeof createBreakdownPlanService>;
