/**
 * Operations and the invitation ranking of one step (docs/requirements.md "Who is invited", "Operations' overrides"):
 * the candidates of a requirement's invite kind with every part of their score, what was sent, and the overrides
 * operations set before sending: `add` pins a member (invited first when the step sends; at once when the step is
 * open now), or clears their exclusion; `remove` excludes a member (never invited to the step), or clears their pin.
 * Invitations already sent stay: removing a member who has one is refused (data.reason alreadyInvited).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { INVITE_STATUS_CODE, type InvitationState } from '../../machines/requirement/invitation.machine';
import { EXPERT_INVITE_TYPES, mayReceiveInvite } from '../../machines/rules/expert';
import type { ServicesContext } from '../context';
import { rowsOf, type Transaction } from '../db/client';
import { candidateOverrides, crowdfundingCampaigns, invitations, type InvitationRank } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { failure } from '../lib/errors';
import { overridesOf, pinnedRank, rankPool, sendInvitation, type OverrideMode } from './matching';
import { memberLabels } from './requirement.service';
import { poolOf } from './review-fee-settlement';
import { INVITING_STATE, invitationStore, requirementStore, type RequirementRow } from './stores';

/** How many candidates not yet invited the listing shows, best first (besides every pinned or excluded member). */
export const CANDIDATES_SHOWN = 50;

export type CandidateView = {
  userId: number;
  nickname: string;
  /** 1-based place in the listing: invited first, then pinned, then the ranking, then the excluded. */
  position: number;
  score: number;
  fieldMatch: number;
  categoryMatch: number;
  textRelevance: number;
  trackRecord: number;
  loadPenalty: number;
  load: number;
  reason: InvitationRank['reason'] | null;
  override: OverrideMode | null;
  /** Whether the member may be invited to this kind now (an override may outlive their hall membership). */
  eligible: boolean;
  invitationId: number | null;
  status: number | null;
};

/** An override decision's outcome: the override now, the member's invitation to the step, and whether this add sent it. */
export type OverrideResult = { userId: number; cate: number; override: OverrideMode | null; invitationId: number | null; invitedNow: boolean };

const ZERO: InvitationRank = { score: 0, fieldMatch: 0, categoryMatch: 0, load: 0 };

export function createCandidateService(ctx: ServicesContext) {
  const requirements = requirementStore(ctx);
  const invitationsStore = invitationStore(ctx);
  const notFound = () => failure(404, 'requirementNotFound');

  async function mayBeInvited(tx: Transaction, row: RequirementRow, cate: number, userId: number): Promise<void> {
    if (userId === row.userId) throw failure(400, 'candidatePublisher', undefined, { reason: 'publisher' });
    const [facts] = rowsOf<{ kinds: string[] | null; expert: unknown }>(
      await tx.execute(sql`select (select jsonb_agg(k.kind) from hall_members k where k.user_id = ${userId}) as kinds,
        exists (select 1 from expert_applications ea where ea.user_id = ${userId} and ea.status = 'approved') as expert`),
    );
    const expert = facts?.expert === true || facts?.expert === 't';
    if (mayReceiveInvite(cate, { participantKinds: facts?.kinds ?? [], expert })) return;
    const key = EXPERT_INVITE_TYPES.includes(String(cate)) ? 'candidateNotExpert' : 'candidateNotInHallKind';
    throw failure(400, key, undefined, { reason: 'ineligible' });
  }

  /** The open step of `cate` (its window's end and what the task pays), or null when that step is not open now. */
  async function openStep(tx: Transaction, row: RequirementRow, cate: number): Promise<{ taskEndsAt: Date | null; payBackFen: number } | null> {
    if (cate === 2) {
      const campaignId = (row.context as { campaignId?: number }).campaignId;
      if (!campaignId) return null;
      const [campaign] = await tx.select().from(crowdfundingCampaigns).where(eq(crowdfundingCampaigns.id, campaignId));
      return campaign?.status === 'open' ? { taskEndsAt: campaign.endsAt, payBackFen: 0 } : null;
    }
    if (INVITING_STATE[cate] !== row.status) return null;
    return { taskEndsAt: row.deadlineAt, payBackFen: poolOf(ctx, row.feeFen, cate) };
  }

  const invitationOf = async (tx: Transaction, id: number, cate: number, userId: number) =>
    (await tx.select({ id: invitations.id }).from(invitations).where(and(eq(invitations.requirementId, id), eq(invitations.cate, cate), eq(invitations.userId, userId))))[0]?.id ?? null;

  async function setOverride(tx: Transaction, row: RequirementRow, cate: number, userId: number, mode: OverrideMode | null, operatorId: number) {
    const where = and(eq(candidateOverrides.requirementId, row.id), eq(candidateOverrides.cate, cate), eq(candidateOverrides.userId, userId));
    if (mode === null) {
      await tx.delete(candidateOverrides).where(where);
      return;
    }
    const at = new Date(ctx.clock.now());
    await tx
      .insert(candidateOverrides)
      .values({ requirementId: row.id, cate, userId, mode, decidedBy: operatorId, decidedAt: at })
      .onConflictDoUpdate({ target: [candidateOverrides.requirementId, candidateOverrides.cate, candidateOverrides.userId], set: { mode, decidedBy: operatorId, decidedAt: at } });
  }

  /**
   * One override decision in one transaction with the requirement locked (so two operators' adds invite once; the
   * step's own sending, which does not lock it, is kept from a second invitation by the unique index: the add is
   * then answered from what it sent).
   */
  async function decide(operatorId: number, id: number, cate: number, userId: number, decision: 'add' | 'remove'): Promise<OverrideResult> {
    const run = () =>
      invitationsStore.transaction(async (tx): Promise<OverrideResult> => {
        const row = await requirements.lock(tx, id);
        if (!row) throw notFound();
        if (row.userId === operatorId) throw failure(403, 'ownRequirementDecision');
        const current = (await overridesOf(tx, id, cate)).get(userId) ?? null;
        const invitationId = await invitationOf(tx, id, cate, userId);
        if (decision === 'remove') {
          if (current === 'include') {
            await setOverride(tx, row, cate, userId, null, operatorId);
            return { userId, cate, override: null, invitationId, invitedNow: false };
          }
          if (invitationId !== null) throw failure(400, 'candidateAlreadyInvited', undefined, { reason: 'alreadyInvited' });
          if (current !== 'exclude') {
            await mayBeInvited(tx, row, cate, userId);
            await setOverride(tx, row, cate, userId, 'exclude', operatorId);
          }
          return { userId, cate, override: 'exclude', invitationId, invitedNow: false };
        }
        if (current === 'exclude') {
          await setOverride(tx, row, cate, userId, null, operatorId);
          return { userId, cate, override: null, invitationId, invitedNow: false };
        }
        await mayBeInvited(tx, row, cate, userId);
        await setOverride(tx, row, cate, userId, 'include', operatorId);
        const step = invitationId === null ? await openStep(tx, row, cate) : null;
        if (!step) return { userId, cate, override: 'include', invitationId, invitedNow: false };
        // the step is open (its invitations are sent or being sent): the pinned member is asked now, ranked as the step's sending would
        const ranked = (await rankPool(tx, row, cate)).find((c) => c.userId === userId);
        const candidate = { userId, rank: pinnedRank(ranked?.rank ?? ZERO) };
        const invitation = await sendInvitation(invitationsStore, tx, id, cate, candidate, step, new Date(ctx.clock.now()));
        return { userId, cate, override: 'include', invitationId: invitation.id, invitedNow: true };
      });
    try {
      return await run();
    } catch (error) {
      // the step's sending invited them between our check and our insert: the decision is taken again on what is there now
      if (isUniqueViolation(error)) return run();
      throw error;
    }
  }

  return {
    /** The step's candidates: invited, then pinned, then the ranking (best `CANDIDATES_SHOWN`), then the excluded. */
    async list(id: number, cate: number): Promise<CandidateView[]> {
      const row = await requirements.read(ctx.db, id);
      if (!row) throw notFound();
      const sent = await ctx.db
        .select({ id: invitations.id, userId: invitations.userId, status: invitations.status, rank: invitations.rank })
        .from(invitations)
        .where(and(eq(invitations.requirementId, id), eq(invitations.cate, cate)))
        .orderBy(asc(invitations.id));
      const pool = await rankPool(ctx.db, row, cate);
      const overrides = await overridesOf(ctx.db, id, cate);
      const invited = new Set(sent.map((s) => s.userId));
      const ranked = new Set(pool.map((c) => c.userId));
      const rows: Array<{ userId: number; rank: InvitationRank | null; invitationId: number | null; status: string | null; eligible: boolean }> = [
        ...sent.map((s) => ({ userId: s.userId, rank: s.rank, invitationId: s.id, status: s.status, eligible: true })),
        ...pool.filter((c) => overrides.get(c.userId) === 'include').map((c) => ({ ...c, rank: pinnedRank(c.rank), invitationId: null, status: null, eligible: true })),
        ...pool.filter((c) => !overrides.has(c.userId)).slice(0, CANDIDATES_SHOWN).map((c) => ({ ...c, invitationId: null, status: null, eligible: true })),
        ...pool.filter((c) => overrides.get(c.userId) === 'exclude').map((c) => ({ ...c, invitationId: null, status: null, eligible: true })),
        // overrides of members no longer eligible (left the hall, expert status withdrawn): shown so they can be cleared
        ...[...overrides.keys()].filter((u) => !invited.has(u) && !ranked.has(u)).map((userId) => ({ userId, rank: null, invitationId: null, status: null, eligible: false })),
      ];
      const labels = await memberLabels(ctx.db, rows.map((r) => r.userId));
      return rows.map((r, i) => ({
        userId: r.userId,
        nickname: labels.get(r.userId)!,
        position: i + 1,
        score: r.rank?.score ?? 0,
        fieldMatch: r.rank?.fieldMatch ?? 0,
        categoryMatch: r.rank?.categoryMatch ?? 0,
        textRelevance: r.rank?.textRelevance ?? 0,
        trackRecord: r.rank?.trackRecord ?? 0,
        loadPenalty: r.rank?.loadPenalty ?? 0,
        load: r.rank?.load ?? 0,
        reason: r.rank?.reason ?? null,
        override: overrides.get(r.userId) ?? null,
        eligible: r.eligible,
        invitationId: r.invitationId,
        status: r.status !== null && r.status in INVITE_STATUS_CODE ? Number(INVITE_STATUS_CODE[r.status as InvitationState]) : null,
      }));
    },

    add: (operatorId: number, id: number, cate: number, userId: number) => decide(operatorId, id, cate, userId, 'add'),
    remove: (operatorId: number, id: number, cate: number, userId: number) => decide(operatorId, id, cate, userId, 'remove'),
  };
}
