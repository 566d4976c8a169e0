/**
 * Crowdfunding the review fee (stage 1, sub-step 3; spec 4 "apply for crowdfunding, approved, crowdfunding in
 * progress"; machines/requirement/crowdfunding.machine.ts): the publisher applies with a target (at least the
 * review fee), operations approve or reject, members contribute while the window is open (at least 100, never
 * beyond what is left), and the campaign is all or nothing:
 *
 * - a contribution is the campaign's `campaign.contribute` step; its `collect` effect moves the funder's coins into
 *   `escrow_crowdfunding` (ledger key `crowdfunding:{campaignId}:contribute:{funder}:{Idempotency-Key}`) and records
 *   the contribution (held);
 * - the contribution that completes the target also runs `settle`: the whole target moves from
 *   `escrow_crowdfunding` to `escrow_review_fees` (key `crowdfunding:{id}:settle`), every contribution is settled
 *   with its share of the offered return (basis points summing to 10000), and the requirement steps
 *   `crowdfunding.funded` with the target as its fee;
 * - when the window ends short of the target, or the requirement is stopped, the stores' after-commit `refundAll`
 *   returns every held contribution once (./stores.ts).
 *
 * Lock order, everywhere: the requirement, then the campaign, then invitations; the ledger locks members' wallets
 * and the platform's accounts last. Contributions racing the deadline take turns on the campaign's row: whichever
 * locks it first wins, and a contribution made after the window's end (by this instance's clock) is refused.
 */
import { and, asc, count, countDistinct, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ROLES, hasRole } from '../../machines/access/access';
import { CAMPAIGN_STATUS_CODE, type CrowdfundingContext, type CrowdfundingState } from '../../machines/requirement/crowdfunding.machine';
import { MIN_CONTRIBUTION_FEN, validateApplicationDate, validateContributionFen, validateReturnRatioBp } from '../../machines/rules/requirement';
import { validateReason } from '../../machines/rules/wallet';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { crowdfundingCampaigns, crowdfundingContributions, invitations, requirements } from '../db/schema';
import { check, failure, ruleFailure } from '../lib/errors';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { lockPlainRows } from '../lib/plain-lock';
import { createPayPasswordCheck } from '../member';
import { memberAccounts, once, platformAccount, storedAnswer, transfer, WALLET_PAY_PASSWORD_MESSAGES } from '../wallet';
import { checkFeeAmount, checkPaymentWindow, ownRequirement } from './fee.service';
import { requireParticipant } from './gates';
import { closeInvitations, crowdfundingStore, INVITE_CROWDFUNDING, invitationStore, requirementStore, type CampaignRow } from './stores';

const CONTRIBUTE_SCOPE = 'crowdfunding.contribute';
/** How far ahead the application date may be (days). */
/** Campaign states anyone may read; the others only the publisher and operations. */
const PUBLIC_STATES = new Set<string>(['open', 'funded', 'failed']);
export const CAMPAIGN_STATES = Object.keys(CAMPAIGN_STATUS_CODE) as CrowdfundingState[];

/** Who reads a campaign: a signed-in member (operations or not), or nobody in particular. */
export type CampaignViewer = { userId: number; operations: boolean } | null;

export function viewerOf(auth: { user: { id: number }; roles: string[] } | null): CampaignViewer {
  return auth ? { userId: auth.user.id, operations: hasRole(auth.roles, ROLES.operations) } : null;
}

export type ApplyBody = { id: number; amountFen: number; returnRatioBp: number; applicationDate: string };
export type ContributeBody = { campaignId: number; amountFen: number; transactionPassword: string };

export type CampaignView = {
  id: number;
  requirementId: number;
  requirementNo: string;
  requirementTitle: string;
  state: CrowdfundingState;
  status: number;
  targetFen: number;
  raisedFen: number;
  leftFen: number;
  minContributionFen: number;
  returnRatioBp: number;
  applicationDate: string;
  endsAt: number | null;
  contributors: number;
  reason: string | null;
  canContribute: boolean;
  myContributionFen: number;
};

export type ContributionView = {
  id: number;
  campaignId: number;
  requirementId: number;
  requirementTitle: string;
  amountFen: number;
  status: string;
  shareBp: number | null;
  campaignState: string;
  createdAt: number;
  refundedAt: number | null;
};

/**
 * Each contribution's share of the offered return, in basis points of the whole: amount / target × 10000 rounded
 * down, the remainder to the largest contribution (the earliest of equals), so the shares sum to exactly 10000.
 */
export function sharesOf(amounts: number[], targetFen: number): number[] {
  const shares = amounts.map((a) => Math.floor((a * 10_000) / targetFen));
  const rest = 10_000 - shares.reduce((s, x) => s + x, 0);
  if (amounts.length && rest) {
    let largest = 0;
    amounts.forEach((a, i) => {
      if (a > amounts[largest]) largest = i;
    });
    shares[largest] += rest;
  }
  return shares;
}

function mayRead(row: CampaignRow, viewer: CampaignViewer): boolean {
  return PUBLIC_STATES.has(row.status) || (viewer !== null && (viewer.operations || viewer.userId === row.userId));
}

export function createCrowdfundingService(ctx: ServicesContext) {
  const campaigns = crowdfundingStore(ctx);
  const reqStore = requirementStore(ctx);
  const invites = invitationStore(ctx);
  const checkPayPassword = createPayPasswordCheck(ctx);
  const now = () => new Date(ctx.clock.now());
  const notFound = () => failure(404, 'campaignNotFound');
  const notOpen = (state: string) => failure(400, 'campaignNotOpen', undefined, { reason: 'campaignNotOpen', state });

  /** Campaign views with their requirement's number and title, contributor counts and the viewer's own amounts. */
  async function viewsOf(db: Executor, rows: CampaignRow[], viewer: CampaignViewer): Promise<CampaignView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const reqs = await db
      .select({ id: requirements.id, requirementNo: requirements.requirementNo, title: requirements.title })
      .from(requirements)
      .where(inArray(requirements.id, [...new Set(rows.map((r) => r.requirementId))]));
    const counts = await db
      .select({ campaignId: crowdfundingContributions.campaignId, n: countDistinct(crowdfundingContributions.userId) })
      .from(crowdfundingContributions)
      .where(inArray(crowdfundingContributions.campaignId, ids))
      .groupBy(crowdfundingContributions.campaignId);
    const mine = viewer
      ? await db
          .select({ campaignId: crowdfundingContributions.campaignId, fen: sql<string>`coalesce(sum(${crowdfundingContributions.amountFen}), 0)` })
          .from(crowdfundingContributions)
          .where(and(inArray(crowdfundingContributions.campaignId, ids), eq(crowdfundingContributions.userId, viewer.userId), inArray(crowdfundingContributions.status, ['held', 'settled'])))
          .groupBy(crowdfundingContributions.campaignId)
      : [];
    const reqById = new Map(reqs.map((r) => [r.id, r]));
    const countById = new Map(counts.map((c) => [c.campaignId, Number(c.n)]));
    const mineById = new Map(mine.map((m) => [m.campaignId, Number(m.fen)]));
    return rows.map((row) => {
      const context = row.context as CrowdfundingContext;
      const state = row.status as CrowdfundingState;
      const left = Math.max(0, row.targetFen - row.raisedFen);
      const requirement = reqById.get(row.requirementId);
      return {
        id: row.id,
        requirementId: row.requirementId,
        requirementNo: requirement?.requirementNo ?? '',
        requirementTitle: requirement?.title ?? '',
        state,
        status: Number(CAMPAIGN_STATUS_CODE[state]),
        targetFen: row.targetFen,
        raisedFen: row.raisedFen,
        leftFen: left,
        minContributionFen: Math.min(context.minContributionFen, left),
        returnRatioBp: row.returnRatioBp,
        applicationDate: row.applicationDate,
        endsAt: row.endsAt?.getTime() ?? null,
        contributors: countById.get(row.id) ?? 0,
        reason: row.reason,
        canContribute: viewer !== null && viewer.userId !== row.userId && state === 'open' && left > 0,
        myContributionFen: mineById.get(row.id) ?? 0,
      };
    });
  }

  async function viewOf(id: number, viewer: CampaignViewer): Promise<CampaignView> {
    const row = await campaigns.read(ctx.db, id);
    if (!row) throw notFound();
    return (await viewsOf(ctx.db, [row], viewer))[0];
  }

  /** Delivers due campaign deadlines, and runs the refunds of this campaign's failure before it is read. */
  async function applyTime(id?: number): Promise<void> {
    await campaigns.fireDueDeadlines();
    if (id !== undefined) await campaigns.runAfterCommit(id);
  }

  /** The ledger and contribution effects of one contribution to a locked campaign, in `tx`. */
  function contributionEffects(tx: Transaction, campaign: CampaignRow, funderId: number, amountFen: number, key: string, at: Date, settled: { transferId: number | null }) {
    return {
      collect: async () => {
        const member = await memberAccounts(tx, funderId);
        const escrow = await platformAccount(tx, 'escrow_crowdfunding');
        const moved = await transfer(tx, {
          key: `crowdfunding:${campaign.id}:contribute:${funderId}:${key}`,
          type: 'crowdfundContribution',
          postings: [
            { accountId: member.coin, amountFen: -amountFen },
            { accountId: escrow, amountFen },
          ],
          referenceType: 'crowdfunding',
          referenceId: campaign.id,
          createdBy: funderId,
          at,
        });
        await tx.insert(crowdfundingContributions).values({
          campaignId: campaign.id,
          requirementId: campaign.requirementId,
          userId: funderId,
          amountFen,
          transferId: moved.id,
          status: 'held',
          createdAt: at,
        });
      },
      settle: async () => {
        const target = campaign.targetFen;
        // the campaign is locked by its store; its contributions are locked so the settlement marks the rows it summed
        const held = await lockPlainRows(
          tx
            .select()
            .from(crowdfundingContributions)
            .where(and(eq(crowdfundingContributions.campaignId, campaign.id), eq(crowdfundingContributions.status, 'held')))
            .orderBy(asc(crowdfundingContributions.id)),
          'no lifecycle: owned by an entity locked by its store',
        );
        const total = held.reduce((s, c) => s + c.amountFen, 0);
        // The machine's running total and the held rows are one truth; if they ever differ, nothing settles.
        if (total !== target) throw new Error(`campaign ${campaign.id}: held contributions ${total} differ from the target ${target}`);
        const moved = await transfer(tx, {
          key: `crowdfunding:${campaign.id}:settle`,
          type: 'crowdfundSettle',
          postings: [
            { accountId: await platformAccount(tx, 'escrow_crowdfunding'), amountFen: -target },
            { accountId: await platformAccount(tx, 'escrow_review_fees'), amountFen: target },
          ],
          referenceType: 'crowdfunding',
          referenceId: campaign.id,
          createdBy: null,
          at,
        });
        const shares = sharesOf(held.map((c) => c.amountFen), target);
        for (const [i, c] of held.entries()) {
          await tx.update(crowdfundingContributions).set({ status: 'settled', shareBp: shares[i] }).where(eq(crowdfundingContributions.id, c.id));
        }
        settled.transferId = moved.id;
      },
    };
  }

  return {
    /** GET detail: public once approved (open, funded, failed); applying, rejected and cancelled for the publisher and operations. */
    async detail(id: number, viewer: CampaignViewer, tokenExpired = false): Promise<CampaignView> {
      await applyTime(id);
      const row = await campaigns.read(ctx.db, id);
      if (row && !mayRead(row, viewer) && tokenExpired) throw failure(401, 'sessionExpired');
      if (!row || !mayRead(row, viewer)) throw notFound();
      return (await viewsOf(ctx.db, [row], viewer))[0];
    },

    /**
     * The publisher applies: a campaign for `amountFen` (at least the review fee) is created and the requirement
     * steps `crowdfunding.apply`, in one transaction (a requirement that cannot take it keeps no campaign).
     */
    async apply(userId: number, body: ApplyBody): Promise<CampaignView> {
      check(validateReturnRatioBp(body.returnRatioBp));
      const dateError = validateApplicationDate(body.applicationDate, ctx.clock.now());
      if (dateError) throw ruleFailure(dateError, 'applicationDateInvalid');
      await reqStore.fireDueDeadlines();
      const row = await ownRequirement(ctx.db, userId, body.id);
      checkPaymentWindow(row, now(), 'crowdfunding.apply');
      checkFeeAmount(row, body.amountFen);
      const actor: Actor = { id: userId, role: 'member' };
      const campaignId = await reqStore.transaction(async (tx) => {
        const at = now();
        const requirement = await reqStore.lock(tx, body.id);
        if (!requirement || requirement.userId !== userId) throw failure(404, 'requirementNotFound');
        checkPaymentWindow(requirement, at, 'crowdfunding.apply');
        checkFeeAmount(requirement, body.amountFen);
        const campaign = await campaigns.create(tx, {
          input: { requirementId: requirement.id, publisherId: userId, targetFen: body.amountFen, minContributionFen: MIN_CONTRIBUTION_FEN, returnRatioBp: body.returnRatioBp },
          values: { requirementId: requirement.id, userId, targetFen: body.amountFen, returnRatioBp: body.returnRatioBp, applicationDate: body.applicationDate, createdAt: at },
          actor,
          at,
        });
        await reqStore.step(tx, requirement, { type: 'crowdfunding.apply', campaignId: campaign.id }, actor, { at });
        return campaign.id;
      });
      return viewOf(campaignId, { userId, operations: false });
    },

    /**
     * A member contributes to an open campaign from their coin wallet, once per Idempotency-Key (see the file
     * comment for the effects). The publisher may not contribute to their own campaign.
     */
    async contribute(userId: number, viewer: CampaignViewer, body: ContributeBody, key: string): Promise<CampaignView> {
      const params = { campaignId: body.campaignId, amountFen: body.amountFen };
      const stored = await storedAnswer<{ campaignId: number }>(ctx.db, userId, key, CONTRIBUTE_SCOPE, params);
      if (stored) return viewOf(stored.campaignId, viewer);
      // 'Investment >0 required' whatever the campaign (the minimum depends on what is left: checked below)
      const positive = validateContributionFen(body.amountFen, Number.MAX_SAFE_INTEGER);
      if (positive?.rule === 'contributionPositive') throw ruleFailure(positive);
      await applyTime(body.campaignId);
      const row = await campaigns.read(ctx.db, body.campaignId);
      if (!row || !mayRead(row, viewer)) throw notFound();
      if (row.userId === userId) throw failure(400, 'campaignOwnContribution', undefined, { reason: 'ownCampaign' });
      if (row.status !== 'open') throw notOpen(row.status);
      check(validateContributionFen(body.amountFen, row.targetFen - row.raisedFen));
      await requireParticipant(ctx.db, userId);
      await checkPayPassword(userId, body.transactionPassword, WALLET_PAY_PASSWORD_MESSAGES);
      const at = now();
      const settled = { transferId: null as number | null };
      const { result } = await once(ctx.db, userId, key, CONTRIBUTE_SCOPE, params, at, async (tx) => {
        // The requirement first, then the campaign: the lock order of every path that touches both.
        const requirement = await reqStore.lock(tx, row.requirementId);
        const campaign = await campaigns.lock(tx, row.id);
        if (!campaign) throw notFound();
        if (campaign.status !== 'open' || (campaign.endsAt && campaign.endsAt.getTime() <= at.getTime())) throw notOpen(campaign.status);
        // A requirement stopped a moment ago still has its campaign open until the cancellation job runs.
        if (!requirement || requirement.status !== 'feeDue.crowdfunding') throw notOpen(campaign.status);
        check(validateContributionFen(body.amountFen, campaign.targetFen - campaign.raisedFen));
        const stepped = await campaigns.step(tx, campaign, { type: 'campaign.contribute', amountFen: body.amountFen }, { id: userId, role: 'member' }, {
          at,
          effects: contributionEffects(tx, campaign, userId, body.amountFen, key, at, settled),
        });
        const funded = stepped.status === 'funded';
        if (funded) {
          await reqStore.step(tx, requirement, { type: 'crowdfunding.funded' }, SYSTEM_ACTOR, {
            at,
            columns: { feeFen: campaign.targetFen, feeTransferId: settled.transferId },
          });
        }
        // The funder's accepted crowdfunding invitation is done.
        const [invitation] = await invites.lockWhere(
          tx,
          and(
            eq(invitations.requirementId, requirement.id),
            eq(invitations.cate, INVITE_CROWDFUNDING),
            eq(invitations.userId, userId),
            eq(invitations.status, 'accepted'),
          )!,
        );
        if (invitation) await invites.step(tx, invitation, { type: 'task.complete' }, SYSTEM_ACTOR, { at });
        return { campaignId: campaign.id, requirementId: requirement.id, funded };
      });
      await campaigns.runAfterCommit(result.campaignId);
      await reqStore.runAfterCommit(result.requirementId);
      // The step is over: the other crowdfunding invitations close (their deadlines would end them otherwise).
      if (result.funded) await closeInvitations(ctx, result.requirementId, INVITE_CROWDFUNDING);
      return viewOf(result.campaignId, viewer);
    },

    /** The caller's contributions, newest first. */
    async myContributions(userId: number, page: { pageNum: number; pageSize: number }): Promise<{ records: ContributionView[]; total_record: number }> {
      const where = eq(crowdfundingContributions.userId, userId);
      const [total] = await ctx.db.select({ n: count() }).from(crowdfundingContributions).where(where);
      const rows = await ctx.db
        .select({ c: crowdfundingContributions, campaignState: crowdfundingCampaigns.status, requirementTitle: requirements.title })
        .from(crowdfundingContributions)
        .innerJoin(crowdfundingCampaigns, eq(crowdfundingCampaigns.id, crowdfundingContributions.campaignId))
        .innerJoin(requirements, eq(requirements.id, crowdfundingContributions.requirementId))
        .where(where)
        .orderBy(desc(crowdfundingContributions.createdAt), desc(crowdfundingContributions.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize);
      return {
        records: rows.map(({ c, campaignState, requirementTitle }) => ({
          id: c.id,
          campaignId: c.campaignId,
          requirementId: c.requirementId,
          requirementTitle,
          amountFen: c.amountFen,
          status: c.status,
          shareBp: c.shareBp,
          campaignState,
          createdAt: c.createdAt.getTime(),
          refundedAt: c.refundedAt?.getTime() ?? null,
        })),
        total_record: Number(total.n),
      };
    },

    // ---- operations ----

    /** Operations' queue: applying first (oldest first), then the others, newest first. */
    async opsPage(viewer: CampaignViewer, query: { pageNum: number; pageSize: number; state?: string | null }) {
      await applyTime();
      const where: SQL | undefined = query.state ? eq(crowdfundingCampaigns.status, query.state) : undefined;
      const [total] = await ctx.db.select({ n: count() }).from(crowdfundingCampaigns).where(where);
      const rows = await ctx.db
        .select()
        .from(crowdfundingCampaigns)
        .where(where)
        .orderBy(
          sql`CASE WHEN ${crowdfundingCampaigns.status} = 'applying' THEN 0 ELSE 1 END`,
          sql`CASE WHEN ${crowdfundingCampaigns.status} = 'applying' THEN ${crowdfundingCampaigns.createdAt} END ASC`,
          desc(crowdfundingCampaigns.createdAt),
          desc(crowdfundingCampaigns.id),
        )
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: await viewsOf(ctx.db, rows, viewer), total_record: Number(total.n) };
    },

    /** Operations approve: the window opens (funders are invited after commit) and the requirement starts crowdfunding. */
    async approve(staffId: number, id: number): Promise<CampaignView> {
      const staff: Actor = { id: staffId, role: 'operations' };
      await campaigns.transaction(async (tx) => {
        const at = now();
        const peek = await campaigns.read(tx, id);
        if (!peek) throw notFound();
        const requirement = await reqStore.lock(tx, peek.requirementId);
        const campaign = await campaigns.lock(tx, id);
        if (!campaign || !requirement) throw notFound();
        if (requirement.userId === staffId) throw failure(403, 'ownRequirementDecision');
        await campaigns.step(tx, campaign, { type: 'campaign.approve' }, staff, { at });
        await reqStore.step(tx, requirement, { type: 'crowdfunding.approved' }, SYSTEM_ACTOR, { at });
      });
      return viewOf(id, { userId: staffId, operations: true });
    },

    /** Operations reject with a reason: the requirement goes back to choosing the mode, the reason shown to the publisher. */
    async reject(staffId: number, id: number, reason: string): Promise<CampaignView> {
      check(validateReason(reason));
      const text = reason.trim();
      const staff: Actor = { id: staffId, role: 'operations' };
      await campaigns.transaction(async (tx) => {
        const at = now();
        const peek = await campaigns.read(tx, id);
        if (!peek) throw notFound();
        const requirement = await reqStore.lock(tx, peek.requirementId);
        const campaign = await campaigns.lock(tx, id);
        if (!campaign || !requirement) throw notFound();
        if (requirement.userId === staffId) throw failure(403, 'ownRequirementDecision');
        await campaigns.step(tx, campaign, { type: 'campaign.reject', reason: text }, staff, { at, reason: text, columns: { reason: text } });
        await reqStore.step(tx, requirement, { type: 'crowdfunding.rejected', reason: text }, SYSTEM_ACTOR, { at, reason: text, columns: { reason: text } });
      });
      return viewOf(id, { userId: staffId, operations: true });
    },
  };
}

export type CrowdfundingService = ReturnType<typeof createCrowdfundingService>;
