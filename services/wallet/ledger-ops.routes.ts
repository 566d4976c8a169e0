/**
 * Operations' view of the ledger (docs/contracts.md "Wallets and the ledger"): the reconciliation check and CSV
 * exports of the transfers (one row per posting), the recharge orders and the withdrawals, optionally between two
 * times (ms, on the creation time, inclusive). Role `operations` (admin passes).
 */
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RECHARGE_STATUS_CODE, type StoredRechargeState } from '../../machines/wallet/recharge-order.machine';
import { WITHDRAW_STATUS_CODE, type StoredWithdrawalState } from '../../machines/wallet/withdrawal.machine';
import type { ServicesContext } from '../context';
import { ledgerAccounts, ledgerPostings, ledgerTransfers, rechargeOrders, users, withdrawals } from '../db/schema';
import { failure } from '../lib/errors';
import { ok } from '../lib/reply';
import { envelope, errorResponses, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireRole } from '../plugins/auth';
import { beijingTime, toCsv, yuanCell, type CsvCell } from './csv';
import { reconcile } from './ledger';
import { RECHARGE_REFERENCE } from './recharge.service';
import { bankNameOf } from './wallet-gates';
import { REFERENCE_TYPE as WITHDRAWAL_REFERENCE } from './withdrawal.service';

const accountIssue: JsonSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'integer' },
    kind: { type: 'string' },
    ownerUserId: { type: ['integer', 'null'] },
    balanceFen: { type: 'integer' },
    postingsFen: { type: 'integer', description: 'The sum of the account’s postings (mismatches only)' },
  },
};

const reconciliationSchema: JsonSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean', description: 'Every check below passed' },
    checkedAt: { type: 'integer' },
    accounts: { type: 'integer' },
    transfers: { type: 'integer' },
    totalFen: { type: 'integer', description: 'The sum of every posting: zero' },
    mismatchedAccounts: { type: 'array', items: accountIssue, description: 'Cached balance ≠ sum of postings' },
    unbalancedTransfers: {
      type: 'array',
      items: { type: 'object', properties: { transferId: { type: 'integer' }, sumFen: { type: 'integer' }, postings: { type: 'integer' } } },
    },
    negativeAccounts: { type: 'array', items: accountIssue },
    pendingWithdrawals: {
      type: 'object',
      properties: { ledgerFen: { type: 'integer' }, openWithdrawalsFen: { type: 'integer' } },
      description: 'The pending-withdrawals account against the withdrawals still held',
    },
    totalsByCurrency: {
      type: 'array',
      items: { type: 'object', properties: { currency: { type: 'string' }, totalFen: { type: 'integer' } } },
      description: 'The sum of the postings of each currency (CNY, COIN): each zero',
    },
    coinBacking: {
      type: 'object',
      properties: { reserveFen: { type: 'integer' }, coinsInCirculationFen: { type: 'integer' } },
      description: 'The CNY in the coin reserve against the platform coins in circulation (1:1: equal)',
    },
  },
};

/** Epoch milliseconds as a query parameter. */
const MS = { type: 'string', pattern: '^[0-9]{1,16}$' };
const rangeQuery: JsonSchema = { type: 'object', properties: { from: MS, to: MS } };

type Range = { from?: string; to?: string };

function rangeOf(column: PgColumn, query: Range): SQL | undefined {
  const from = query.from === undefined ? undefined : Number(query.from);
  const to = query.to === undefined ? undefined : Number(query.to);
  if ((from !== undefined && from > 8_640_000_000_000_000) || (to !== undefined && to > 8_640_000_000_000_000)) throw failure(400, 'badRequest');
  return and(from === undefined ? undefined : gte(column, new Date(from)), to === undefined ? undefined : lte(column, new Date(to)));
}

function sendCsv(reply: FastifyReply, name: string, at: Date, body: string) {
  const stamp = String(beijingTime(at)).replace(/[-: ]/g, '').replace(/^(\d{8})/, '$1-');
  const encoded = encodeURIComponent(`${name}-${stamp}.csv`);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
    .header('download-filename', encoded)
    .header('access-control-expose-headers', 'download-filename')
    .send(body);
}

export const TRANSFER_COLUMNS = [
  'transfer_id', 'posting_id', 'created_at (UTC+8)', 'type', 'reference_type', 'reference_id', 'order_no', 'reverses_transfer_id', 'memo', 'created_by',
  'account_id', 'account_kind', 'owner_user_id', 'currency', 'amount_yuan', 'amount_fen', 'balance_after_yuan', 'balance_after_fen',
] as const;

export const RECHARGE_COLUMNS = [
  'id', 'order_no', 'user_id', 'member_phone', 'member_email', 'status', 'state', 'amount_yuan', 'amount_fen', 'card_bank', 'card_last4', 'remark_code',
  'transfer_reference', 'reason', 'created_at (UTC+8)', 'deadline_at (UTC+8)', 'submitted_at (UTC+8)', 'completed_at (UTC+8)', 'credit_transfer_id', 'reviewed_by',
] as const;

export const WITHDRAWAL_COLUMNS = [
  'id', 'order_no', 'user_id', 'member_phone', 'member_email', 'status', 'state', 'amount_yuan', 'amount_fen', 'fee_yuan', 'fee_fen', 'fee_rate_bp',
  'received_yuan', 'received_fen', 'card_bank', 'card_last4', 'cardholder_name', 'bank_reference', 'reason', 'started_by', 'paid_by',
  'created_at (UTC+8)', 'paying_at (UTC+8)', 'arrived_at (UTC+8)', 'hold_transfer_id', 'settle_transfer_id',
] as const;

export function ledgerOpsRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const now = () => new Date(ctx.clock.now());

  return async (app) => {
    const ops = { tags: ['operations'], security: tokenRequired };
    const csvResponses = {
      200: {
        description: 'UTF-8 with a BOM; the file name in `download-filename` (URI-encoded) and Content-Disposition',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...errorResponses(401, 403),
    };

    /** A CSV export: operations only, the rows between two optional times, sent as the download `<file>-<time>.csv`. */
    const csvExport = (
      path: string,
      summary: string,
      file: string,
      columns: readonly string[],
      cellsOf: (request: FastifyRequest<{ Querystring: Range }>) => Promise<CsvCell[][]>,
    ) =>
      app.get<{ Querystring: Range }>(path, { schema: { ...ops, summary, querystring: rangeQuery, response: csvResponses } }, async (request, reply) => {
        requireRole(request, 'operations');
        const body = toCsv(columns, await cellsOf(request));
        return sendCsv(reply, file, now(), body);
      });

    app.get('/ops/v1/ledger/reconciliation', {
      schema: {
        ...ops,
        summary: 'Check that the whole ledger adds up',
        description: 'Postings sum to zero overall and per transfer, cached balances equal their postings, no account that must not be negative is, and the pending-withdrawals account equals the withdrawals still held.',
        response: { 200: envelope(reconciliationSchema), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      return ok(request, await reconcile(ctx.db, now()));
    });

    csvExport('/ops/v1/ledger/export/transfers.csv', 'Export the ledger: one row per posting', 'ledger-transfers', TRANSFER_COLUMNS, async (request) => {
      const rows = await ctx.db
        .select({
          posting: ledgerPostings,
          transfer: ledgerTransfers,
          account: { kind: ledgerAccounts.kind, ownerUserId: ledgerAccounts.ownerUserId, currency: ledgerAccounts.currency },
          rechargeNo: rechargeOrders.orderNo,
          withdrawalNo: withdrawals.orderNo,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .leftJoin(rechargeOrders, and(eq(ledgerTransfers.referenceType, RECHARGE_REFERENCE), eq(ledgerTransfers.referenceId, sql`${rechargeOrders.id}::text`)))
        .leftJoin(withdrawals, and(eq(ledgerTransfers.referenceType, WITHDRAWAL_REFERENCE), eq(ledgerTransfers.referenceId, sql`${withdrawals.id}::text`)))
        .where(rangeOf(ledgerTransfers.createdAt, request.query))
        .orderBy(asc(ledgerTransfers.id), asc(ledgerPostings.id));
      return rows.map(({ posting, transfer, account, rechargeNo, withdrawalNo }): CsvCell[] => [
        transfer.id, posting.id, beijingTime(transfer.createdAt), transfer.type, transfer.referenceType, transfer.referenceId, rechargeNo ?? withdrawalNo,
        transfer.reversesTransferId, transfer.memo, transfer.createdBy,
        posting.accountId, account.kind, account.ownerUserId, account.currency, yuanCell(posting.amountFen), posting.amountFen,
        yuanCell(posting.balanceAfterFen), posting.balanceAfterFen,
      ]);
    });

    csvExport('/ops/v1/ledger/export/recharges.csv', 'Export the recharge orders', 'recharges', RECHARGE_COLUMNS, async (request) => {
      const rows = await ctx.db
        .select({ order: rechargeOrders, phone: users.phone, email: users.primaryEmail })
        .from(rechargeOrders)
        .innerJoin(users, eq(users.id, rechargeOrders.userId))
        .where(rangeOf(rechargeOrders.createdAt, request.query))
        .orderBy(asc(rechargeOrders.id));
      return rows.map(({ order, phone, email }): CsvCell[] => [
        order.id, order.orderNo, order.userId, phone, email, RECHARGE_STATUS_CODE[order.status as StoredRechargeState], order.status,
        yuanCell(order.amountFen), order.amountFen, bankNameOf(order.cardBankCode, request.lang), order.cardLast4, order.remarkCode,
        order.transferReference, order.reason, beijingTime(order.createdAt), beijingTime(order.deadlineAt), beijingTime(order.submittedAt),
        beijingTime(order.completedAt), order.creditTransferId, order.reviewedBy,
      ]);
    });

    csvExport('/ops/v1/ledger/export/withdrawals.csv', 'Export the withdrawals', 'withdrawals', WITHDRAWAL_COLUMNS, async (request) => {
      const rows = await ctx.db
        .select({ w: withdrawals, phone: users.phone, email: users.primaryEmail })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(rangeOf(withdrawals.createdAt, request.query))
        .orderBy(asc(withdrawals.id));
      return rows.map(({ w, phone, email }): CsvCell[] => [
        w.id, w.orderNo, w.userId, phone, email, WITHDRAW_STATUS_CODE[w.status as StoredWithdrawalState], w.status,
        yuanCell(w.amountFen), w.amountFen, yuanCell(w.feeFen), w.feeFen, w.feeRateBp, yuanCell(w.receivedFen), w.receivedFen,
        bankNameOf(w.cardBankCode, request.lang), w.cardLast4, w.cardholderName, w.bankReference, w.reason, w.startedBy, w.paidBy,
        beijingTime(w.createdAt), beijingTime(w.payingAt), beijingTime(w.arrivedAt), w.holdTransferId, w.settleTransferId,
      ]);
    });
  };
}
