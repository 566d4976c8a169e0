/**
 * Wallet balance and settings, and recharge orders (docs/contracts.md "Wallets and the ledger"). Member routes act
 * on the caller's own orders only (another member's order answers 404); money-moving calls need an
 * `Idempotency-Key`. Operations routes require the `operations` role (admin passes).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { RECHARGE_STATUS_CODE } from '../../machines/wallet/recharge-order.machine';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageBody, pageOf, str, tokenRequired, transitionSchema, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { idempotencyKeyOf } from './idempotency';
import { choiceFilter, createdRange, idempotencyHeaders, idParams } from './wallet-responses';
import { createRechargeService, rechargeView, type RechargePageQuery, type RechargeRow } from './recharge.service';

const ms = (description: string): JsonSchema => ({ type: ['integer', 'null'], description });

export const rechargeOrderSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderNo: { type: 'string' },
    status: { type: 'string', description: "Spec 3 recharge status: '0' awaiting transfer, '1' awaiting proof, '2' awaiting review, '3' done, '4' failed" },
    state: { type: 'string', description: 'The machine state (machines/wallet/recharge-order.machine.ts)' },
    amountFen: { type: 'integer' },
    bankCardId: { type: 'integer' },
    cardBankName: { type: 'string', description: 'In the caller’s language' },
    cardLast4: { type: 'string' },
    remarkCode: { type: 'string', description: 'Written in the transfer’s remark' },
    transferReference: { type: ['string', 'null'] },
    voucherKey: { type: ['string', 'null'], description: 'Object key of the voucher screenshot' },
    reason: { type: ['string', 'null'], description: "Operations' rejection reason, or 'expired' / 'cancelled'" },
    deadlineAt: { type: 'integer', description: 'ms: remit (or resubmit) before this' },
    createdAt: { type: 'integer' },
    submittedAt: ms('ms: the last voucher'),
    completedAt: ms('ms: credited'),
  },
};

const opsRechargeSchema: JsonSchema = {
  type: 'object',
  properties: {
    ...(rechargeOrderSchema.properties as object),
    userId: { type: 'integer' },
    memberPhone: { type: ['string', 'null'] },
    memberEmail: { type: ['string', 'null'] },
    realName: { type: ['string', 'null'], description: 'The verified real name (or organisation name)' },
    duplicateOf: { type: 'array', items: { type: 'string' }, description: 'Order numbers of other live orders with the same transfer reference or voucher image' },
  },
};

const statusCodes = Object.values(RECHARGE_STATUS_CODE);

export function rechargeRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const recharges = createRechargeService(ctx);
  const me = (request: FastifyRequest) => requireAuth(request).user.id;
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
  const view = (request: FastifyRequest, row: RechargeRow) => rechargeView(row, request.lang);

  return async (app) => {
    const wallet = { tags: ['wallet'], security: tokenRequired };

    app.get('/wallet/v1/balance', {
      schema: {
        ...wallet,
        summary: 'My balances',
        description: 'Available CNY, platform coins, and the CNY held by withdrawals not yet paid out or failed (all in fen).',
        response: { 200: envelope({ type: 'object', properties: { cnyFen: { type: 'integer' }, coinFen: { type: 'integer' }, heldFen: { type: 'integer' } } }), ...errorResponses(401) },
      },
    }, async (request) => ok(request, await recharges.balance(me(request))));

    app.get('/wallet/v1/config', {
      schema: {
        ...wallet,
        summary: 'Wallet settings the pages show',
        description: 'The recharge minimum, the withdrawal fee rate, the remittance window, and the platform account to remit to (demo defaults in the caller’s language; a configured account as configured).',
        response: {
          200: envelope({
            type: 'object',
            properties: {
              minRechargeFen: { type: 'integer' },
              withdrawFeeRateBp: { type: 'integer' },
              remitWindowHours: { type: 'integer' },
              recipient: { type: 'object', properties: { accountName: { type: 'string' }, cardNumber: { type: 'string' }, bankName: { type: 'string' }, bankAddress: { type: 'string' } } },
            },
          }),
          ...errorResponses(401),
        },
      },
    }, async (request) => {
      requireAuth(request);
      return ok(request, recharges.config(request.lang));
    });

    app.post<{ Body: { amountFen: number; bankCardId: number } }>('/wallet/v1/recharge/create', {
      schema: {
        ...wallet,
        summary: 'Create a recharge order',
        description:
          'Needs a verified real name and one of the caller’s verified cards; at least 1 yuan; at most 5 open orders. ' +
          'The answer shows the remark code and the deadline. Idempotency-Key: a retry with the same key and body answers the same order; the same key with another body is 400.',
        headers: idempotencyHeaders,
        body: bodyOf({ amountFen: { type: 'number' }, bankCardId: { type: 'integer' } }),
        response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401) },
      },
    }, async (request) => {
      const userId = me(request);
      const { result } = await recharges.create(userId, idempotencyKeyOf(request), request.body, request.lang);
      return ok(request, result, 'rechargeCreated');
    });

    app.get<{ Params: { id: string } }>('/wallet/v1/recharge/:id', {
      schema: { ...wallet, summary: 'One of my recharge orders', params: idParams, response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, view(request, await recharges.get(me(request), idOf(request)))));

    app.post<{ Params: { id: string } }>('/wallet/v1/recharge/:id/confirm-transfer', {
      schema: { ...wallet, summary: '"I have transferred": on to the voucher step', params: idParams, response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, view(request, await recharges.confirmTransfer(me(request), idOf(request))), 'rechargeTransferConfirmed'));

    app.post<{ Params: { id: string }; Body: { transferReference: string; voucherKey: string } }>('/wallet/v1/recharge/:id/voucher', {
      schema: {
        ...wallet,
        summary: 'Submit the voucher: the transfer reference and a screenshot the caller uploaded',
        description: 'Also the resubmission after a rejection. The voucher key must name an image the caller uploaded (another member’s key: 400).',
        params: idParams,
        body: bodyOf({ transferReference: str(60), voucherKey: str(200) }),
        response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, view(request, await recharges.submitVoucher(requireAuth(request), idOf(request), request.body)), 'rechargeVoucherSubmitted'));

    app.post<{ Params: { id: string } }>('/wallet/v1/recharge/:id/cancel', {
      schema: { ...wallet, summary: 'Cancel an order not yet under review', params: idParams, response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, view(request, await recharges.cancel(me(request), idOf(request))), 'rechargeCancelled'));

    app.post<{ Body: RechargePageQuery }>('/wallet/v1/recharge/pages', {
      config: { readOnly: true },
      schema: {
        ...wallet,
        summary: 'My recharge record, newest first',
        description: "Filters: status (spec 3 code '0'-'4'), from/to (ms, on the creation time, inclusive).",
        body: pageBody('member', { status: choiceFilter(statusCodes), ...createdRange }),
        response: { 200: envelope(pageOf(rechargeOrderSchema)), ...errorResponses(401) },
      },
    }, async (request) => {
      const { rows, total } = await recharges.page(me(request), request.body);
      return ok(request, { records: rows.map((row) => view(request, row)), total_record: total });
    });

    // ---- operations ----
    const ops = { tags: ['operations'], security: tokenRequired };
    type OpsRow = Awaited<ReturnType<typeof recharges.opsPage>>['rows'][number];
    const opsView = (request: FastifyRequest, { order, phone, email, realName, duplicateOf }: OpsRow) => ({
      ...view(request, order),
      userId: order.userId,
      memberPhone: phone,
      memberEmail: email,
      realName,
      duplicateOf: duplicateOf ?? [],
    });

    app.post<{ Body: RechargePageQuery }>('/ops/v1/recharge/pages', {
      config: { readOnly: true },
      schema: {
        ...ops,
        summary: 'The recharge review queue',
        description: "Orders awaiting review first (oldest voucher first), then the rest newest first; with the member's phone, e-mail and verified name. status: spec 3 code '0'-'4' or the state name.",
        body: pageBody('operations', { status: choiceFilter([...statusCodes, ...Object.keys(RECHARGE_STATUS_CODE)]), ...createdRange }),
        response: { 200: envelope(pageOf(opsRechargeSchema)), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { rows, total } = await recharges.opsPage(request.body);
      return ok(request, { records: rows.map((row) => opsView(request, row)), total_record: total });
    });

    app.get<{ Params: { id: string } }>('/ops/v1/recharge/:id', {
      schema: {
        ...ops,
        summary: 'One recharge order with its history',
        params: idParams,
        response: { 200: envelope({ type: 'object', properties: { order: opsRechargeSchema, history: { type: 'array', items: transitionSchema } } }), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { history, ...found } = await recharges.opsDetail(idOf(request));
      return ok(request, {
        order: opsView(request, found),
        history,
      });
    });

    app.post<{ Params: { id: string } }>('/ops/v1/recharge/:id/approve', {
      schema: {
        ...ops,
        summary: 'Approve: the money arrived; credits the member’s CNY wallet',
        description: 'Only an order awaiting review; never one’s own. Idempotency-Key: a retry answers the first approval and credits nothing more.',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      const key = idempotencyKeyOf(request);
      const { result } = await recharges.approve(staff.user.id, idOf(request), key, request.lang);
      return ok(request, result, 'rechargeApproved');
    });

    app.post<{ Params: { id: string }; Body: { reason: string } }>('/ops/v1/recharge/:id/reject', {
      schema: {
        ...ops,
        summary: 'Reject the voucher with a reason the member sees',
        description: 'Back to awaiting proof, with a new 24-hour window to resubmit.',
        params: idParams,
        body: bodyOf({ reason: str(500) }),
        response: { 200: envelope(rechargeOrderSchema), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, view(request, await recharges.reject(staff.user.id, idOf(request), request.body.reason)), 'rechargeRejected');
    });
  };
}
