/**
 * Invitations, the hall membership and the initial market evaluation on the server (docs/requirements.md). The
 * invitation's lifecycle (machines/requirement/invitation.machine.ts) and the requirement's are held by the entity
 * stores of ./stores.ts; this module only decides what a member may do and builds the answers.
 *
 * - A member sees and handles only their own invitations: another member's id is "not found" (404), never 403.
 * - Every read and every change applies the due deadlines of requirements and invitations first (the scheduler
 *   does the same every few seconds), so an answer never shows an invitation whose time is over as still open.
 * - A market answer steps two entities: the requirement is locked before the invitation (the lock order of every
 *   path that touches both, so two assessors answering at once take turns and the count loses no answer), the
 *   answer row, the invitation's `task.complete` and the requirement's `evaluation.answered` commit together; at
 *   the quorum the requirement moves to the fee step and the other open evaluation invitations are closed after
 *   commit (`closeEvaluation`).
 */
import type { InvitationReason } from '../db/schema';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { hasRole, ROLES } from '../../machines/access/access';
import { marketSizeRange } from '../../machines/codes/requirement.codes';
import { INVITE_STATUS_CODE, invitationStateOf, type InvitationState } from '../../machines/requirement/invitation.machine';
import { HALL_STATES, requirementCodesOf, type RequirementContext, type RequirementState } from '../../machines/requirement/requirement.machine';
import { validateFieldsOfInterest } from '../../machines/rules/profile';
import { validateMarketSize } from '../../machines/rules/requirement';
import type { ServicesContext } from '../context';
import type { Executor } from '../db/client';
import { hallMembers, industries, invitations, marketEvaluations, requirements } from '../db/schema';
import { industryPath, referenceNames } from './reference-names';
import { constraintOf, isUniqueViolation } from '../lib/db-errors';
import { check, failure } from '../lib/errors';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { requireParticipant } from './gates';
import { INVITE_CROWDFUNDING, INVITE_EVALUATION, invitationStore, requirementStore, type InvitationRow } from './stores';

/** Spec 3 invite status codes in the order of the code table (-1 rejected, 0 pending, 1 accepted, 2 completed, 3 timed out). */
export const INVITE_STATUS_CODES = [-1, 0, 1, 2, 3] as const;
/** Participant kinds a member may join the hall as (machines/codes participantKind). */
export const HALL_KINDS = ['1', '2', '3', '4', '5'] as const;

export type HallMembership = { kinds: string[]; industryIds: number[]; joinedAt: number | null };
export type JoinHall = { kinds: string[]; industryIds: number[] };
export type InvitationPageQuery = { pageNum: number; pageSize: number; cate?: number | null; states?: number[] | null };

export type InvitationView = {
  id: number;
  status: number;
  cate: number;
  expiredAt: number | null;
  payBack: number;
  industryName: string;
  industryNameEn: string;
  requirement: { id: number; requirementNo: string; title: string; mainProcess: number; state: string };
  createdAt: number;
  marketSize: string | null;
  campaignId: number | null;
  /** Why the member was invited, in one line (the ranking's top part; docs/requirements.md "Who is invited"); null for invitations made before the text ranking. */
  reason: InvitationReason | null;
  availableEvents: string[];
};

export type MarketBarGraph = { requirementNo: string; bars: Array<{ marketSize: string; count: number }>; total: number };

/** Who asks for the bar graph: nobody (public), or a signed-in member with their roles. */
export type Viewer = { userId: number; roles: string[] } | null;

const statusCodeOf = (state: string): number => Number(INVITE_STATUS_CODE[state as InvitationState] ?? '0');

/** Stored states of spec status codes (unknown codes were refused by the route's schema). */
function statesOf(codes: readonly number[] | null | undefined): InvitationState[] {
  return [...new Set((codes ?? []).map((c) => invitationStateOf(c)).filter((s): s is InvitationState => s !== null))];
}

export function createInvitationService(ctx: ServicesContext) {
  const now = () => new Date(ctx.clock.now());
  const invitationsStore = invitationStore(ctx);
  const requirementsStore = requirementStore(ctx);
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });

  /** Deadlines that passed are applied before anything is read or changed (requirements first: their end closes invitations). */
  async function applyDeadlines(): Promise<void> {
    await requirementsStore.fireDueDeadlines();
    await invitationsStore.fireDueDeadlines();
  }

  /** A step the member may no longer take because its time is over (the deadline is delivered on the next read). */
  function isPastDue(row: InvitationRow, at: Date, accepting: boolean): boolean {
    if (row.status !== 'pending' && row.status !== 'accepted') return false;
    if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return true;
    return accepting && row.taskEndsAt !== null && row.taskEndsAt.getTime() <= at.getTime();
  }

  /** The answers of a page of invitations: their requirements and market answers read in two queries, names cached. */
  async function views(db: Executor, rows: InvitationRow[], userId: number): Promise<InvitationView[]> {
    if (!rows.length) return [];
    const requirementIds = [...new Set(rows.map((r) => r.requirementId))];
    const found = await db
      .select({
        id: requirements.id,
        requirementNo: requirements.requirementNo,
        title: requirements.title,
        status: requirements.status,
        context: requirements.context,
        industryId: requirements.industryId,
        industrySubId: requirements.industrySubId,
      })
      .from(requirements)
      .where(inArray(requirements.id, requirementIds));
    const byId = new Map(found.map((r) => [r.id, r]));
    const names = await referenceNames(db);
    const evaluationIds = rows.filter((r) => r.cate === INVITE_EVALUATION).map((r) => r.id);
    const answers = evaluationIds.length
      ? await db
          .select({ invitationId: marketEvaluations.invitationId, round: marketEvaluations.round, marketSize: marketEvaluations.marketSize })
          .from(marketEvaluations)
          .where(and(inArray(marketEvaluations.invitationId, evaluationIds), eq(marketEvaluations.userId, userId)))
      : [];
    return rows.map((row) => {
      const requirement = byId.get(row.requirementId);
      const context = (requirement?.context ?? {}) as Partial<RequirementContext>;
      const domain = requirement ?? { industryId: null, industrySubId: null };
      const answer = answers.find((a) => a.invitationId === row.id && a.round === context.evaluationRound);
      return {
        id: row.id,
        status: statusCodeOf(row.status),
        cate: row.cate,
        expiredAt: row.expiresAt?.getTime() ?? null,
        payBack: row.payBackFen,
        industryName: JSON.stringify(industryPath(names, domain, 'zh')),
        industryNameEn: JSON.stringify(industryPath(names, domain, 'en')),
        requirement: {
          id: row.requirementId,
          requirementNo: requirement?.requirementNo ?? '',
          title: requirement?.title ?? '',
          mainProcess: requirementCodesOf(requirement?.status ?? 'draft').mainStage,
          state: requirement?.status ?? '',
        },
        createdAt: row.createdAt.getTime(),
        marketSize: answer?.marketSize ?? null,
        campaignId: row.cate === INVITE_CROWDFUNDING ? (context.campaignId ?? null) : null,
        reason: row.rank?.reason ?? null,
        availableEvents: invitationsStore.availableEvents(row, member(userId)),
      };
    });
  }

  async function view(db: Executor, row: InvitationRow, userId: number): Promise<InvitationView> {
    return (await views(db, [row], userId))[0];
  }

  /** One of the member's invitations, locked; another member's (or none) is "not found". */
  async function lockOwn(tx: Executor, id: number, userId: number): Promise<InvitationRow> {
    const row = await invitationsStore.lock(tx, id);
    if (!row || row.userId !== userId) throw failure(404, 'invitationNotFound');
    return row;
  }

  async function membership(db: Executor, userId: number): Promise<HallMembership> {
    const rows = await db.select().from(hallMembers).where(eq(hallMembers.userId, userId));
    if (!rows.length) return { kinds: [], industryIds: [], joinedAt: null };
    return {
      kinds: rows.map((r) => r.kind).sort(),
      // every row of a member holds the same fields (join writes them all)
      industryIds: rows[0].industryIds,
      joinedAt: Math.min(...rows.map((r) => r.joinedAt.getTime())),
    };
  }

  return {
    /** The caller's hall membership (no kinds: not joined). */
    membership: (userId: number) => membership(ctx.db, userId),

    /**
     * Joins the hall in `kinds` with the fields of interest invitations are matched on; kinds not listed are left
     * (their rows removed), kinds kept keep the time they were first joined. Needs a verified real name and a
     * complete profile.
     */
    async join(userId: number, input: JoinHall): Promise<HallMembership> {
      await requireParticipant(ctx.db, userId);
      const kinds = [...new Set(input.kinds)].sort();
      const industryIds = [...new Set(input.industryIds)];
      check(kinds.length ? null : { rule: 'hallKindsRequired' }, validateFieldsOfInterest(industryIds));
      const known = await ctx.db.select({ id: industries.id }).from(industries).where(inArray(industries.id, industryIds));
      if (known.length !== industryIds.length) throw failure(400, 'hallIndustryUnknown');
      const at = now();
      return ctx.db.transaction(async (tx) => {
        await tx.delete(hallMembers).where(and(eq(hallMembers.userId, userId), notInArray(hallMembers.kind, kinds)));
        await tx
          .insert(hallMembers)
          .values(kinds.map((kind) => ({ userId, kind, industryIds, joinedAt: at })))
          .onConflictDoUpdate({ target: [hallMembers.userId, hallMembers.kind], set: { industryIds } });
        return membership(tx, userId);
      });
    },

    /** One of the caller's invitations. */
    async detail(userId: number, id: number): Promise<InvitationView> {
      await applyDeadlines();
      const row = await invitationsStore.read(ctx.db, id);
      if (!row || row.userId !== userId) throw failure(404, 'invitationNotFound');
      return view(ctx.db, row, userId);
    },

    /**
     * Accepts (the task's window becomes the deadline; an evaluation needs the participant gate) or rejects an
     * invitation. A step the machine does not take now is the engine's refusal (400 eventRefused).
     */
    async handle(userId: number, id: number, accept: boolean): Promise<InvitationView> {
      await applyDeadlines();
      const row = await invitationsStore.transaction(async (tx) => {
        const current = await lockOwn(tx, id, userId);
        const at = now();
        if (isPastDue(current, at, accept)) throw failure(400, 'invitationExpired', undefined, { reason: 'invitationExpired' });
        if (!accept) return invitationsStore.step(tx, current, { type: 'invite.reject' }, member(userId), { columns: { answeredAt: at }, at });
        if (current.cate === INVITE_EVALUATION && invitationsStore.can(current, { type: 'invite.accept' })) await requireParticipant(tx, userId);
        return invitationsStore.step(tx, current, { type: 'invite.accept' }, member(userId), { columns: { expiresAt: current.taskEndsAt, answeredAt: at }, at });
      });
      return view(ctx.db, row, userId);
    },

    /** The caller's invitations by kind and status (only the states asked for, when some are). */
    async cateGroup(userId: number, states: number[] | null | undefined): Promise<Array<{ cate: number; state: number; count: number }>> {
      await applyDeadlines();
      const wanted = statesOf(states);
      const conditions: SQL[] = [eq(invitations.userId, userId)];
      if (wanted.length) conditions.push(inArray(invitations.status, wanted));
      const rows = await ctx.db
        .select({ cate: invitations.cate, status: invitations.status, n: count() })
        .from(invitations)
        .where(and(...conditions))
        .groupBy(invitations.cate, invitations.status);
      return rows
        .map((r) => ({ cate: r.cate, state: statusCodeOf(r.status), count: Number(r.n) }))
        .sort((a, b) => a.cate - b.cate || INVITE_STATUS_CODES.indexOf(a.state as never) - INVITE_STATUS_CODES.indexOf(b.state as never));
    },

    /** The caller's invitations by status: all five codes in table order, zeros included (state 0 is the badge). */
    async stateGroup(userId: number): Promise<Array<{ state: number; count: number }>> {
      await applyDeadlines();
      const rows = await ctx.db
        .select({ status: invitations.status, n: count() })
        .from(invitations)
        .where(eq(invitations.userId, userId))
        .groupBy(invitations.status);
      const counts = new Map(rows.map((r) => [statusCodeOf(r.status), Number(r.n)]));
      return INVITE_STATUS_CODES.map((state) => ({ state, count: counts.get(state) ?? 0 }));
    },

    /** The caller's invitations, newest first. */
    async page(userId: number, query: InvitationPageQuery): Promise<{ records: InvitationView[]; total_record: number }> {
      await applyDeadlines();
      const conditions: SQL[] = [eq(invitations.userId, userId)];
      if (query.cate != null) conditions.push(eq(invitations.cate, query.cate));
      const wanted = statesOf(query.states);
      if (wanted.length) conditions.push(inArray(invitations.status, wanted));
      const where = and(...conditions);
      const [total] = await ctx.db.select({ n: count() }).from(invitations).where(where);
      const rows = await ctx.db
        .select()
        .from(invitations)
        .where(where)
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: await views(ctx.db, rows, userId), total_record: Number(total.n) };
    },

    /**
     * The initial market evaluation: the caller's accepted evaluation invitation answers one market size range.
     * One answer per assessor and round (checked under the requirement's lock; the unique index backs it up).
     */
    async submitEvaluation(userId: number, id: number, marketSize: string): Promise<InvitationView> {
      check(validateMarketSize(marketSize));
      await applyDeadlines();
      try {
        const row = await requirementsStore.transaction(async (tx) => {
          const peek = await invitationsStore.read(tx, id);
          if (!peek || peek.userId !== userId) throw failure(404, 'invitationNotFound');
          if (peek.cate !== INVITE_EVALUATION) throw failure(400, 'invitationNotEvaluation', undefined, { reason: 'notEvaluation' });
          // the requirement first, then the invitation: the one lock order of every path that holds both
          const requirement = await requirementsStore.lock(tx, peek.requirementId);
          if (!requirement) throw failure(404, 'invitationNotFound');
          const invitation = await lockOwn(tx, id, userId);
          const at = now();
          if (isPastDue(invitation, at, false)) throw failure(400, 'invitationExpired', undefined, { reason: 'invitationExpired' });
          const round = (requirement.context as RequirementContext).evaluationRound;
          const [answered] = await tx
            .select({ id: marketEvaluations.id })
            .from(marketEvaluations)
            .where(and(eq(marketEvaluations.requirementId, requirement.id), eq(marketEvaluations.round, round), eq(marketEvaluations.userId, userId)));
          if (answered) throw alreadyEvaluated();
          const done = await invitationsStore.step(tx, invitation, { type: 'task.complete' }, SYSTEM_ACTOR, { at });
          await requirementsStore.step(tx, requirement, { type: 'evaluation.answered' }, SYSTEM_ACTOR, { at });
          await tx.insert(marketEvaluations).values({ requirementId: requirement.id, invitationId: invitation.id, userId, round, marketSize, createdAt: at });
          return done;
        });
        return view(ctx.db, row, userId);
      } catch (error) {
        if (isUniqueViolation(error) && constraintOf(error) === 'market_evaluations_once_idx') throw alreadyEvaluated();
        throw error;
      }
    },

    /**
     * The answers of a requirement's current evaluation round by range, every range listed in table order. Public
     * while the requirement is in the hall; otherwise only its publisher and operations see it (others: 404).
     */
    async barGraph(requirementNo: string, viewer: Viewer): Promise<MarketBarGraph> {
      const [requirement] = await ctx.db
        .select({ id: requirements.id, userId: requirements.userId, requirementNo: requirements.requirementNo, status: requirements.status, context: requirements.context })
        .from(requirements)
        .where(eq(requirements.requirementNo, requirementNo.trim()));
      if (!requirement) throw failure(404, 'requirementNotFound');
      const isPublic = HALL_STATES.includes(requirement.status as RequirementState);
      if (!isPublic && !(viewer && (viewer.userId === requirement.userId || hasRole(viewer.roles, ROLES.operations)))) throw failure(404, 'requirementNotFound');
      const round = (requirement.context as RequirementContext).evaluationRound;
      const rows = await ctx.db
        .select({ marketSize: marketEvaluations.marketSize, n: count() })
        .from(marketEvaluations)
        .where(and(eq(marketEvaluations.requirementId, requirement.id), eq(marketEvaluations.round, round)))
        .groupBy(marketEvaluations.marketSize);
      const counts = new Map(rows.map((r) => [r.marketSize, Number(r.n)]));
      const bars = marketSizeRange.entries.map((e) => ({ marketSize: e.value, count: counts.get(e.value) ?? 0 }));
      return { requirementNo: requirement.requirementNo, bars, total: bars.reduce((sum, b) => sum + b.count, 0) };
    },
  };
}

function alreadyEvaluated() {
  return failure(400, 'marketAlreadyEvaluated', undefined, { reason: 'alreadyEvaluated' });
}

export type InvitationService = ReturnType<typeof createInvitationService>;
