/**
 * Solution solicitation (stage 2, step 3, invitations of kind 5): a provider who accepted the invitation reads the
 * sub-topics of the selected breakdown plan, and for each one they answer: accepts its terms (confidentiality and
 * IP rules of the requirement) first, fills the four content steps as drafts (machines/rules/solution.ts), and
 * submits from step 5 once all four are complete, before the solicitation window ends. Submitting tells the
 * requirement (`solution.submitted`); the invitation's task counts as done when the window ends with at least one
 * of the provider's solutions in. A provider may withdraw a solution before submitting it (it cannot be restarted).
 *
 * Who reads a solution (`maySeeSolution`): its provider and operations; the invited experts once the review started;
 * the publisher once it ended. Other providers never.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { firstOpenStep, maySeeSolution, solutionCodesOf, type SolutionCodes, type SolutionContext } from '../../machines/requirement/solution.machine';
import { hasRole, ROLES } from '../../machines/access/access';
import { EMPTY_SOLUTION, solutionStepError, type SolutionStep, type SolutionStepContent } from '../../machines/rules/solution';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { breakdownPlans, requirements, solutions, subTopics } from '../db/schema';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { check, failure } from '../lib/errors';
import { checkedAttachments } from './attachments';
import { sanitizeDetails } from './requirement.service';
import { requirementByNumber, stepTasks, worksOn } from './step-task';
import { INVITE_SOLUTION, INVITE_SOLUTION_REVIEW, solutionStore, type InvitationRow, type RequirementRow, type SolutionRow } from './stores';

export type SolutionView = {
  invitationId: number;
  subTopicId: number;
  solutionId: number | null;
  /** readingTerms, drafting, submitted, underReview, passed, notPassed, withdrawn, expired, cancelled; null before the terms are accepted. */
  state: string | null;
  codes: SolutionCodes | null;
  /** The step the form opens on: the first not saved, or 5 (review and submit). */
  currentStep: number;
  content: SolutionStepContent;
  /** The stored attachments with their checked type and size. */
  attachments: Array<{ key: string; name: string; contentType: string; size: number }>;
  termsAcceptedAt: number | null;
  submittedAt: number | null;
  editable: boolean;
  availableEvents: string[];
};

export type TopicsView = {
  invitationId: number;
  requirement: { id: number; requirementNo: string; title: string; state: string };
  expiredAt: number | null;
  /** The selected plan's sub-topics with the caller's solution to each (null: not started). */
  subTopics: Array<{ id: number; position: number; title: string; researchContent: string; expectedResults: string; metrics: Array<{ name: string; target: string }>; technicalBasis: string; integration: boolean; solution: { id: number; state: string; codes: SolutionCodes | null } | null }>;
  editable: boolean;
};

export type SolutionViewer = { userId: number; roles: string[] };

const STEP_STATE = 'preReview.solicitation';
const OPEN_STATES = ['readingTerms', 'drafting'];

function contentOf(row: SolutionRow | undefined): SolutionStepContent {
  if (!row) return EMPTY_SOLUTION;
  return {
    1: row.approach ?? EMPTY_SOLUTION[1],
    2: { detailHtml: row.detailHtml ?? '', attachments: row.attachments.map((a) => ({ key: a.key, name: a.name })) },
    3: row.team ?? EMPTY_SOLUTION[3],
    4: row.plan ?? EMPTY_SOLUTION[4],
  };
}

export function createSolutionService(ctx: ServicesContext) {
  const tasks = stepTasks(ctx, { cate: INVITE_SOLUTION, stepState: STEP_STATE, notThisKind: 'invitationNotSolution', notAccepted: 'solutionNotAccepted', closed: 'solutionClosed' });
  const { applyDeadlines, requirements: requirementsStore } = tasks;
  const store = solutionStore(ctx);
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });

  /** The selected plan's sub-topics of a requirement (none before a plan is selected). */
  async function selectedTopics(db: Executor, requirementId: number) {
    const [plan] = await db
      .select({ id: breakdownPlans.id })
      .from(breakdownPlans)
      .where(and(eq(breakdownPlans.requirementId, requirementId), eq(breakdownPlans.status, 'selected')));
    if (!plan) return [];
    return db.select().from(subTopics).where(eq(subTopics.planId, plan.id)).orderBy(asc(subTopics.position));
  }

  async function topicOf(db: Executor, requirementId: number, subTopicId: number) {
    const topic = (await selectedTopics(db, requirementId)).find((t) => t.id === subTopicId);
    if (!topic) throw failure(404, 'subTopicNotFound');
    return topic;
  }

  function view(invitation: InvitationRow, subTopicId: number, row: SolutionRow | undefined, requirementState: string, userId: number): SolutionView {
    const open = invitation.status === 'accepted' && requirementState === STEP_STATE;
    return {
      invitationId: invitation.id,
      subTopicId,
      solutionId: row?.id ?? null,
      state: row?.status ?? null,
      codes: row ? solutionCodesOf(row.status) : null,
      currentStep: firstOpenStep((row?.context as SolutionContext | undefined)?.savedSteps ?? 0),
      content: contentOf(row),
      attachments: row?.attachments ?? [],
      termsAcceptedAt: row?.termsAcceptedAt?.getTime() ?? null,
      submittedAt: row?.submittedAt?.getTime() ?? null,
      editable: open && (!row || OPEN_STATES.includes(row.status)),
      availableEvents: row ? store.availableEvents(row, member(userId)) : [],
    };
  }

  async function mineOf(db: Executor, invitationId: number, subTopicId: number): Promise<SolutionRow | undefined> {
    const [row] = await db.select().from(solutions).where(and(eq(solutions.invitationId, invitationId), eq(solutions.subTopicId, subTopicId)));
    return row;
  }

  /**
   * Runs `act` on the caller's solution to one sub-topic under the requirement, invitation and solution locks, the
   * task open; `create` opens the solution first (accepting the terms does).
   */
  async function withSolution(
    userId: number,
    invitationId: number,
    subTopicId: number,
    act: (tx: Transaction, row: SolutionRow, at: Date, requirement: RequirementRow) => Promise<void>,
    create = false,
  ): Promise<SolutionView> {
    await applyDeadlines();
    const { invitation, requirementState } = await requirementsStore.transaction(async (tx) => {
      const { requirement, invitation: locked, at, access } = await tasks.lock(tx, userId, invitationId);
      await topicOf(tx, requirement.id, subTopicId);
      tasks.refuseUnlessOpen(access);
      let [row] = await store.lockWhere(tx, and(eq(solutions.invitationId, locked.id), eq(solutions.subTopicId, subTopicId))!);
      if (!row) {
        if (!create) throw failure(400, 'solutionTermsFirst', undefined, { reason: 'termsFirst' });
        row = await store.create(tx, {
          input: { requirementId: requirement.id, subTopicId, providerId: userId },
          values: { requirementId: requirement.id, invitationId: locked.id, subTopicId, userId, createdAt: at, updatedAt: at },
          actor: member(userId),
          at,
        });
      }
      await act(tx, row, at, requirement);
      return { invitation: locked, requirementState: requirement.status };
    });
    return view(invitation, subTopicId, await mineOf(ctx.db, invitation.id, subTopicId), requirementState, userId);
  }

  /** A step's content as stored: step 2's rich text sanitized and its attachments checked by their bytes. */
  async function storedStep(userId: number, row: SolutionRow, step: SolutionStep, content: SolutionStepContent[SolutionStep], partial: boolean): Promise<Partial<SolutionRow>> {
    if (step === 2) {
      const detail = content as SolutionStepContent[2];
      const { html, text } = sanitizeDetails(detail.detailHtml);
      check(solutionStepError(2, detail, { partial, detailText: text }));
      const attachments = await checkedAttachments(ctx, userId, detail.attachments, row.attachments);
      return { detailHtml: html, detailText: text, attachments };
    }
    check(solutionStepError(step, content as never, { partial }));
    if (step === 1) return { approach: content as SolutionStepContent[1] };
    if (step === 3) return { team: content as SolutionStepContent[3] };
    return { plan: content as SolutionStepContent[4] };
  }

  return {
    /** The selected plan's sub-topics for one of the caller's kind-5 invitations, with the caller's solution to each. */
    async topics(userId: number, invitationId: number): Promise<TopicsView> {
      await applyDeadlines();
      const invitation = await tasks.read(ctx.db, userId, invitationId);
      const [requirement] = await ctx.db.select().from(requirements).where(eq(requirements.id, invitation.requirementId));
      const mine = await ctx.db.select().from(solutions).where(eq(solutions.invitationId, invitation.id));
      const topics = await selectedTopics(ctx.db, requirement.id);
      return {
        invitationId: invitation.id,
        requirement: { id: requirement.id, requirementNo: requirement.requirementNo, title: requirement.title, state: requirement.status },
        expiredAt: invitation.expiresAt?.getTime() ?? null,
        subTopics: topics.map((t) => {
          const solution = mine.find((s) => s.subTopicId === t.id);
          return {
            id: t.id,
            position: t.position,
            title: t.title,
            researchContent: t.researchContent,
            expectedResults: t.expectedResults,
            metrics: t.metrics,
            technicalBasis: t.technicalBasis,
            integration: t.integration,
            solution: solution ? { id: solution.id, state: solution.status, codes: solutionCodesOf(solution.status) } : null,
          };
        }),
        editable: invitation.status === 'accepted' && requirement.status === STEP_STATE,
      };
    },

    /** The caller's solution to one sub-topic (none before the terms are accepted). */
    async mine(userId: number, invitationId: number, subTopicId: number): Promise<SolutionView> {
      await applyDeadlines();
      const invitation = await tasks.read(ctx.db, userId, invitationId);
      await topicOf(ctx.db, invitation.requirementId, subTopicId);
      const [requirement] = await ctx.db.select({ status: requirements.status }).from(requirements).where(eq(requirements.id, invitation.requirementId));
      return view(invitation, subTopicId, await mineOf(ctx.db, invitation.id, subTopicId), requirement.status, userId);
    },

    /** Accepts the sub-topic's terms: the solution opens at step 1. */
    acceptTerms: (userId: number, invitationId: number, subTopicId: number) =>
      withSolution(
        userId,
        invitationId,
        subTopicId,
        async (tx, row, at) => {
          if (row.status === 'readingTerms') await store.step(tx, row, { type: 'terms.accept' }, member(userId), { at });
        },
        true,
      ),

    /** Saves one content step (1-4) as a draft: partial, never malformed. */
    saveStep: (userId: number, invitationId: number, subTopicId: number, step: SolutionStep, content: SolutionStepContent[SolutionStep]) =>
      withSolution(userId, invitationId, subTopicId, async (tx, row, at) => {
        if (row.status !== 'drafting') throw failure(400, row.status === 'readingTerms' ? 'solutionTermsFirst' : 'solutionClosed', undefined, { reason: row.status === 'readingTerms' ? 'termsFirst' : 'closed' });
        const columns = await storedStep(userId, row, step, content, true);
        await store.step(tx, row, { type: 'draft.save', step }, member(userId), { at, columns });
      }),

    /** Submits the solution from step 5: every step complete. */
    submit: (userId: number, invitationId: number, subTopicId: number) =>
      withSolution(userId, invitationId, subTopicId, async (tx, row, at, requirement) => {
        if (row.status !== 'drafting') throw failure(400, row.status === 'readingTerms' ? 'solutionTermsFirst' : 'solutionClosed', undefined, { reason: row.status === 'readingTerms' ? 'termsFirst' : 'closed' });
        const content = contentOf(row);
        for (const step of [1, 2, 3, 4] as const) check(solutionStepError(step, content[step] as never, { detailText: row.detailText ?? '' }));
        const reportSolution = async () => {
          await requirementsStore.step(tx, requirement, { type: 'solution.submitted' }, SYSTEM_ACTOR, { at });
        };
        await store.step(tx, row, { type: 'solution.submit' }, member(userId), { at, effects: { reportSolution } });
      }),

    /** Withdraws a solution not submitted yet. */
    withdraw: (userId: number, invitationId: number, subTopicId: number) =>
      withSolution(userId, invitationId, subTopicId, async (tx, row, at) => {
        await store.step(tx, row, { type: 'solution.withdraw' }, member(userId), { at });
      }),

    /**
     * The submitted solutions of a requirement the caller may read (`maySeeSolution`): operations all; the invited
     * experts (kind 7) once under review; the publisher once reviewed; a provider their own; anyone else 404.
     */
    async requirementSolutions(requirementNo: string, viewer: SolutionViewer) {
      await applyDeadlines();
      const requirement = await requirementByNumber(ctx.db, requirementNo);
      const operations = hasRole(viewer.roles, ROLES.operations);
      const expert = !operations && (await worksOn(ctx.db, requirement.id, viewer.userId, [INVITE_SOLUTION_REVIEW]));
      const rows = await ctx.db
        .select()
        .from(solutions)
        .where(and(eq(solutions.requirementId, requirement.id), inArray(solutions.status, ['submitted', 'underReview', 'passed', 'notPassed', 'cancelled'])))
        .orderBy(asc(solutions.submittedAt), asc(solutions.id));
      const role = (row: SolutionRow) =>
        operations ? 'operations' : row.userId === viewer.userId ? 'provider' : expert ? 'expert' : viewer.userId === requirement.userId ? 'publisher' : 'otherProvider';
      const visible = rows.filter((row) => maySeeSolution(row.status, role(row)));
      if (!visible.length && !operations && viewer.userId !== requirement.userId && !expert) throw failure(404, 'requirementNotFound');
      return {
        requirementNo: requirement.requirementNo,
        solutions: visible.map((row) => ({
          solutionId: row.id,
          subTopicId: row.subTopicId,
          provider: rows.indexOf(row) + 1,
          state: row.status,
          codes: solutionCodesOf(row.status),
          content: contentOf(row),
          submittedAt: row.submittedAt?.getTime() ?? null,
        })),
      };
    },
  };
}

export type SolutionService = ReturnType<typeof createSolutionService>;
