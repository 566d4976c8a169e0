/**
 * The three lifecycles of the requirement-release stage on the workflow engine (docs/requirements.md): the
 * requirement, the invitation (all nine kinds) and the review-fee crowdfunding campaign. Their deadlines are the
 * engine's (`timer.expired`, delivered once by the scheduler); the effects that must not share the step's
 * transaction are after-commit jobs here, each safe to run twice (ledger keys, `can` checks, unique indexes):
 *
 * - requirement: `inviteAssessors` (invitations of kind 1), `closeEvaluation` (open kind-1 invitations end),
 *   `refundFee` (an escrowed review fee back to whoever paid it), `cancelCampaign` (the running campaign cancelled)
 * - crowdfunding: `inviteFunders` (invitations of kind 2), `refundAll` (every held contribution back, then the
 *   requirement learns that the crowdfunding failed)
 *
 * The effects that move money in with a step (`payFee`, `collect`, `settle`) are passed by the routes that send
 * those events (./fee.service.ts, ./crowdfunding.service.ts), inside the step's transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { crowdfundingLifecycle, type CrowdfundingContext, type CrowdfundingMachine } from '../../machines/requirement/crowdfunding.machine';
import { invitationLifecycle, type InvitationMachine } from '../../machines/requirement/invitation.machine';
import { requirementLifecycle, type RequirementContext, type RequirementMachine } from '../../machines/requirement/requirement.machine';
import type { ServicesContext } from '../context';
import { crowdfundingCampaigns, crowdfundingContributions, invitations, requirements } from '../db/schema';
import { createEntityStore, SYSTEM_ACTOR } from '../lib/entity-store';
import { lockPlainRows } from '../lib/plain-lock';
import { platformAccount } from '../wallet';
import { hallChanged } from './hall-generation';
import { inviteMembers } from './matching';
import { breakdownPlanStore, preReviewEffects, solutionStore, STAGE_TWO_INVITING_STATE } from './pre-review-stores';
import { payTaskFees, refundContribution, settleFee } from './review-fee-settlement';

export type RequirementRow = typeof requirements.$inferSelect;
export type RequirementInsert = typeof requirements.$inferInsert;
export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationInsert = typeof invitations.$inferInsert;
export type CampaignRow = typeof crowdfundingCampaigns.$inferSelect;
export type CampaignInsert = typeof crowdfundingCampaigns.$inferInsert;

type StoresContext = Pick<ServicesContext, 'db' | 'clock' | 'config'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** Invite kinds used by this stage. */
export const INVITE_EVALUATION = 1;
export const INVITE_CROWDFUNDING = 2;

/** The requirement state in which each kind's step is open and sends its invitations (kind 2: its campaign instead). */
export const INVITING_STATE: Record<number, string> = { [INVITE_EVALUATION]: 'evaluating', ...STAGE_TWO_INVITING_STATE };

export {
  INVITE_ANALYSIS,
  INVITE_ANALYSIS_REVIEW,
  INVITE_MARKET_ASSESSMENT,
  INVITE_SOLUTION,
  INVITE_SOLUTION_REVIEW,
  reviewedItems,
  reviewTaskStore,
  type PlanRow,
  type ReviewTaskRow,
  type SolutionRow,
} from './pre-review-stores';

export function invitationStore(ctx: StoresContext) {
  const answerMs = ctx.config.requirements.invitationAnswerHours * HOUR;
  return createEntityStore<InvitationMachine, InvitationRow, InvitationInsert>({
    lifecycle: invitationLifecycle,
    table: invitations,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    // pending: the answer time; accepted: the task's window, which the accepting route writes (the step's own end)
    onEnter: (status, _row, at) => (status === 'pending' ? { expiresAt: later(at, answerMs) } : {}),
    deadline: (row) => (row.status === 'pending' || row.status === 'accepted' ? row.expiresAt : null),
  });
}

/**
 * Ends every open invitation of one kind of a requirement (the step is over): `invite.close` (timed out), or, for
 * an accepted invitation of a member in `done` (their task's work is in), `task.complete`.
 */
async function closeInvitations(ctx: StoresContext, requirementId: number, cate: number, done: ReadonlySet<number> = new Set()) {
  const open = and(eq(invitations.requirementId, requirementId), eq(invitations.cate, cate), inArray(invitations.status, ['pending', 'accepted']))!;
  await invitationStore(ctx).stepEach(
    open,
    (row) => (done.has(row.userId) && row.status === 'accepted' ? { type: 'task.complete' } : { type: 'invite.close' }),
    SYSTEM_ACTOR,
  );
}

export function requirementStore(ctx: StoresContext) {
  const settings = ctx.config.requirements;
  const store = createEntityStore<RequirementMachine, RequirementRow, RequirementInsert>({
    lifecycle: requirementLifecycle,
    table: requirements,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    onWrite: () => hallChanged(ctx.db),
    onEnter: (status, row, at) => {
      const windows: Record<string, number> = {
        evaluating: settings.evaluationHours * HOUR,
        evaluationTimedOut: settings.decisionDays * DAY,
        'feeDue.choosingMode': settings.paymentDays * DAY,
        'feeDue.paymentExpired': settings.decisionDays * DAY,
        'feeDue.crowdfundingFailed': settings.decisionDays * DAY,
        // stage 2: each step's window; its dead ends wait for operations (no deadline)
        'preReview.marketAssessment': settings.preReviewDays.marketAssessment * DAY,
        'preReview.analysis': settings.preReviewDays.analysis * DAY,
        'preReview.analysisReview': settings.preReviewDays.analysisReview * DAY,
        'preReview.solicitation': settings.preReviewDays.solicitation * DAY,
        'preReview.expertReview': settings.preReviewDays.expertReview * DAY,
      };
      const columns: Partial<RequirementInsert> = { deadlineAt: status in windows ? later(at, windows[status]) : null };
      if (status === 'inReview') columns.submittedAt = at;
      if (status === 'evaluating' && !row.publishedAt) columns.publishedAt = at;
      return columns;
    },
    deadline: (row) => row.deadlineAt,
    onDeadline: () => ({ reason: 'expired' }),
    afterCommit: {
      inviteAssessors: async (row) => {
        if (row.status !== INVITING_STATE[INVITE_EVALUATION]) return;
        await inviteMembers(ctx, invitationStore(ctx), row, INVITE_EVALUATION, row.deadlineAt);
      },
      closeEvaluation: async (row) => closeInvitations(ctx, row.id, INVITE_EVALUATION),
      cancelCampaign: async (row) => {
        const campaignId = (row.context as RequirementContext).campaignId;
        if (!campaignId) return;
        const campaigns = crowdfundingStore(ctx);
        await campaigns.transaction(async (tx) => {
          const campaign = await campaigns.lock(tx, campaignId);
          if (campaign && campaigns.can(campaign, { type: 'campaign.cancel' })) await campaigns.step(tx, campaign, { type: 'campaign.cancel' }, SYSTEM_ACTOR);
        });
      },
      // stage 2: each step's invitations and tasks opened and closed (./pre-review.effects.ts)
      ...preReviewEffects(ctx, { invitations: () => invitationStore(ctx), closeInvitations }),
      payTaskFees: async (row) => {
        await store.transaction(async (tx) => payTaskFees(tx, ctx, (await store.lock(tx, row.id)) ?? row));
      },
      settleReviewFee: async (row) => {
        await store.transaction(async (tx) => settleFee(tx, ctx, (await store.lock(tx, row.id)) ?? row, 'completed'));
      },
      refundFee: async (row) => {
        await store.transaction(async (tx) => settleFee(tx, ctx, (await store.lock(tx, row.id)) ?? row, 'stopped'));
      },
    },
  });
  return store;
}

export function crowdfundingStore(ctx: StoresContext) {
  const windowMs = ctx.config.requirements.crowdfundingDays * DAY;
  return createEntityStore<CrowdfundingMachine, CampaignRow, CampaignInsert>({
    lifecycle: crowdfundingLifecycle,
    table: crowdfundingCampaigns,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    onEnter: (status, _row, at) => (status === 'open' ? { endsAt: later(at, windowMs), approvedAt: at } : {}),
    derive: (context) => ({ raisedFen: (context as CrowdfundingContext).raisedFen }),
    deadline: (row) => (row.status === 'open' ? row.endsAt : null),
    onDeadline: () => ({ reason: 'expired' }),
    afterCommit: {
      inviteFunders: async (row) => {
        if (row.status !== 'open') return;
        const [requirement] = await ctx.db.select().from(requirements).where(eq(requirements.id, row.requirementId));
        if (requirement) await inviteMembers(ctx, invitationStore(ctx), requirement, INVITE_CROWDFUNDING, row.endsAt);
      },
      refundAll: async (row) => {
        const reqStore = requirementStore(ctx);
        await reqStore.transaction(async (tx) => {
          const at = new Date(ctx.clock.now());
          // the requirement first: every path that touches both locks them in this order
          const requirement = await reqStore.lock(tx, row.requirementId);
          const escrow = await platformAccount(tx, 'escrow_crowdfunding');
          // locked so the refunds mark exactly the rows they paid back (the campaign and requirement are locked by their stores)
          const held = await lockPlainRows(
            tx
              .select()
              .from(crowdfundingContributions)
              .where(and(eq(crowdfundingContributions.campaignId, row.id), eq(crowdfundingContributions.status, 'held'), isNull(crowdfundingContributions.refundTransferId))),
            'no lifecycle: owned by an entity locked by its store',
          );
          for (const c of held) await refundContribution(tx, c, escrow, at);
          if (row.status === 'failed' && requirement && reqStore.can(requirement, { type: 'crowdfunding.failed' })) {
            await reqStore.step(tx, requirement, { type: 'crowdfunding.failed' }, SYSTEM_ACTOR, { reason: 'expired' });
          }
        });
        await closeInvitations(ctx, row.requirementId, INVITE_CROWDFUNDING);
      },
    },
  });
}

export { breakdownPlanStore, closeInvitations, solutionStore };
