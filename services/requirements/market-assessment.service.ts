/**
 * The detailed market assessment (stage 2 step -1, invitations of kind 6; docs/requirements.md "Stage 2"): an
 * assessor who accepted the invitation fills in the form of spec 3 (machines/rules/market-assessment.ts), saves
 * drafts (partial, never malformed) and submits it once complete ('Complete form' until then). Submitting
 * completes the invitation's task and tells the requirement (`assessment.submitted`), which closes the step at the
 * quorum and pays the assessors' pool. The publisher, operations, the assessors who submitted and the members
 * working on the requirement's later steps see every submitted assessment side by side with the aggregate.
 */
import { and, asc, eq } from 'drizzle-orm';
import { completeShape, EMPTY_MARKET_ASSESSMENT, competitionGrade, marketAssessmentErrors, aggregateAssessments, validateMarketAssessment, type MarketAssessmentAggregate, type MarketAssessmentForm } from '../../machines/rules/market-assessment';
import { hasRole, ROLES } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import type { Executor } from '../db/client';
import { marketAssessments, requirements } from '../db/schema';
import { SYSTEM_ACTOR } from '../lib/entity-store';
import { check, failure } from '../lib/errors';
import { requirementByNumber, stepTasks, worksOn } from './step-task';
import { INVITE_ANALYSIS, INVITE_ANALYSIS_REVIEW, INVITE_MARKET_ASSESSMENT, INVITE_SOLUTION, INVITE_SOLUTION_REVIEW, type InvitationRow } from './stores';

export type AssessmentView = {
  invitationId: number;
  requirement: { id: number; requirementNo: string; title: string; state: string };
  /** The form as saved (empty fields null), or an empty form before the first save. */
  form: MarketAssessmentForm;
  /** The competition grade of the saved score (A-D), null without a score. */
  grade: string | null;
  submitted: boolean;
  submittedAt: number | null;
  updatedAt: number | null;
  /** What the task pays: the assessors' pool, shared equally by those who submit (fen). */
  payBack: number;
  /** When the task's window ends, ms since epoch. */
  expiredAt: number | null;
  /** Whether the caller may still save or submit (an accepted invitation, the step open, not submitted). */
  editable: boolean;
};

export type AssessmentSummary = {
  requirementNo: string;
  /** Submitted assessments in the order they came, the assessors named by that order only. */
  assessments: Array<{ assessor: number; form: MarketAssessmentForm; grade: string; submittedAt: number }>;
  aggregate: MarketAssessmentAggregate | null;
};

export type SummaryViewer = { userId: number; roles: string[] };

/** The first field error of a form, checked as a draft (`partial`) or in full. */
function checkForm(form: MarketAssessmentForm, partial: boolean): void {
  check(...Object.values(marketAssessmentErrors(form, { partial })));
}

const STEP_STATE = 'preReview.marketAssessment';
/** Kinds whose members work on the requirement after the assessment and read it (accepted or done). */
const LATER_KINDS = [INVITE_ANALYSIS, INVITE_ANALYSIS_REVIEW, INVITE_SOLUTION, INVITE_SOLUTION_REVIEW];

export function createMarketAssessmentService(ctx: ServicesContext) {
  const tasks = stepTasks(ctx, { cate: INVITE_MARKET_ASSESSMENT, stepState: STEP_STATE, notThisKind: 'invitationNotAssessment', notAccepted: 'assessmentNotAccepted', closed: 'assessmentClosed' });
  const { invitations: invitationsStore, requirements: requirementsStore, applyDeadlines } = tasks;

  async function view(db: Executor, invitation: InvitationRow): Promise<AssessmentView> {
    const [requirement] = await db
      .select({ id: requirements.id, requirementNo: requirements.requirementNo, title: requirements.title, status: requirements.status })
      .from(requirements)
      .where(eq(requirements.id, invitation.requirementId));
    const [saved] = await db.select().from(marketAssessments).where(eq(marketAssessments.invitationId, invitation.id));
    const form = saved ? completeShape(saved.form) : EMPTY_MARKET_ASSESSMENT;
    return {
      invitationId: invitation.id,
      requirement: { id: requirement.id, requirementNo: requirement.requirementNo, title: requirement.title, state: requirement.status },
      form,
      grade: form.competitionScore === null ? null : competitionGrade(form.competitionScore),
      submitted: saved?.submitted ?? false,
      submittedAt: saved?.submittedAt?.getTime() ?? null,
      updatedAt: saved?.updatedAt.getTime() ?? null,
      payBack: invitation.payBackFen,
      expiredAt: invitation.expiresAt?.getTime() ?? null,
      editable: invitation.status === 'accepted' && requirement.status === STEP_STATE && !saved?.submitted,
    };
  }

  /** Writes the form (and, when submitting, completes the task and tells the requirement) under both locks. */
  async function store(userId: number, invitationId: number, input: MarketAssessmentForm, submit: boolean): Promise<AssessmentView> {
    const form = completeShape(input);
    checkForm(form, !submit);
    if (submit) check(validateMarketAssessment(form));
    await applyDeadlines();
    const invitation = await requirementsStore.transaction(async (tx) => {
      const { requirement, invitation: locked, at, access } = await tasks.lock(tx, userId, invitationId);
      const [saved] = await tx.select().from(marketAssessments).where(eq(marketAssessments.invitationId, locked.id));
      if (saved?.submitted) throw failure(400, 'assessmentAlreadySubmitted', undefined, { reason: 'alreadySubmitted' });
      tasks.refuseUnlessOpen(access);
      const columns = { form, submitted: submit, updatedAt: at, submittedAt: submit ? at : null };
      if (saved) await tx.update(marketAssessments).set(columns).where(eq(marketAssessments.id, saved.id));
      else await tx.insert(marketAssessments).values({ requirementId: requirement.id, invitationId: locked.id, userId, createdAt: at, ...columns });
      if (!submit) return locked;
      const done = await invitationsStore.step(tx, locked, { type: 'task.complete' }, SYSTEM_ACTOR, { at });
      await requirementsStore.step(tx, requirement, { type: 'assessment.submitted' }, SYSTEM_ACTOR, { at });
      return done;
    });
    return view(ctx.db, invitation);
  }

  return {
    /** The caller's assessment of one kind-6 invitation (an empty form before the first save). */
    async mine(userId: number, invitationId: number): Promise<AssessmentView> {
      await applyDeadlines();
      return view(ctx.db, await tasks.read(ctx.db, userId, invitationId));
    },

    /** Saves a draft: any field may be empty, none malformed. */
    save: (userId: number, invitationId: number, form: MarketAssessmentForm) => store(userId, invitationId, form, false),

    /** Submits the complete form once ('Complete form' until every field is valid). */
    submit: (userId: number, invitationId: number, form: MarketAssessmentForm) => store(userId, invitationId, form, true),

    /**
     * Every submitted assessment of a requirement side by side, with the aggregate. Visible to its publisher,
     * operations, an assessor who submitted, and members with an accepted or done invitation of a later step;
     * anyone else: 404 (as if it did not exist).
     */
    async summary(requirementNo: string, viewer: SummaryViewer): Promise<AssessmentSummary> {
      const requirement = await requirementByNumber(ctx.db, requirementNo);
      const rows = await ctx.db
        .select()
        .from(marketAssessments)
        .where(and(eq(marketAssessments.requirementId, requirement.id), eq(marketAssessments.submitted, true)))
        .orderBy(asc(marketAssessments.submittedAt), asc(marketAssessments.id));
      const privileged = viewer.userId === requirement.userId || hasRole(viewer.roles, ROLES.operations) || rows.some((r) => r.userId === viewer.userId);
      if (!privileged && !(await worksOn(ctx.db, requirement.id, viewer.userId, LATER_KINDS))) throw failure(404, 'requirementNotFound');
      const forms = rows.map((r) => completeShape(r.form));
      return {
        requirementNo: requirement.requirementNo,
        assessments: rows.map((r, i) => ({ assessor: i + 1, form: forms[i]!, grade: competitionGrade(forms[i]!.competitionScore!), submittedAt: r.submittedAt!.getTime() })),
        aggregate: aggregateAssessments(forms),
      };
    },
  };
}

export type MarketAssessmentService = ReturnType<typeof createMarketAssessmentService>;
