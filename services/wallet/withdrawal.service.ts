/**
 * Withdrawals on the server: `withdrawalLifecycle` (machines/wallet) held by the entity store
 * (services/lib/entity-store.ts). The ledger effects the machine names (`holdFunds`, `settlePayout`,
 * `releaseHold`) run inside the step's transaction, so money and state commit or roll back together. Money
 * requests go through `once` (Idempotency-Key): a retry moves nothing.
 *
 * The request is checked cheaply first (amount, gates, transaction password), so a refused request spends no code
 * key; the withdraw-identity code key is used inside the transaction that holds the money, so a request refused
 * there (e.g. insufficient balance) leaves the key usable and writes nothing.
 */
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { minWithdrawalFen, validateAmountFen, withdrawalFee } from '../../machines/rules/money';
import { validateBankReference, validateReason } from '../../machines/rules/wallet';
import {
  mayMarkPaid,
  WITHDRAW_STATUS_CODE,
  withdrawalLifecycle,
  type StoredWithdrawalState,
  type WithdrawalContext,
  type WithdrawalEvent,
} from '../../machines/wallet/withdrawal.machine';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { constraintOf, isUniqueViolation } from '../lib/db-errors';
import { check, failure, ruleFailure } from '../lib/errors';
import { createEntityStore, type Actor } from '../lib/entity-store';
import type { Lang } from '../lib/messages';
import { createCodesRepository, createPayPasswordCheck, createSecurityService, createVerificationService, type UserRow } from '../member';
import { once, storedAnswer } from './idempotency';
import { memberAccounts, platformAccount, reverse, transfer } from './ledger';
import { orderNumber } from './order-number';
import { WALLET_PAY_PASSWORD_MESSAGES } from './pay';
import { bankNameOf, requireRealName, requireVerifiedCard } from './wallet-gates';

export const ENTITY_TYPE = withdrawalLifecycle.entityType;
export const REFERENCE_TYPE = 'withdrawal';
const CREATE_SCOPE = 'withdraw.create';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

const STATE_OF_CODE = Object.fromEntries(Object.entries(WITHDRAW_STATUS_CODE).map(([state, code]) => [code, state])) as Record<string, StoredWithdrawalState>;

/** A spec 3 status code ('0'-'3') or a state name → the stored state; null when it is neither. */
export function withdrawalStateOf(status: string): StoredWithdrawalState | null {
  if (status in STATE_OF_CODE) return STATE_OF_CODE[status];
  return status in WITHDRAW_STATUS_CODE ? (status as StoredWithdrawalState) : null;
}

export type WithdrawQuote = { amountFen: number; feeFen: number; feeRateBp: number; receivedFen: number };

/** The fee of an amount (400 with the amount rule's text when the amount is not one). */
export function quoteWithdrawal(amountFen: unknown, rateBp: number): WithdrawQuote {
  const min = minWithdrawalFen(rateBp);
  check(validateAmountFen(amountFen, { minFen: min }));
  const amount = amountFen as number;
  const feeFen = withdrawalFee(amount, rateBp);
  return { amountFen: amount, feeFen, feeRateBp: rateBp, receivedFen: amount - feeFen };
}

/** What a member sees of a withdrawal: the card by bank and last four digits only. */
export function withdrawalView(row: WithdrawalRow, lang: Lang) {
  const state = row.status as StoredWithdrawalState;
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: WITHDRAW_STATUS_CODE[state],
    state,
    amountFen: row.amountFen,
    feeFen: row.feeFen,
    feeRateBp: row.feeRateBp,
    receivedFen: row.receivedFen,
    bankCardId: row.bankCardId,
    cardBankName: bankNameOf(row.cardBankCode, lang),
    cardLast4: row.cardLast4,
    bankReference: row.bankReference,
    reason: row.reason,
    createdAt: row.createdAt.getTime(),
    payingAt: row.payingAt?.getTime() ?? null,
    arrivedAt: row.arrivedAt?.getTime() ?? null,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** What operations see: the member's contacts and the full card number to pay to, who started and who paid. */
export function opsWithdrawalView(row: WithdrawalRow, member: { phone: string | null; email: string | null }, lang: Lang) {
  return {
    ...withdrawalView(row, lang),
    userId: row.userId,
    memberPhone: member.phone,
    memberEmail: member.email,
    cardholderName: row.cardholderName,
    cardNumber: row.cardNumber,
    startedBy: row.startedBy,
    paidBy: row.paidBy,
    fourEyesFen: (row.context as WithdrawalContext).fourEyesFen,
  };
}

export type CreateWithdrawal = { amountFen: number; bankCardId: number; identifier: string; codeKey: string; transactionPassword: string };

export type WithdrawalFilter = { pageNum: number; pageSize: number; status?: string | null; from?: number | null; to?: number | null };

type WithdrawalInsert = typeof withdrawals.$inferInsert;

/** The withdrawals' entity store (no after-commit effects, no deadline: operations move every step). */
export function withdrawalStore(ctx: Pick<ServicesContext, 'db' | 'clock'>) {
  return createEntityStore<typeof withdrawalLifecycle.machine, WithdrawalRow, WithdrawalInsert>({
    lifecycle: withdrawalLifecycle,
    table: withdrawals,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    // The payout threshold and who started it are operations' business.
    memberContext: ({ startedBy: _s, paidBy: _p, fourEyesFen: _f, ...rest }) => rest,
  });
}

export function createWithdrawalService(ctx: ServicesContext) {
  const now = () => new Date(ctx.clock.now());
  const store = withdrawalStore(ctx);
  const checkPayPassword = createPayPasswordCheck(ctx);
  const verification = createVerificationService(ctx);

  /**
   * The machine's ledger effects for one step of `row`, bound to the transaction; each answers the transfer it made
   * (written with the row). The keys make a second application impossible even if a step were somehow repeated:
   * the ledger would find the first transfer.
   */
  function ledgerEffects(tx: Transaction, actor: Actor, at: Date) {
    return (row: WithdrawalRow) => {
      const base = { referenceType: REFERENCE_TYPE, referenceId: row.id, createdBy: actor.id, at };
      return {
        holdFunds: async () => {
          const member = await memberAccounts(tx, row.userId);
          const pending = await platformAccount(tx, 'platform_pending_withdrawals');
          const moved = await transfer(tx, {
            ...base,
            key: `withdraw:${row.id}:hold`,
            type: 'withdrawHold',
            postings: [
              { accountId: member.cny, amountFen: -row.amountFen },
              { accountId: pending, amountFen: row.amountFen },
            ],
          });
          return { holdTransferId: moved.id };
        },
        settlePayout: async () => {
          const pending = await platformAccount(tx, 'platform_pending_withdrawals');
          const clearing = await platformAccount(tx, 'platform_bank_clearing');
          const postings = [
            { accountId: pending, amountFen: -row.amountFen },
            { accountId: clearing, amountFen: row.amountFen - row.feeFen },
          ];
          // A zero posting is not a posting (the ledger refuses it): no fee, no fee line.
          if (row.feeFen > 0) postings.push({ accountId: await platformAccount(tx, 'platform_fees'), amountFen: row.feeFen });
          const moved = await transfer(tx, { ...base, key: `withdraw:${row.id}:payout`, type: 'withdrawPayout', postings });
          return { settleTransferId: moved.id };
        },
        releaseHold: async () => {
          const release = { ...base, key: `withdraw:${row.id}:release`, type: 'withdrawRelease' as const };
          if (row.holdTransferId !== null) return { settleTransferId: (await reverse(tx, row.holdTransferId, release)).id };
          const member = await memberAccounts(tx, row.userId);
          const pending = await platformAccount(tx, 'platform_pending_withdrawals');
          const moved = await transfer(tx, {
            ...release,
            postings: [
              { accountId: pending, amountFen: -row.amountFen },
              { accountId: member.cny, amountFen: row.amountFen },
            ],
          });
          return { settleTransferId: moved.id };
        },
      };
    };
  }

  /** Applies one event to a locked row with its ledger effects, in `tx`. */
  function apply(tx: Transaction, row: WithdrawalRow, event: WithdrawalEvent, actor: Actor, columns: Partial<WithdrawalInsert> = {}, reason: string | null = null) {
    const at = now();
    return store.step(tx, row, event, actor, { columns, reason, at, effects: ledgerEffects(tx, actor, at) });
  }

  async function lock(tx: Executor, id: number, ownerId: number | null): Promise<WithdrawalRow> {
    const row = await store.lock(tx, id);
    // Another member's withdrawal is "not found": its existence is not revealed.
    if (!row || (ownerId !== null && row.userId !== ownerId)) throw failure(404, 'notFound');
    return row;
  }

  /** The row for an operator's decision: nobody pays out (or fails) their own withdrawal. */
  async function lockForStaff(tx: Executor, id: number, staffId: number): Promise<WithdrawalRow> {
    const row = await lock(tx, id, null);
    if (row.userId === staffId) throw failure(403, 'withdrawOwnOrder');
    return row;
  }

  async function read(id: number): Promise<WithdrawalRow> {
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) throw failure(404, 'notFound');
    return row;
  }

  /** Inserts the withdrawal and submits it: the amount is held (`holdFunds`), in `tx`. */
  async function insert(tx: Transaction, user: UserRow, quote: WithdrawQuote, cardId: number): Promise<WithdrawalRow> {
    const card = await requireVerifiedCard(tx, user.id, cardId);
    const at = now();
    const actor: Actor = { id: user.id, role: 'member' };
    const event: WithdrawalEvent = { type: 'withdraw.submit', amountFen: quote.amountFen, feeFen: quote.feeFen, feeRateBp: quote.feeRateBp, bankCardId: card.id };
    return store.create(tx, {
      input: { fourEyesFen: ctx.config.withdrawFourEyesFen },
      actor,
      at,
      values: {
        orderNo: orderNumber('W', at),
        userId: user.id,
        amountFen: quote.amountFen,
        feeFen: quote.feeFen,
        feeRateBp: quote.feeRateBp,
        receivedFen: quote.receivedFen,
        bankCardId: card.id,
        cardBankCode: card.bankCode,
        cardLast4: card.last4,
        cardNumber: card.cardNumber,
        cardholderName: card.cardholderName,
        createdAt: at,
      },
      events: [{ event, options: { effects: ledgerEffects(tx, actor, at) } }],
    });
  }

  /** Runs `fn`, and once more when the random order number collided (one in a million within a second). */
  async function withFreshOrderNumber<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isUniqueViolation(error) && constraintOf(error) === 'withdrawals_no_idx') return fn();
      throw error;
    }
  }

  /** Runs one operations decision on a withdrawal once per Idempotency-Key; the answer is the withdrawal. */
  async function decide(staffId: number, id: number, key: string, scope: string, params: unknown, fn: (tx: Transaction, row: WithdrawalRow) => Promise<WithdrawalRow>) {
    const { result } = await once(ctx.db, staffId, key, scope, { id, ...(params as object) }, now(), async (tx) => {
      const row = await fn(tx, await lockForStaff(tx, id, staffId));
      return { withdrawalId: row.id };
    });
    return read(result.withdrawalId);
  }

  const staff = (id: number): Actor => ({ id, role: 'operations' });

  return {
    quote(amountFen: unknown): WithdrawQuote {
      return quoteWithdrawal(amountFen, ctx.config.withdrawFeeRateBp);
    },

    /**
     * Asks for a withdrawal: the amount is held at once. A retry with the same Idempotency-Key and body answers
     * the same withdrawal (as it is now) and holds nothing more; it is answered before the gates and the password
     * check (idempotency.ts `storedAnswer`).
     */
    async create(user: UserRow, input: CreateWithdrawal, idempotencyKey: string): Promise<WithdrawalRow> {
      const quote = quoteWithdrawal(input.amountFen, ctx.config.withdrawFeeRateBp);
      // What makes two requests the same is what they ask for: the amount and the card. The password and the
      // identity proof (code key) only authorise it, and a member who lost the answer may have to verify again
      // with a new code before retrying: that retry must find the first withdrawal, not make a second one.
      const params = { amountFen: quote.amountFen, bankCardId: input.bankCardId };
      const stored = await storedAnswer<{ withdrawalId: number }>(ctx.db, user.id, idempotencyKey, CREATE_SCOPE, params);
      if (stored) return read(stored.withdrawalId);
      await requireRealName(ctx.db, user.id);
      await requireVerifiedCard(ctx.db, user.id, input.bankCardId);
      await checkPayPassword(user.id, input.transactionPassword, WALLET_PAY_PASSWORD_MESSAGES);
      // The HMAC key is read (and cached) before the transaction: on PGlite a query outside it would wait forever.
      await ctx.secret();
      const { result } = await withFreshOrderNumber(() =>
        once(ctx.db, user.id, idempotencyKey, CREATE_SCOPE, params, now(), async (tx) => {
          // The code key is used in the transaction that holds the money: refused later, it stays usable.
          const security = createSecurityService({ ...ctx, repos: { ...ctx.repos, codes: createCodesRepository(tx) } }, verification);
          if (!(await security.consumeMemberKey(user, 'withdraw', input.identifier, input.codeKey))) throw ruleFailure({ rule: 'codeKeyInvalid' }, 'codeKeyInvalid');
          const row = await insert(tx, user, quote, input.bankCardId);
          return { withdrawalId: row.id };
        }),
      );
      return read(result.withdrawalId);
    },

    /** One of the member's own withdrawals (another member's: 404). */
    async get(userId: number, id: number): Promise<WithdrawalRow> {
      const row = await read(id);
      if (row.userId !== userId) throw failure(404, 'notFound');
      return row;
    },

    /** The member's withdrawals, newest first; from/to are inclusive ms bounds of the creation time. */
    async page(userId: number, filter: WithdrawalFilter) {
      const conditions: SQL[] = [eq(withdrawals.userId, userId)];
      if (filter.status) {
        const state = withdrawalStateOf(filter.status);
        if (!state) throw failure(400, 'badField', { field: 'status' });
        conditions.push(eq(withdrawals.status, state));
      }
      if (filter.from != null) conditions.push(gte(withdrawals.createdAt, new Date(filter.from)));
      if (filter.to != null) conditions.push(lte(withdrawals.createdAt, new Date(filter.to)));
      const where = and(...conditions);
      const [total] = await ctx.db.select({ n: count() }).from(withdrawals).where(where);
      const rows = await ctx.db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize);
      return { rows, total: Number(total.n) };
    },

    // ---- operations ----

    /** The payout queue: awaiting payout first, then paying (oldest first, as they are paid), then the closed ones, newest first. */
    async opsPage(input: { pageNum: number; pageSize: number; status?: string | null }) {
      let where: SQL | undefined;
      if (input.status) {
        const state = withdrawalStateOf(input.status);
        if (!state) throw failure(400, 'badField', { field: 'status' });
        where = eq(withdrawals.status, state);
      }
      const [total] = await ctx.db.select({ n: count() }).from(withdrawals).where(where);
      const rows = await ctx.db
        .select({ withdrawal: withdrawals, phone: users.phone, email: users.primaryEmail })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(where)
        .orderBy(
          sql`CASE ${withdrawals.status} WHEN 'awaitingPayout' THEN 0 WHEN 'paying' THEN 1 ELSE 2 END`,
          sql`CASE WHEN ${withdrawals.status} IN ('awaitingPayout', 'paying') THEN ${withdrawals.createdAt} END ASC`,
          desc(withdrawals.createdAt),
          desc(withdrawals.id),
        )
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize);
      return { rows, total: Number(total.n) };
    },

    async opsDetail(id: number) {
      const [found] = await ctx.db
        .select({ withdrawal: withdrawals, phone: users.phone, email: users.primaryEmail })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(eq(withdrawals.id, id));
      if (!found) throw failure(404, 'notFound');
      return { ...found, history: await store.history(ctx.db, id) };
    },

    /** An operator begins the bank transfer; who it was is recorded (the four-eyes rule looks at it). */
    async start(staffId: number, id: number): Promise<WithdrawalRow> {
      return ctx.db.transaction(async (tx) => {
        const row = await lockForStaff(tx, id, staffId);
        return apply(tx, row, { type: 'payout.start', actorId: staffId }, staff(staffId), { startedBy: staffId, payingAt: now() });
      });
    },

    /** The payout left the platform's account: the held amount goes to bank clearing and the fee to the fee account. */
    async markPaid(staffId: number, id: number, bankReference: string, key: string): Promise<WithdrawalRow> {
      check(validateBankReference(bankReference));
      const reference = bankReference.trim();
      return decide(staffId, id, key, 'withdraw.paid', { bankReference: reference }, async (tx, row) => {
        // Asked before stepping so the refusal says why (the machine's guard alone would only say "not now").
        if (row.status === 'paying' && !mayMarkPaid(row.context as WithdrawalContext, staffId)) throw failure(403, 'fourEyesRequired');
        return apply(tx, row, { type: 'payout.paid', actorId: staffId, bankReference: reference }, staff(staffId), { paidBy: staffId, bankReference: reference, arrivedAt: now() });
      });
    },

    /** The payout did not go through: the whole amount returns to the member's wallet. */
    async markFailed(staffId: number, id: number, reason: string, key: string): Promise<WithdrawalRow> {
      check(validateReason(reason));
      const text = reason.trim();
      return decide(staffId, id, key, 'withdraw.fail', { reason: text }, (tx, row) =>
        apply(tx, row, { type: 'payout.fail', actorId: staffId, reason: text }, staff(staffId), { reason: text }, text),
      );
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
