/**
 * The member's flow record (docs/contracts.md "Wallets and the ledger"): postings on their own wallets only;
 * another member's transfer answers 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { envelope, errorResponses, pageBody, pageOf, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { TRANSFER_TYPES } from './ledger-accounts';
import { rechargeOrderSchema } from './recharge.routes';
import { createRecordsService, type FlowQuery, type WalletKind } from './records.service';
import { choiceFilter, createdRange } from './wallet-responses';

const flowEntrySchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The posting id' },
    transferId: { type: 'integer' },
    type: { type: 'string', description: "Spec 3 wallet transaction type: '1' exchange, '2' withdraw, '3' recharge, '4' pay review fee, '5' assessment fee earned (stage 2)" },
    transferType: { type: 'string', description: 'recharge, withdrawHold, withdrawRelease, exchange, payReviewFee' },
    wallet: { type: 'string', enum: ['cny', 'coin'] },
    amountFen: { type: 'integer', description: 'Signed: positive in, negative out' },
    balanceAfterFen: { type: 'integer' },
    referenceType: { type: ['string', 'null'], description: "'recharge_order', 'withdrawal', ..." },
    referenceId: { type: ['string', 'null'] },
    orderNo: { type: ['string', 'null'], description: 'The recharge or withdrawal order number, when there is one' },
    createdAt: { type: 'integer' },
  },
};

/** A recharge order or a withdrawal (which one: the entry's referenceType); the fields of both, those present sent. */
const orderSchema: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    ...(rechargeOrderSchema.properties as object),
    feeFen: { type: 'integer' },
    feeRateBp: { type: 'integer' },
    receivedFen: { type: 'integer' },
    bankReference: { type: ['string', 'null'] },
    payingAt: { type: ['integer', 'null'] },
    arrivedAt: { type: ['integer', 'null'] },
  },
};

const typeCodes = [...new Set(Object.values(TRANSFER_TYPES).filter((code): code is NonNullable<typeof code> => code !== null))].sort();

export function recordsRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const records = createRecordsService(ctx);
  const me = (request: FastifyRequest) => requireAuth(request).user.id;

  return async (app) => {
    const wallet = { tags: ['wallet'], security: tokenRequired };

    app.post<{ Body: FlowQuery }>('/wallet/v1/flow/pages', {
      config: { readOnly: true },
      schema: {
        ...wallet,
        summary: 'My flow record, newest first',
        description: "One line per posting on my wallets. Filters: type (spec 3 code '1'-'4', and '5' assessment fee earned), wallet (cny | coin), from/to (ms, inclusive).",
        body: pageBody('member', { type: choiceFilter(typeCodes), wallet: choiceFilter(['cny', 'coin']), ...createdRange }),
        response: { 200: envelope(pageOf(flowEntrySchema)), ...errorResponses(401) },
      },
    }, async (request) => {
      const { records: list, total } = await records.page(me(request), request.body);
      return ok(request, { records: list, total_record: total });
    });

    app.get<{ Params: { transferId: string }; Querystring: { wallet?: WalletKind } }>('/wallet/v1/flow/:transferId', {
      schema: {
        ...wallet,
        summary: 'One flow line with the order it belongs to',
        description: 'An exchange has a line on each wallet: `wallet` picks one (default: the first). The order is the recharge order or withdrawal the transfer belongs to, or null.',
        params: { type: 'object', properties: { transferId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } }, required: ['transferId'] },
        querystring: { type: 'object', properties: { wallet: { type: 'string', enum: ['cny', 'coin'] } } },
        response: { 200: envelope({ type: 'object', properties: { entry: flowEntrySchema, order: orderSchema } }), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const userId = me(request);
      return ok(request, await records.detail(userId, Number(request.params.transferId), request.query.wallet ?? null, request.lang));
    });
  };
}
