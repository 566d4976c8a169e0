/**
 * A member's flow record (spec 3 "wallet transaction type"): the postings on their own two wallets, each with its
 * transfer's type and, when the transfer belongs to a recharge order or a withdrawal, that order's number. Movements
 * a member does not see as such (a payout settles the platform's accounts only) have no spec code
 * (TRANSFER_TYPES) and are never listed.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ServicesContext } from '../context';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, rechargeOrders, withdrawals } from '../db/schema';
import { failure } from '../lib/errors';
import type { Lang } from '../lib/messages';
import { MEMBER_ACCOUNT_KINDS, TRANSFER_TYPES, transferTypesOfCode, type MemberAccountKind, type TransferType } from './ledger-accounts';
import { RECHARGE_REFERENCE, rechargeView } from './recharge.service';
import { REFERENCE_TYPE as WITHDRAWAL_REFERENCE, withdrawalView } from './withdrawal.service';

export type WalletKind = 'cny' | 'coin';
const KIND_OF_WALLET: Record<WalletKind, MemberAccountKind> = { cny: 'member_cny', coin: 'member_coin' };
const WALLET_OF_KIND: Record<MemberAccountKind, WalletKind> = { member_cny: 'cny', member_coin: 'coin' };

/** The transfer types a member's flow lists: those with a spec code. */
export const LISTED_TYPES = (Object.keys(TRANSFER_TYPES) as TransferType[]).filter((type) => TRANSFER_TYPES[type] !== null);

export type FlowQuery = { pageNum: number; pageSize: number; type?: string | null; wallet?: WalletKind | null; from?: number | null; to?: number | null };

const columns = {
  id: ledgerPostings.id,
  transferId: ledgerPostings.transferId,
  amountFen: ledgerPostings.amountFen,
  balanceAfterFen: ledgerPostings.balanceAfterFen,
  createdAt: ledgerPostings.createdAt,
  transferType: ledgerTransfers.type,
  referenceType: ledgerTransfers.referenceType,
  referenceId: ledgerTransfers.referenceId,
  kind: ledgerAccounts.kind,
  rechargeNo: rechargeOrders.orderNo,
  withdrawalNo: withdrawals.orderNo,
};

type FlowRow = {
  id: number;
  transferId: number;
  amountFen: number;
  balanceAfterFen: number;
  createdAt: Date;
  transferType: string;
  referenceType: string | null;
  referenceId: string | null;
  kind: string;
  rechargeNo: string | null;
  withdrawalNo: string | null;
};

/** `flowEntry` of docs/contracts.md. */
export function flowEntryView(row: FlowRow) {
  return {
    id: Number(row.id),
    transferId: Number(row.transferId),
    type: TRANSFER_TYPES[row.transferType as TransferType] ?? '',
    transferType: row.transferType,
    wallet: WALLET_OF_KIND[row.kind as MemberAccountKind],
    amountFen: Number(row.amountFen),
    balanceAfterFen: Number(row.balanceAfterFen),
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    orderNo: row.rechargeNo ?? row.withdrawalNo ?? null,
    createdAt: row.createdAt.getTime(),
  };
}
export type FlowEntryView = ReturnType<typeof flowEntryView>;

export function createRecordsService(ctx: ServicesContext) {
  /** The caller's postings joined with their transfers and the order each transfer belongs to (the caller's only). */
  function flowQuery(userId: number, where: SQL | undefined) {
    return ctx.db
      .select(columns)
      .from(ledgerPostings)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .leftJoin(
        rechargeOrders,
        and(eq(ledgerTransfers.referenceType, RECHARGE_REFERENCE), eq(ledgerTransfers.referenceId, sql`${rechargeOrders.id}::text`), eq(rechargeOrders.userId, userId)),
      )
      .leftJoin(
        withdrawals,
        and(eq(ledgerTransfers.referenceType, WITHDRAWAL_REFERENCE), eq(ledgerTransfers.referenceId, sql`${withdrawals.id}::text`), eq(withdrawals.userId, userId)),
      )
      .where(and(eq(ledgerAccounts.ownerUserId, userId), inArray(ledgerAccounts.kind, Object.keys(MEMBER_ACCOUNT_KINDS)), where));
  }

  function filters(query: Omit<FlowQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
    const types = query.type ? transferTypesOfCode(query.type) : LISTED_TYPES;
    return and(
      inArray(ledgerTransfers.type, types.length > 0 ? types : ['']),
      query.wallet ? eq(ledgerAccounts.kind, KIND_OF_WALLET[query.wallet]) : undefined,
      query.from != null ? gte(ledgerPostings.createdAt, new Date(query.from)) : undefined,
      query.to != null ? lte(ledgerPostings.createdAt, new Date(query.to)) : undefined,
    );
  }

  return {
    /** The caller's flow record, newest first. */
    async page(userId: number, query: FlowQuery): Promise<{ records: FlowEntryView[]; total: number }> {
      const where = filters(query);
      const [total] = await ctx.db
        .select({ n: count() })
        .from(ledgerPostings)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(and(eq(ledgerAccounts.ownerUserId, userId), inArray(ledgerAccounts.kind, Object.keys(MEMBER_ACCOUNT_KINDS)), where));
      const rows = await flowQuery(userId, where)
        .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: rows.map(flowEntryView), total: Number(total.n) };
    },

    /**
     * One of the caller's transfers as a flow line, with the recharge order or withdrawal it belongs to. A transfer
     * that touches both of the caller's wallets (an exchange) has a line on each: `wallet` picks one, else the
     * first. Someone else's transfer, or one the flow does not list, is 404.
     */
    async detail(userId: number, transferId: number, wallet: WalletKind | null, lang: Lang) {
      const [row] = await flowQuery(userId, and(eq(ledgerPostings.transferId, transferId), filters({ wallet })))
        .orderBy(asc(ledgerPostings.id))
        .limit(1);
      if (!row) throw failure(404, 'notFound');
      const entry = flowEntryView(row);
      let order: ReturnType<typeof rechargeView> | ReturnType<typeof withdrawalView> | null = null;
      if (row.rechargeNo !== null) {
        const [found] = await ctx.db.select().from(rechargeOrders).where(and(eq(rechargeOrders.id, Number(row.referenceId)), eq(rechargeOrders.userId, userId)));
        order = found ? rechargeView(found, lang) : null;
      } else if (row.withdrawalNo !== null) {
        const [found] = await ctx.db.select().from(withdrawals).where(and(eq(withdrawals.id, Number(row.referenceId)), eq(withdrawals.userId, userId)));
        order = found ? withdrawalView(found, lang) : null;
      }
      return { entry, order };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
