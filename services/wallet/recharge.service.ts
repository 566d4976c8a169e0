/**
 * Recharge orders on the server: `rechargeOrderLifecycle` (machines/wallet) held by the entity store
 * (services/lib/entity-store.ts). The machine's `creditWallet` effect is the ledger transfer bank clearing →
 * member CNY, run inside the step's transaction, so an approved order and its money commit or roll back as one;
 * its key `recharge:{id}:credit` keeps it to one credit per order whatever happens to the request.
 *
 * Time reaches the machine as `timer.expired`, a deadline of the store: the scheduler delivers it, and a read
 * applies the due ones first (`expireDueRecharges`), so nobody sees an order past its window as still open.
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MIN_RECHARGE_FEN, validateAmountFen } from '../../machines/rules/money';
import { validateReason, validateTransferReference } from '../../machines/rules/wallet';
import {
  RECHARGE_STATUS_CODE,
  REMIT_WINDOW_HOURS,
  REMITTANCE_STATES,
  rechargeOrderLifecycle,
  type RechargeOrderEvent,
  type StoredRechargeState,
} from '../../machines/wallet/recharge-order.machine';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { rechargeOrders, realNameApplications, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { constraintOf, isUniqueViolation } from '../lib/db-errors';
import { check, failure, ServiceError } from '../lib/errors';
import { createEntityStore, type Actor, type StepOptions } from '../lib/entity-store';
import type { Lang } from '../lib/messages';
import { lockPlainRows } from '../lib/plain-lock';
import type { Auth } from '../plugins/auth';
import { requireOwnImage } from '../storage';
import { once } from './idempotency';
import { memberAccounts, memberBalances, platformAccount, transfer } from './ledger';
import { orderNumber, remarkCode } from './order-number';
import { bankNameOf, requireRealName, requireVerifiedCard } from './wallet-gates';

export const ENTITY_TYPE = rechargeOrderLifecycle.entityType;
/** `reference_type` of the ledger transfers that belong to a recharge order (the flow record joins on it). */
export const RECHARGE_REFERENCE = 'recharge_order';
/** Orders a member may have open (awaiting transfer, proof or review) at once: each one is a promise to remit. */
export const OPEN_RECHARGE_LIMIT = 5;
const OPEN_STATES: StoredRechargeState[] = ['awaitingTransfer', 'awaitingProof', 'awaitingReview'];
const HOUR_MS = 3_600_000;

export type RechargeRow = typeof rechargeOrders.$inferSelect;
type RechargeInsert = typeof rechargeOrders.$inferInsert;

/** The recharge orders' entity store: an order awaiting remittance fails when its window passes. */
export function rechargeStore(ctx: { db: ServicesContext['db']; clock: Clock }) {
  return createEntityStore<typeof rechargeOrderLifecycle.machine, RechargeRow, RechargeInsert>({
    lifecycle: rechargeOrderLifecycle,
    table: rechargeOrders,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    deadline: (row) => ((REMITTANCE_STATES as readonly string[]).includes(row.status) ? row.deadlineAt : null),
    onDeadline: () => ({ columns: { reason: 'expired' }, reason: 'expired' }),
  });
}

/** `rechargeOrder` of docs/contracts.md (times in ms). */
export function rechargeView(row: RechargeRow, lang: Lang) {
  const state = row.status as StoredRechargeState;
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: RECHARGE_STATUS_CODE[state],
    state,
    amountFen: row.amountFen,
    bankCardId: row.bankCardId,
    cardBankName: bankNameOf(row.cardBankCode, lang),
    cardLast4: row.cardLast4,
    remarkCode: row.remarkCode,
    transferReference: row.transferReference,
    voucherKey: row.voucherKey,
    reason: row.reason,
    deadlineAt: row.deadlineAt.getTime(),
    createdAt: row.createdAt.getTime(),
    submittedAt: row.submittedAt?.getTime() ?? null,
    completedAt: row.completedAt?.getTime() ?? null,
  };
}
export type RechargeView = ReturnType<typeof rechargeView>;

/** The stored state of a spec 3 status code ('0'-'4'), or a state name as it is. */
export function rechargeStateOf(status: string): StoredRechargeState | undefined {
  const byCode = (Object.entries(RECHARGE_STATUS_CODE) as Array<[StoredRechargeState, string]>).find(([, code]) => code === status)?.[0];
  return byCode ?? (status in RECHARGE_STATUS_CODE ? (status as StoredRechargeState) : undefined);
}

/** Orders past their remittance window fail ('expired'): the due deadlines, applied before a read answers. */
export async function expireDueRecharges(ctx: { db: ServicesContext['db']; clock: Clock }): Promise<number> {
  return rechargeStore(ctx).fireDueDeadlines();
}

export type RechargePageQuery = { pageNum: number; pageSize: number; status?: string | null; from?: number | null; to?: number | null };

export function createRechargeService(ctx: ServicesContext) {
  const now = () => new Date(ctx.clock.now());
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });
  const store = rechargeStore(ctx);
  const expireDue = () => store.fireDueDeadlines();

  function apply(tx: Transaction, row: RechargeRow, event: RechargeOrderEvent, actor: Actor, at: Date, columns: Partial<RechargeInsert> = {}, reason: string | null = null, options: StepOptions<RechargeInsert, RechargeRow> = {}) {
    return store.step(tx, row, event, actor, { columns, reason, at, ...options });
  }

  async function lock(tx: Executor, id: number, ownerId: number | null): Promise<RechargeRow> {
    const row = await store.lock(tx, id);
    // Another member's order is "not found": its existence is not revealed.
    if (!row || (ownerId !== null && row.userId !== ownerId)) throw failure(404, 'notFound');
    return row;
  }

  /**
   * A member's change to one of their orders. A deadline that passed is applied first, so an action on an expired
   * order is refused as expired; one that passes between that sweep and the lock is refused the same way.
   */
  async function memberChange(userId: number, id: number, fn: (tx: Transaction, row: RechargeRow, at: Date) => Promise<RechargeRow>): Promise<RechargeRow> {
    await expireDue();
    return ctx.db.transaction(async (tx) => {
      const row = await lock(tx, id, userId);
      const at = now();
      const remitting = (REMITTANCE_STATES as readonly string[]).includes(row.status);
      if ((remitting && row.deadlineAt <= at) || (row.status === 'failed' && row.reason === 'expired')) throw failure(400, 'rechargeExpired');
      return fn(tx, row, at);
    });
  }

  function pageWhere(userId: number | null, query: { status?: string | null; from?: number | null; to?: number | null }): SQL | undefined {
    const state = query.status ? rechargeStateOf(query.status) : undefined;
    return and(
      userId === null ? undefined : eq(rechargeOrders.userId, userId),
      state ? eq(rechargeOrders.status, state) : undefined,
      query.from != null ? gte(rechargeOrders.createdAt, new Date(query.from)) : undefined,
      query.to != null ? lte(rechargeOrders.createdAt, new Date(query.to)) : undefined,
    );
  }

  return {
    balance: (userId: number) => memberBalances(ctx.db, userId),

    config(lang: Lang) {
      const account = ctx.config.platformAccount;
      const localized = lang === 'en' ? account.en : account;
      return {
        minRechargeFen: MIN_RECHARGE_FEN,
        withdrawFeeRateBp: ctx.config.withdrawFeeRateBp,
        remitWindowHours: REMIT_WINDOW_HOURS,
        recipient: { accountName: localized.name, cardNumber: account.number, bankName: localized.bank, bankAddress: localized.address },
      };
    },

    /**
     * A new order for `amountFen` paid from one of the member's verified cards (real name required). Once per
     * Idempotency-Key: a retry answers the first order and creates nothing. The answer is stored in the caller's
     * language of the first request.
     */
    async create(userId: number, key: string, input: { amountFen: unknown; bankCardId: unknown }, lang: Lang): Promise<{ result: RechargeView; replayed: boolean }> {
      check(validateAmountFen(input.amountFen, { minFen: MIN_RECHARGE_FEN }));
      const amountFen = input.amountFen as number;
      await expireDue();
      const at = now();
      const attempt = () =>
        once(ctx.db, userId, key, 'recharge.create', { amountFen, bankCardId: input.bankCardId }, at, async (tx) => {
          // One member's creates take turns, so two at once cannot both slip under the open-order limit: no order
          // exists yet for a store to lock, so the member's user row is the turnstile.
          await lockPlainRows(tx.select({ id: users.id }).from(users).where(eq(users.id, userId)), 'no lifecycle: a turnstile for one member');
          await requireRealName(tx, userId);
          const card = await requireVerifiedCard(tx, userId, input.bankCardId);
          const [open] = await tx.select({ n: count() }).from(rechargeOrders).where(and(eq(rechargeOrders.userId, userId), inArray(rechargeOrders.status, OPEN_STATES)));
          if (Number(open.n) >= OPEN_RECHARGE_LIMIT) throw failure(400, 'rechargeOpenLimit');
          const row = await store.create(tx, {
            input: undefined,
            actor: member(userId),
            at,
            values: {
              orderNo: orderNumber('R', at),
              userId,
              amountFen,
              bankCardId: card.id,
              cardBankCode: card.bankCode,
              cardLast4: card.last4,
              remarkCode: remarkCode(),
              deadlineAt: new Date(at.getTime() + REMIT_WINDOW_HOURS * HOUR_MS),
              createdAt: at,
            },
            events: [{ event: { type: 'order.create', amountFen, bankCardId: card.id } }],
          });
          return rechargeView(row, lang);
        });
      try {
        return await attempt();
      } catch (error) {
        // A clash of random order numbers (one in a million within a second) rolled everything back: try once more.
        if (isUniqueViolation(error) && constraintOf(error) === 'recharge_orders_no_idx') return attempt();
        throw error;
      }
    },

    async get(userId: number, id: number): Promise<RechargeRow> {
      await expireDue();
      return lock(ctx.db, id, userId);
    },

    async confirmTransfer(userId: number, id: number): Promise<RechargeRow> {
      return memberChange(userId, id, (tx, row, at) => apply(tx, row, { type: 'transfer.confirm' }, member(userId), at));
    },

    /** The voucher: a transfer reference and the member's own uploaded screenshot (another's key: 400). */
    async submitVoucher(auth: Auth, id: number, input: { transferReference: string; voucherKey: string }): Promise<RechargeRow> {
      check(validateTransferReference(input.transferReference));
      try {
        await requireOwnImage(ctx.storage, auth, input.voucherKey);
      } catch (error) {
        if (error instanceof ServiceError && (error.code === 403 || error.code === 404)) throw failure(400, 'voucherNotOwn');
        throw error;
      }
      const userId = auth.user.id;
      const event = { type: 'voucher.submit' as const, transferReference: input.transferReference.trim(), voucherKey: input.voucherKey };
      return memberChange(userId, id, (tx, row, at) =>
        apply(tx, row, event, member(userId), at, { transferReference: event.transferReference, voucherKey: event.voucherKey, submittedAt: at, reason: null }),
      );
    },

    async cancel(userId: number, id: number): Promise<RechargeRow> {
      return memberChange(userId, id, (tx, row, at) => apply(tx, row, { type: 'order.cancel' }, member(userId), at, { reason: 'cancelled' }, 'cancelled'));
    },

    async page(userId: number, query: RechargePageQuery): Promise<{ rows: RechargeRow[]; total: number }> {
      await expireDue();
      const where = pageWhere(userId, query);
      const [total] = await ctx.db.select({ n: count() }).from(rechargeOrders).where(where);
      const rows = await ctx.db
        .select()
        .from(rechargeOrders)
        .where(where)
        .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { rows, total: Number(total.n) };
    },

    // ---- operations ----

    /** The review queue: orders awaiting review first (oldest submission first), then the rest newest first. */
    async opsPage(query: RechargePageQuery) {
      await expireDue();
      const where = pageWhere(null, query);
      const [total] = await ctx.db.select({ n: count() }).from(rechargeOrders).where(where);
      const rows = await ctx.db
        .select(opsColumns)
        .from(rechargeOrders)
        .innerJoin(users, eq(users.id, rechargeOrders.userId))
        .where(where)
        .orderBy(
          sql`CASE WHEN ${rechargeOrders.status} = 'awaitingReview' THEN 0 ELSE 1 END`,
          sql`CASE WHEN ${rechargeOrders.status} = 'awaitingReview' THEN ${rechargeOrders.submittedAt} END ASC`,
          desc(rechargeOrders.createdAt),
          desc(rechargeOrders.id),
        )
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { rows, total: Number(total.n) };
    },

    async opsDetail(id: number) {
      await expireDue();
      const [found] = await ctx.db.select(opsColumns).from(rechargeOrders).innerJoin(users, eq(users.id, rechargeOrders.userId)).where(eq(rechargeOrders.id, id));
      if (!found) throw failure(404, 'notFound');
      return { ...found, history: await store.history(ctx.db, id) };
    },

    /**
     * Approves an order awaiting review: the machine's `creditWallet` moves the amount from bank clearing to the
     * member's CNY wallet in the same transaction as the state change. Once per Idempotency-Key of the reviewer;
     * a second approval with another key is refused by the machine (the order is done), and the ledger key
     * `recharge:{id}:credit` would refuse a second credit on its own.
     */
    async approve(staffId: number, id: number, key: string, lang: Lang): Promise<{ result: RechargeView; replayed: boolean }> {
      const at = now();
      return once(ctx.db, staffId, key, 'recharge.approve', { id }, at, async (tx) => {
        const row = await lock(tx, id, null);
        if (row.userId === staffId) throw failure(403, 'rechargeOwnOrder');
        const creditWallet = async () => {
          const wallet = await memberAccounts(tx, row.userId);
          const clearing = await platformAccount(tx, 'platform_bank_clearing');
          const credit = await transfer(tx, {
            key: `recharge:${row.id}:credit`,
            type: 'recharge',
            postings: [
              { accountId: clearing, amountFen: -row.amountFen },
              { accountId: wallet.cny, amountFen: row.amountFen },
            ],
            referenceType: RECHARGE_REFERENCE,
            referenceId: row.id,
            memo: row.orderNo,
            createdBy: staffId,
            at,
          });
          return { creditTransferId: credit.id };
        };
        const staff: Actor = { id: staffId, role: 'operations' };
        const approved = await apply(tx, row, { type: 'review.approve' }, staff, at, { reviewedBy: staffId, completedAt: at }, null, { effects: { creditWallet } });
        return rechargeView(approved, lang);
      });
    },

    /** Rejects a voucher with a reason the member sees: back to awaiting proof with a fresh window to resubmit. */
    async reject(staffId: number, id: number, reason: string): Promise<RechargeRow> {
      check(validateReason(reason));
      const text = reason.trim();
      return ctx.db.transaction(async (tx) => {
        const row = await lock(tx, id, null);
        if (row.userId === staffId) throw failure(403, 'rechargeOwnOrder');
        const at = now();
        return apply(tx, row, { type: 'review.reject', reason: text }, { id: staffId, role: 'operations' }, at, {
          reason: text,
          reviewedBy: staffId,
          deadlineAt: new Date(at.getTime() + REMIT_WINDOW_HOURS * HOUR_MS),
        }, text);
      });
    },
  };
}

/** What operations see with an order: the member's contacts and verified name (person or organisation). */
const opsColumns = {
  order: rechargeOrders,
  phone: users.phone,
  email: users.primaryEmail,
  realName: sql<string | null>`(
    select coalesce(${realNameApplications.realName}, ${realNameApplications.organisationName})
    from ${realNameApplications}
    where ${realNameApplications.userId} = ${rechargeOrders.userId} and ${realNameApplications.status} = 'verified'
    limit 1)`,
  /**
   * Other live orders (any member) with the same transfer reference or the same voucher image: one remittance must
   * not be credited twice, so operations see them before approving.
   */
  duplicateOf: sql<string[]>`(
    select coalesce(array_agg(other.order_no order by other.id), '{}')
    from recharge_orders other
    where other.id <> ${rechargeOrders.id} and other.status <> 'failed'
      and ((${rechargeOrders.transferReference} is not null and upper(other.transfer_reference) = upper(${rechargeOrders.transferReference}))
        or (${rechargeOrders.voucherKey} is not null and other.voucher_key = ${rechargeOrders.voucherKey})))`,
};

export type RechargeService = ReturnType<typeof createRechargeService>;
