/**
 * Where the escrowed review fee goes in stage 2 (docs/requirements.md "Stage 2: money"; the arithmetic is
 * machines/rules/review-fee.ts). Three moves, each an after-commit effect of the requirement that may run more
 * than once, so every transfer has its own ledger key and a second run moves nothing:
 *
 *   payTaskFees      each paid kind's pool among its done tasks (kind 6, 4, 7 invitations completed), paid to the
 *                    members' coin wallets (`reviewTaskFee`); a step's pool is computed over every task of the kind
 *                    done so far, and no task of a kind can be done once its step has paid, so a recomputation
 *                    pays the same amounts under the same keys;
 *   settleReviewFee  the stage completed: the payouts as above, the service fee to the platform, unearned pools back
 *                    to the payer;
 *   refundFee        operations stopped the requirement: the payouts of done tasks, everything else back to the payer
 *                    (the publisher, or the funders in proportion to their contributions).
 *
 * Refunds and the platform's part are computed from the same settlement as the payouts, never from what happens
 * to be in escrow, so running the three in any order, twice, ends with the same balances.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAID_KINDS, refundShares, reviewFeePools, settleReviewFee, type DoneTask, type PaidKind, type ReviewFeeConfig } from '../../machines/rules/review-fee';
import type { RequirementContext } from '../../machines/requirement/requirement.machine';
import type { ServicesContext } from '../context';
import type { Transaction } from '../db/client';
import { crowdfundingContributions, invitations, requirements } from '../db/schema';
import { lockPlainRows } from '../lib/plain-lock';
import { memberAccounts, platformAccount, transfer } from '../wallet';

type SettlementContext = Pick<ServicesContext, 'clock' | 'config'>;
type RequirementRow = typeof requirements.$inferSelect;
type ContributionRow = typeof crowdfundingContributions.$inferSelect;

const PAID_CATES = PAID_KINDS.map(Number);

export function reviewFeeConfig(ctx: Pick<ServicesContext, 'config'>): ReviewFeeConfig {
  return { serviceFeeBp: ctx.config.requirements.serviceFeeBp, poolBp: ctx.config.requirements.poolBp };
}

/** What a task of a paid kind shares: its kind's whole pool of this requirement's fee (0 for unpaid kinds). */
export function poolOf(ctx: Pick<ServicesContext, 'config'>, feeFen: number, cate: number): number {
  const kind = String(cate) as PaidKind;
  if (!PAID_KINDS.includes(kind) || feeFen <= 0) return 0;
  return reviewFeePools(feeFen, reviewFeeConfig(ctx)).pools[kind];
}

/** The done tasks of the paid kinds, in the order they were done (the invitation's last step), then by id. */
async function doneTasks(tx: Transaction, requirementId: number): Promise<Array<DoneTask & { userId: number }>> {
  const rows = await tx
    .select({ id: invitations.id, cate: invitations.cate, userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.requirementId, requirementId), inArray(invitations.cate, PAID_CATES), eq(invitations.status, 'completed')))
    .orderBy(asc(invitations.updatedAt), asc(invitations.id));
  return rows.map((r) => ({ taskId: r.id, cate: String(r.cate) as PaidKind, userId: r.userId }));
}

const payoutKey = (requirementId: number, taskId: number) => `requirement:${requirementId}:task:${taskId}:fee`;

/** Pays every payout of the settlement not paid yet (the keys skip the paid ones). */
async function payOut(tx: Transaction, row: RequirementRow, done: Array<DoneTask & { userId: number }>, payouts: Array<{ taskId: number; fen: number }>, at: Date): Promise<void> {
  const escrow = await platformAccount(tx, 'escrow_review_fees');
  for (const payout of payouts) {
    if (payout.fen <= 0) continue;
    const task = done.find((t) => t.taskId === payout.taskId)!;
    const member = await memberAccounts(tx, task.userId);
    await transfer(tx, {
      key: payoutKey(row.id, payout.taskId),
      type: 'reviewTaskFee',
      postings: [
        { accountId: escrow, amountFen: -payout.fen },
        { accountId: member.coin, amountFen: payout.fen },
      ],
      referenceType: 'requirement',
      referenceId: row.id,
      memo: `invitation ${payout.taskId}`,
      createdBy: null,
      at,
    });
  }
}

/**
 * Returns `refundFen` of the fee to whoever paid it: the publisher's own payment, or each settled contribution's
 * share to its funder (marked refunded with the transfer). One key per payer, so a second run moves nothing.
 */
async function refundPayer(tx: Transaction, row: RequirementRow, refundFen: number, at: Date): Promise<void> {
  if (refundFen <= 0) return;
  const escrow = await platformAccount(tx, 'escrow_review_fees');
  const context = row.context as RequirementContext;
  if (context.feeMode === 'personal') {
    const member = await memberAccounts(tx, row.userId);
    await transfer(tx, {
      key: `requirement:${row.id}:fee:refund`,
      type: 'reviewFeeRefund',
      postings: [
        { accountId: escrow, amountFen: -refundFen },
        { accountId: member.coin, amountFen: refundFen },
      ],
      referenceType: 'requirement',
      referenceId: row.id,
      createdBy: null,
      at,
    });
    return;
  }
  // locked so a refund marks exactly the rows it paid back (the requirement is locked by its store)
  const settled = await lockPlainRows(
    tx
      .select()
      .from(crowdfundingContributions)
      .where(and(eq(crowdfundingContributions.requirementId, row.id), inArray(crowdfundingContributions.status, ['settled', 'refunded'])))
      .orderBy(asc(crowdfundingContributions.id)),
    'no lifecycle: owned by an entity locked by its store',
  );
  if (!settled.length) return;
  const shares = refundShares(refundFen, settled.map((c) => ({ id: c.id, fen: c.amountFen })));
  for (const c of settled) {
    const fen = shares.find((s) => s.id === c.id)!.fen;
    if (fen > 0) await refundContribution(tx, c, escrow, at, fen);
  }
}

/** `fen` of one contribution back to its funder from `escrowAccount`, once (ledger key), marked refunded. */
export async function refundContribution(tx: Transaction, c: ContributionRow, escrowAccount: number, at: Date, fen = c.amountFen): Promise<void> {
  const member = await memberAccounts(tx, c.userId);
  const moved = await transfer(tx, {
    key: `crowdfunding:contribution:${c.id}:refund`,
    type: 'crowdfundRefund',
    postings: [
      { accountId: escrowAccount, amountFen: -fen },
      { accountId: member.coin, amountFen: fen },
    ],
    referenceType: 'crowdfunding',
    referenceId: c.campaignId,
    createdBy: null,
    at,
  });
  await tx
    .update(crowdfundingContributions)
    .set({ status: 'refunded', refundTransferId: moved.id, refundedAt: at })
    .where(eq(crowdfundingContributions.id, c.id));
}

/** The fee is in escrow only once it was paid (personally or by a settled campaign). */
const hasEscrowedFee = (row: RequirementRow) => row.feeTransferId !== null && row.feeFen > 0;

/**
 * `payTaskFees`: the pools of the kinds with done tasks, among them. Pools without a done task stay in escrow until
 * the stage ends (settled or refunded there).
 */
export async function payTaskFees(tx: Transaction, ctx: SettlementContext, row: RequirementRow): Promise<void> {
  if (!hasEscrowedFee(row)) return;
  const done = await doneTasks(tx, row.id);
  const { payouts } = settleReviewFee(row.feeFen, reviewFeeConfig(ctx), done, 'stopped');
  await payOut(tx, row, done, payouts, new Date(ctx.clock.now()));
}

/** `settleReviewFee` (the stage completed) and `refundFee` (stopped): every fen of the fee to where it belongs. */
export async function settleFee(tx: Transaction, ctx: SettlementContext, row: RequirementRow, outcome: 'completed' | 'stopped'): Promise<void> {
  if (!hasEscrowedFee(row)) return;
  const at = new Date(ctx.clock.now());
  const done = await doneTasks(tx, row.id);
  const settlement = settleReviewFee(row.feeFen, reviewFeeConfig(ctx), done, outcome);
  await payOut(tx, row, done, settlement.payouts, at);
  if (settlement.platformFen > 0) {
    await transfer(tx, {
      key: `requirement:${row.id}:fee:service`,
      type: 'reviewServiceFee',
      postings: [
        { accountId: await platformAccount(tx, 'escrow_review_fees'), amountFen: -settlement.platformFen },
        { accountId: await platformAccount(tx, 'platform_review_service_fees'), amountFen: settlement.platformFen },
      ],
      referenceType: 'requirement',
      referenceId: row.id,
      createdBy: null,
      at,
    });
  }
  await refundPayer(tx, row, settlement.refundFen, at);
}
