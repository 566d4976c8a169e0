/**
 * The double-entry ledger (issue 4; DESIGN.md section 6). One function moves money, `transfer`, always inside the
 * caller's database transaction so the movement commits or rolls back together with the business rows (an order's
 * new state, an idempotency record):
 *
 *   1. checks the postings: at least two, distinct accounts, non-zero safe integers of fen, summing to zero within
 *      each currency (CNY and platform coin never mix);
 *   2. locks the members' accounts `FOR UPDATE` (ascending id), so two transfers on the same wallet take turns
 *      (READ COMMITTED is enough: every balance change happens under the row lock); the platform's accounts are
 *      locked last, by the balance update itself (see `transfer`);
 *   3. inserts the transfer; its unique `idempotency_key` makes a second application of the same movement find the
 *      first one and move nothing (`replayed`);
 *   4. refuses the transfer when a member's wallet would go negative (`balanceInsufficient`, nothing written);
 *   5. writes the new balances and the postings with each account's balance after them.
 *
 * The database holds the same rules on its own (migrations 0002 and 0006): a CHECK keeps member balances at or above
 * zero, a trigger refuses any statement leaving a transfer unbalanced, and transfers and postings cannot be updated
 * or deleted. `reconcile` proves the whole ledger adds up.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, withdrawals } from '../db/schema';
import { failure } from '../lib/errors';
import { HELD_STATES } from '../../machines/wallet/withdrawal.machine';
import { MEMBER_ACCOUNT_KINDS, PLATFORM_ACCOUNT_KINDS, type MemberAccountKind, type PlatformAccountKind, type TransferType } from './ledger-accounts';

export type Posting = { accountId: number; amountFen: number };

export type TransferRequest = {
  /** Unique per movement, e.g. `recharge:42:credit`; applying the same key again moves nothing. */
  key: string;
  type: TransferType;
  postings: Posting[];
  referenceType?: string;
  referenceId?: string | number;
  reverses?: number | null;
  memo?: string | null;
  createdBy?: number | null;
  at: Date;
};

export type TransferResult = { id: number; replayed: boolean; balances: Map<number, number> };

export class LedgerError extends Error {}

function checkPostings(postings: Posting[]): void {
  if (postings.length < 2) throw new LedgerError('a transfer needs at least two postings');
  const seen = new Set<number>();
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountFen) || p.amountFen === 0) throw new LedgerError(`bad amount ${p.amountFen}`);
    if (seen.has(p.accountId)) throw new LedgerError(`account ${p.accountId} posted twice`);
    seen.add(p.accountId);
    sum += p.amountFen;
  }
  if (sum !== 0) throw new LedgerError(`postings sum to ${sum}, not zero`);
}

/**
 * Moves money between accounts in the caller's transaction (see the file comment), in one call of the database's
 * `ledger_transfer` (migrations 0005 and 0006): one round trip instead of five, so the shared rows are held for less time.
 * Locks are taken in one global order, members' accounts (by id) before the platform's (by kind), so no two
 * transfers deadlock; the platform's rows are shared by every movement, so they are locked as late as possible,
 * right before the postings, and held only until commit (scripts/ledger-bench.ts). A platform account may be split
 * into sub-accounts (migration 0006: the coin reserve and issuance, which every exchange moves): its posting is
 * placed on a sub-account no other transaction holds, or split over several for a debit no single one covers, so
 * the answer's `balances` name sub-accounts for the platform's side. Platform accounts that must not go negative
 * are held by the table's CHECK on every sub-account. A refused transfer writes nothing.
 */
export async function transfer(tx: Executor, request: TransferRequest): Promise<TransferResult> {
  checkPostings(request.postings);
  const accounts = sql.join(request.postings.map((p) => sql`${p.accountId}`), sql`, `);
  const amounts = sql.join(request.postings.map((p) => sql`${p.amountFen}`), sql`, `);
  const referenceId = request.referenceId === undefined ? null : String(request.referenceId);
  const rows = rowsOf<{ answer: TransferAnswer | string }>(await tx.execute(sql`select ledger_transfer(
    ${request.key}, ${request.type}, ${request.referenceType ?? null}, ${referenceId}, ${request.reverses ?? null}::bigint, ${request.memo ?? null},
    ${request.createdBy ?? null}::integer, ${request.at.toISOString()}::timestamptz, array[${accounts}]::integer[], array[${amounts}]::bigint[]) as answer`));
  const raw = rows[0].answer;
  const answer: TransferAnswer = typeof raw === 'string' ? JSON.parse(raw) : raw;
  switch (answer.outcome) {
    case 'unknownAccount':
      throw new LedgerError('unknown ledger account');
    case 'unbalanced':
      throw new LedgerError(`${answer.currency} postings sum to ${answer.sum}, not zero`);
    case 'keyReused':
      throw failure(400, 'idempotencyKeyReused');
    case 'insufficient':
      throw failure(400, 'walletBalanceInsufficient', undefined, { reason: 'insufficientBalance', insufficient: true, accountId: answer.accountId, balanceFen: Number(answer.balanceFen) });
    case 'replayed':
    case 'done': {
      const balances = new Map(Object.entries(answer.balances).map(([id, fen]) => [Number(id), Number(fen)]));
      return { id: Number(answer.transferId), replayed: answer.outcome === 'replayed', balances };
    }
  }
}

/** What `ledger_transfer` answers (migrations 0005 and 0006). */
type TransferAnswer =
  | { outcome: 'done' | 'replayed'; transferId: number; balances: Record<string, number> }
  | { outcome: 'unknownAccount' | 'keyReused' }
  | { outcome: 'unbalanced'; currency: string; sum: number }
  | { outcome: 'insufficient'; accountId: number; balanceFen: number };

/**
 * Reverses a transfer with a new one of opposite postings (never an edit). One reversal per transfer: the unique
 * `reverses_transfer_id` and the key `reversal:<id>` both hold that.
 */
export async function reverse(tx: Executor, transferId: number, request: Omit<TransferRequest, 'postings' | 'reverses' | 'key'> & { key?: string }): Promise<TransferResult> {
  const postings = await tx
    .select({ accountId: ledgerPostings.accountId, amountFen: ledgerPostings.amountFen })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transferId, transferId));
  if (postings.length === 0) throw new LedgerError(`transfer ${transferId} has no postings`);
  return transfer(tx, {
    ...request,
    key: request.key ?? `reversal:${transferId}`,
    reverses: transferId,
    postings: postings.map((p) => ({ accountId: p.accountId, amountFen: -p.amountFen })),
  });
}

// Platform account ids never change once created: remember them per database.
const platformIds = new WeakMap<object, Map<PlatformAccountKind, number>>();

/** The id of a platform account, created on first use (safe under concurrency: ON CONFLICT). */
export async function platformAccount(db: Executor, kind: PlatformAccountKind): Promise<number> {
  const cache = platformIds.get(db) ?? new Map<PlatformAccountKind, number>();
  platformIds.set(db, cache);
  const cached = cache.get(kind);
  if (cached !== undefined) return cached;
  const spec = PLATFORM_ACCOUNT_KINDS[kind];
  await db
    .insert(ledgerAccounts)
    .values({ kind, ownerUserId: null, currency: spec.currency, allowNegative: spec.allowNegative })
    .onConflictDoNothing();
  // A split account is named by its first sub-account; `ledger_transfer` places the posting on its sub-accounts.
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.ownerUserId), eq(ledgerAccounts.shard, 0)));
  cache.set(kind, row.id);
  return row.id;
}

/** What a platform account holds: the sum of its sub-accounts (migration 0006). */
export async function platformBalance(db: Executor, kind: PlatformAccountKind): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${ledgerAccounts.balanceFen}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.ownerUserId)));
  return Number(row.fen);
}

export type MemberAccounts = { cny: number; coin: number };

/** The ids of a member's two wallets, created on first use. */
export async function memberAccounts(db: Executor, userId: number): Promise<MemberAccounts> {
  const found = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), inArray(ledgerAccounts.kind, Object.keys(MEMBER_ACCOUNT_KINDS))));
  if (found.length < 2) {
    await db
      .insert(ledgerAccounts)
      .values((Object.keys(MEMBER_ACCOUNT_KINDS) as MemberAccountKind[]).map((kind) => ({ kind, ownerUserId: userId, currency: MEMBER_ACCOUNT_KINDS[kind].currency, allowNegative: false })))
      .onConflictDoNothing();
    return memberAccounts(db, userId);
  }
  const of = (kind: MemberAccountKind) => found.find((r) => r.kind === kind)!.id;
  return { cny: of('member_cny'), coin: of('member_coin') };
}

export type Balances = { cnyFen: number; coinFen: number; heldFen: number };

/** A member's balances: what each wallet holds now (available), and the CNY held by open withdrawals. */
export async function memberBalances(db: Executor, userId: number): Promise<Balances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, userId), inArray(ledgerAccounts.kind, Object.keys(MEMBER_ACCOUNT_KINDS))));
  const [held] = await db
    .select({ fen: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, [...HELD_STATES])));
  return {
    cnyFen: rows.find((r) => r.kind === 'member_cny')?.balanceFen ?? 0,
    coinFen: rows.find((r) => r.kind === 'member_coin')?.balanceFen ?? 0,
    heldFen: Number(held?.fen ?? 0),
  };
}

export type Reconciliation = {
  ok: boolean;
  checkedAt: number;
  accounts: number;
  transfers: number;
  /** The sum of every posting ever made: zero in a healthy ledger. */
  totalFen: number;
  /** Accounts whose cached balance differs from the sum of their postings. */
  mismatchedAccounts: Array<{ accountId: number; kind: string; ownerUserId: number | null; balanceFen: number; postingsFen: number }>;
  /** Transfers whose postings do not sum to zero, overall or within a currency (or that have fewer than two). */
  unbalancedTransfers: Array<{ transferId: number; sumFen: number; postings: number }>;
  /** Accounts that must not be negative and are. */
  negativeAccounts: Array<{ accountId: number; kind: string; ownerUserId: number | null; balanceFen: number }>;
  /** The pending-withdrawals account against the withdrawals still held. */
  pendingWithdrawals: { ledgerFen: number; openWithdrawalsFen: number };
  /** The sum of the postings of each currency (CNY, COIN): each zero. */
  totalsByCurrency: Array<{ currency: string; totalFen: number }>;
  /** The CNY held behind the platform coins against the coins in circulation (1:1: equal). */
  coinBacking: { reserveFen: number; coinsInCirculationFen: number };
};

/** Checks the whole ledger (read-only; see `Reconciliation`). */
export async function reconcile(db: Database, at: Date): Promise<Reconciliation> {
  const mismatched = rowsOf<{ account_id: number; kind: string; owner_user_id: number | null; balance_fen: string; postings_fen: string }>(
    await db.execute(sql`
      select a.id as account_id, a.kind, a.owner_user_id, a.balance_fen, coalesce(p.total, 0) as postings_fen
      from ledger_accounts a
      left join (select account_id, sum(amount_fen) as total from ledger_postings group by account_id) p on p.account_id = a.id
      where a.balance_fen <> coalesce(p.total, 0)`),
  );
  const unbalanced = rowsOf<{ transfer_id: number; sum_fen: string; postings: string }>(
    await db.execute(sql`
      select t.id as transfer_id, coalesce(sum(p.amount_fen), 0) as sum_fen, count(p.id) as postings
      from ledger_transfers t left join ledger_postings p on p.transfer_id = t.id
      group by t.id having coalesce(sum(p.amount_fen), 0) <> 0 or count(p.id) < 2
      union all
      -- balanced overall but not within a currency (CNY against platform coin)
      select p.transfer_id, sum(p.amount_fen) as sum_fen, count(*) as postings
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by p.transfer_id, a.currency having sum(p.amount_fen) <> 0`),
  );
  const negative = rowsOf<{ account_id: number; kind: string; owner_user_id: number | null; balance_fen: string }>(
    await db.execute(sql`select id as account_id, kind, owner_user_id, balance_fen from ledger_accounts where not allow_negative and balance_fen < 0`),
  );
  const byCurrency = rowsOf<{ currency: string; total: string }>(
    await db.execute(sql`select a.currency, coalesce(sum(p.amount_fen), 0) as total
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id group by a.currency order by a.currency`),
  );
  const [backing] = rowsOf<{ reserve: string; issuance: string }>(
    await db.execute(sql`select
      (select coalesce(sum(balance_fen), 0) from ledger_accounts where kind = 'platform_coin_reserve') as reserve,
      (select coalesce(sum(balance_fen), 0) from ledger_accounts where kind = 'platform_coin_issuance') as issuance`),
  );
  const [totals] = rowsOf<{ total: string; accounts: string; transfers: string }>(
    await db.execute(sql`select
      (select coalesce(sum(amount_fen), 0) from ledger_postings) as total,
      (select count(*) from ledger_accounts) as accounts,
      (select count(*) from ledger_transfers) as transfers`),
  );
  const [pending] = rowsOf<{ ledger: string; open: string }>(
    await db.execute(sql`select
      (select coalesce(sum(balance_fen), 0) from ledger_accounts where kind = 'platform_pending_withdrawals') as ledger,
      (select coalesce(sum(amount_fen), 0) from withdrawals where status in ('awaitingPayout', 'paying')) as open`),
  );
  const report: Reconciliation = {
    ok: false,
    checkedAt: at.getTime(),
    accounts: Number(totals.accounts),
    transfers: Number(totals.transfers),
    totalFen: Number(totals.total),
    mismatchedAccounts: mismatched.map((r) => ({ accountId: Number(r.account_id), kind: r.kind, ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id), balanceFen: Number(r.balance_fen), postingsFen: Number(r.postings_fen) })),
    unbalancedTransfers: unbalanced.map((r) => ({ transferId: Number(r.transfer_id), sumFen: Number(r.sum_fen), postings: Number(r.postings) })),
    negativeAccounts: negative.map((r) => ({ accountId: Number(r.account_id), kind: r.kind, ownerUserId: r.owner_user_id === null ? null : Number(r.owner_user_id), balanceFen: Number(r.balance_fen) })),
    pendingWithdrawals: { ledgerFen: Number(pending.ledger), openWithdrawalsFen: Number(pending.open) },
    totalsByCurrency: byCurrency.map((r) => ({ currency: r.currency, totalFen: Number(r.total) })),
    coinBacking: { reserveFen: Number(backing.reserve), coinsInCirculationFen: 0 - Number(backing.issuance) },
  };
  report.ok =
    report.totalFen === 0 &&
    report.mismatchedAccounts.length === 0 &&
    report.unbalancedTransfers.length === 0 &&
    report.negativeAccounts.length === 0 &&
    report.totalsByCurrency.every((c) => c.totalFen === 0) &&
    report.coinBacking.reserveFen === report.coinBacking.coinsInCirculationFen &&
    report.pendingWithdrawals.ledgerFen === report.pendingWithdrawals.openWithdrawalsFen;
  return report;
}
