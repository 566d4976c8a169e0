/**
 * The ledger's movements as the load tests and `npm run bench` drive them: the postings of docs/contracts.md
 * "Wallets and the ledger", applied with `transfer` directly (no HTTP, no pay password), so what is measured and
 * proven is the ledger itself under concurrency. Each movement also says what it does to every account, so a test
 * can compute the balances it expects from the list of acknowledged movements alone.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../services/db/client';
import { withdrawals } from '../../services/db/schema';
import { memberAccounts, platformAccount, transfer, type MemberAccounts, type Posting, type TransferResult } from '../../services/wallet/ledger';
import { PLATFORM_KINDS, type PlatformAccountKind } from '../../services/wallet/ledger-accounts';
import { withdrawalFee } from '../../machines/rules/money';

export type Platform = Record<PlatformAccountKind, number>;

export const WITHDRAW_FEE_RATE_BP = 10;

/** Every platform account id, created when missing. */
export async function platformAccounts(db: Executor): Promise<Platform> {
  const entries = await Promise.all(PLATFORM_KINDS.map(async (kind) => [kind, await platformAccount(db, kind)] as const));
  return Object.fromEntries(entries) as Platform;
}

export { memberAccounts, type MemberAccounts };

/** The postings of a movement: what it adds to (or takes from) each account. */
export function rechargePostings(p: Platform, m: MemberAccounts, amountFen: number): Posting[] {
  return [
    { accountId: p.platform_bank_clearing, amountFen: -amountFen },
    { accountId: m.cny, amountFen },
  ];
}

export function exchangePostings(p: Platform, m: MemberAccounts, direction: 'cnyToCoin' | 'coinToCny', amountFen: number): Posting[] {
  const toCoin = direction === 'cnyToCoin' ? 1 : -1;
  return [
    { accountId: m.cny, amountFen: -toCoin * amountFen },
    { accountId: p.platform_coin_reserve, amountFen: toCoin * amountFen },
    { accountId: p.platform_coin_issuance, amountFen: -toCoin * amountFen },
    { accountId: m.coin, amountFen: toCoin * amountFen },
  ];
}

export function payPostings(p: Platform, m: MemberAccounts, amountFen: number): Posting[] {
  return [
    { accountId: m.coin, amountFen: -amountFen },
    { accountId: p.escrow_review_fees, amountFen },
  ];
}

export function holdPostings(p: Platform, m: MemberAccounts, amountFen: number): Posting[] {
  return [
    { accountId: m.cny, amountFen: -amountFen },
    { accountId: p.platform_pending_withdrawals, amountFen },
  ];
}

export function releasePostings(p: Platform, m: MemberAccounts, amountFen: number): Posting[] {
  return [
    { accountId: p.platform_pending_withdrawals, amountFen: -amountFen },
    { accountId: m.cny, amountFen },
  ];
}

export function payoutPostings(p: Platform, amountFen: number): Posting[] {
  const fee = withdrawalFee(amountFen, WITHDRAW_FEE_RATE_BP);
  return [
    { accountId: p.platform_pending_withdrawals, amountFen: -amountFen },
    { accountId: p.platform_bank_clearing, amountFen: amountFen - fee },
    ...(fee > 0 ? [{ accountId: p.platform_fees, amountFen: fee }] : []),
  ];
}

let orderCounter = 0;

/**
 * A withdrawal's hold: the amount leaves the member's CNY wallet for the pending account, and the withdrawal row
 * that reconciliation compares the pending account with is written in the same transaction.
 */
export async function holdWithdrawal(
  tx: Executor,
  p: Platform,
  userId: number,
  m: MemberAccounts,
  amountFen: number,
  at: Date,
): Promise<{ withdrawalId: number; transferId: number }> {
  orderCounter += 1;
  const orderNo = `LT${process.pid}${Date.now()}${orderCounter}`;
  const fee = withdrawalFee(amountFen, WITHDRAW_FEE_RATE_BP);
  const [row] = await tx
    .insert(withdrawals)
    .values({
      orderNo,
      userId,
      stateValue: 'awaitingPayout',
      context: {},
      status: 'awaitingPayout',
      version: 1,
      amountFen,
      feeFen: fee,
      feeRateBp: WITHDRAW_FEE_RATE_BP,
      receivedFen: amountFen - fee,
      bankCardId: 1,
      cardBankCode: 'ICBC',
      cardLast4: '0000',
      cardNumber: '6222020000000000000',
      cardholderName: '测试',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: withdrawals.id });
  const held = await transfer(tx, { key: `withdrawal:${row.id}:hold`, type: 'withdrawHold', postings: holdPostings(p, m, amountFen), referenceType: 'withdrawal', referenceId: row.id, at });
  await tx.execute(sql`update withdrawals set hold_transfer_id = ${held.id} where id = ${row.id}`);
  return { withdrawalId: row.id, transferId: held.id };
}

/**
 * Ends a held withdrawal (released back to the member, or paid out with the fee) under the ledger's own key: a
 * second attempt at the same end finds the first transfer and moves nothing.
 */
export async function settleWithdrawal(
  tx: Executor,
  p: Platform,
  m: MemberAccounts,
  withdrawalId: number,
  amountFen: number,
  end: 'release' | 'payout',
  at: Date,
): Promise<TransferResult> {
  const result = await transfer(tx, {
    key: `withdrawal:${withdrawalId}:settle`,
    type: end === 'release' ? 'withdrawRelease' : 'withdrawPayout',
    postings: end === 'release' ? releasePostings(p, m, amountFen) : payoutPostings(p, amountFen),
    referenceType: 'withdrawal',
    referenceId: withdrawalId,
    at,
  });
  if (!result.replayed) {
    const status = end === 'release' ? 'failed' : 'paid';
    await tx.execute(sql`update withdrawals set status = ${status}, state_value = ${JSON.stringify(status)}::jsonb, settle_transfer_id = ${result.id}, version = version + 1, updated_at = ${at} where id = ${withdrawalId}`);
  }
  return result;
}

/** A small seeded random source, so that a failing load can be run again exactly. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}
