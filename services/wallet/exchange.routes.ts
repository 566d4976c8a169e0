/** POST /wallet/v1/exchange (docs/contracts.md "Wallets and the ledger"): CNY ⇄ platform coin at 1:1. */
import type { FastifyPluginAsync } from 'fastify';
import { validateTransactionPassword } from '../../machines/rules/validation';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, str, tokenRequired } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createExchangeService, type ExchangeRequest } from './exchange.service';
import { idempotencyKeyOf } from './idempotency';
import { idempotencyHeaders, moneyErrorResponses } from './wallet-responses';

export function exchangeRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createExchangeService(ctx);
  return async (app) => {
    app.post<{ Body: ExchangeRequest }>('/wallet/v1/exchange', {
      schema: {
        tags: ['wallet'],
        security: tokenRequired,
        summary: 'Exchange between the CNY wallet and the platform-coin wallet (1:1)',
        description:
          'One ledger transfer of four postings (member wallets, coin reserve, coin issuance). Needs the transaction password and an Idempotency-Key; a retry with the same key and body answers the first result and moves nothing. A short balance is 400 with data.reason insufficientBalance.',
        headers: idempotencyHeaders,
        body: bodyOf({ direction: str(20), amountFen: { type: 'number' }, transactionPassword: str(20) }),
        response: {
          200: envelope({
            type: 'object',
            properties: {
              transferId: { type: 'integer' },
              cnyFen: { type: 'integer', description: 'Available CNY after the exchange' },
              coinFen: { type: 'integer' },
              heldFen: { type: 'integer', description: 'CNY held by open withdrawals' },
            },
          }),
          ...moneyErrorResponses(401, 429),
        },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      check(validateTransactionPassword(request.body.transactionPassword));
      return ok(request, await service.exchange(auth.user.id, request.body, key), 'exchanged');
    });
  };
}
