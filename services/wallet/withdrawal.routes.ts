/**
 * Withdrawals (docs/contracts.md "Wallets and the ledger"; the spec does not show these paths). Member routes act
 * only on the caller's own withdrawals (another member's id answers 404); operations routes require the
 * `operations` role (admin passes). Money-moving calls need the `Idempotency-Key` header.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validateTransactionPassword } from '../../machines/rules/validation';
import { WITHDRAW_STATUS_CODE } from '../../machines/wallet/withdrawal.machine';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageBody, pageOf, str, tokenRequired, transitionSchema, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { idempotencyKeyOf } from './idempotency';
import { choiceFilter, createdRange, idempotencyHeaders, idParams, moneyErrorResponses } from './wallet-responses';
import { createWithdrawalService, opsWithdrawalView, withdrawalView, type CreateWithdrawal, type WithdrawalFilter } from './withdrawal.service';

const withdrawalSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderNo: { type: 'string' },
    status: { type: 'string', description: "Spec 3 withdraw status: '0' awaiting payout, '1' paying, '2' paid, '3' failed" },
    state: { type: 'string', description: 'awaitingPayout | paying | paid | failed (machines/wallet/withdrawal.machine.ts)' },
    amountFen: { type: 'integer' },
    feeFen: { type: 'integer' },
    feeRateBp: { type: 'integer' },
    receivedFen: { type: 'integer', description: 'Amount less fee: what reaches the card' },
    bankCardId: { type: 'integer' },
    cardBankName: { type: 'string', description: 'In the caller’s language' },
    cardLast4: { type: 'string' },
    bankReference: { type: ['string', 'null'] },
    reason: { type: ['string', 'null'] },
    createdAt: { type: 'integer', description: 'ms since epoch' },
    payingAt: { type: ['integer', 'null'] },
    arrivedAt: { type: ['integer', 'null'] },
  },
};

const opsWithdrawalSchema: JsonSchema = {
  type: 'object',
  properties: {
    ...(withdrawalSchema.properties as object),
    userId: { type: 'integer' },
    memberPhone: { type: ['string', 'null'] },
    memberEmail: { type: ['string', 'null'] },
    cardholderName: { type: 'string' },
    cardNumber: { type: 'string', description: 'The full number to pay to' },
    startedBy: { type: ['integer', 'null'], description: 'The operator who started the payout' },
    paidBy: { type: ['integer', 'null'] },
    fourEyesFen: { type: 'integer', description: 'Above this amount the one who started the payout cannot mark it paid' },
  },
};


export function withdrawalRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createWithdrawalService(ctx);
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  return async (app) => {
    const member = { tags: ['wallet'], security: tokenRequired };

    app.get<{ Querystring: { amountFen: string } }>('/wallet/v1/withdraw/quote', {
      schema: {
        ...member,
        summary: 'The handling fee of a withdrawal amount',
        description: 'The fee is WITHDRAW_FEE_RATE_BP basis points of the amount, rounded up to the fen.',
        querystring: { type: 'object', properties: { amountFen: str(20) }, required: ['amountFen'] },
        response: {
          200: envelope({ type: 'object', properties: { amountFen: { type: 'integer' }, feeFen: { type: 'integer' }, feeRateBp: { type: 'integer' }, receivedFen: { type: 'integer' } } }),
          ...errorResponses(401),
        },
      },
    }, async (request) => {
      requireAuth(request);
      const text = request.query.amountFen.trim();
      // A query value is text: only plain digits become a number, anything else fails the amount rule.
      return ok(request, service.quote(/^\d{1,16}$/.test(text) ? Number(text) : text));
    });

    app.post<{ Body: CreateWithdrawal }>('/wallet/v1/withdraw/create', {
      schema: {
        ...member,
        summary: 'Ask for a withdrawal: the amount is held at once',
        description:
          'Needs a verified real name, one of the caller’s verified cards, a withdraw-identity code key (smsType/emailType 5) for the caller’s own phone or e-mail, and the transaction password. A retry with the same Idempotency-Key and body answers the same withdrawal; another body with that key is 400.',
        headers: idempotencyHeaders,
        body: bodyOf({
          amountFen: { type: 'number' },
          bankCardId: { type: 'integer' },
          identifier: str(254),
          codeKey: str(200),
          transactionPassword: str(20),
        }),
        response: { 200: envelope(withdrawalSchema), ...moneyErrorResponses(401, 429) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      check(validateTransactionPassword(request.body.transactionPassword));
      const row = await service.create(auth.user, request.body, key);
      return ok(request, withdrawalView(row, request.lang), 'submitted');
    });

    app.get<{ Params: { id: string } }>('/wallet/v1/withdraw/:id', {
      schema: { ...member, summary: 'One of my withdrawals', params: idParams, response: { 200: envelope(withdrawalSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, withdrawalView(await service.get(requireAuth(request).user.id, idOf(request)), request.lang)));

    app.post<{ Body: WithdrawalFilter }>('/wallet/v1/withdraw/pages', {
      config: { readOnly: true },
      schema: {
        ...member,
        summary: 'My withdrawals, newest first',
        description: 'status: spec 3 code; from/to: inclusive bounds of the creation time in ms.',
        body: pageBody('member', { status: choiceFilter(Object.values(WITHDRAW_STATUS_CODE)), ...createdRange }),
        response: { 200: envelope(pageOf(withdrawalSchema)), ...errorResponses(401) },
      },
    }, async (request) => {
      const { rows, total } = await service.page(requireAuth(request).user.id, request.body);
      return ok(request, { records: rows.map((row) => withdrawalView(row, request.lang)), total_record: total });
    });

    // ---- operations ----
    const ops = { tags: ['operations'], security: tokenRequired };

    app.post<{ Body: { pageNum: number; pageSize: number; status?: string | null } }>('/ops/v1/withdraw/pages', {
      config: { readOnly: true },
      schema: {
        ...ops,
        summary: 'The payout queue',
        description: 'Awaiting payout first, then paying (oldest first), then the closed ones (newest first). status: spec 3 code or state name.',
        body: pageBody('operations', { status: { type: ['string', 'null'], maxLength: 20 } }),
        response: { 200: envelope(pageOf(opsWithdrawalSchema)), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { rows, total } = await service.opsPage(request.body);
      return ok(request, { records: rows.map(({ withdrawal, phone, email }) => opsWithdrawalView(withdrawal, { phone, email }, request.lang)), total_record: total });
    });

    app.get<{ Params: { id: string } }>('/ops/v1/withdraw/:id', {
      schema: {
        ...ops,
        summary: 'One withdrawal with its history',
        params: idParams,
        response: { 200: envelope({ type: 'object', properties: { withdrawal: opsWithdrawalSchema, history: { type: 'array', items: transitionSchema } } }), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { withdrawal, phone, email, history } = await service.opsDetail(idOf(request));
      return ok(request, {
        withdrawal: opsWithdrawalView(withdrawal, { phone, email }, request.lang),
        history,
      });
    });

    app.post<{ Params: { id: string } }>('/ops/v1/withdraw/:id/start', {
      schema: { ...ops, summary: 'Begin the bank transfer (the operator is recorded)', params: idParams, response: { 200: envelope(withdrawalSchema), ...errorResponses(401, 403, 404) } },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, withdrawalView(await service.start(staff.user.id, idOf(request)), request.lang), 'withdrawStarted');
    });

    app.post<{ Params: { id: string }; Body: { bankReference: string } }>('/ops/v1/withdraw/:id/paid', {
      schema: {
        ...ops,
        summary: 'The payout left the platform’s account: settle it',
        description: 'Above WITHDRAW_FOUR_EYES_FEN the operator who started the payout cannot mark it paid (403). Needs Idempotency-Key.',
        headers: idempotencyHeaders,
        params: idParams,
        body: bodyOf({ bankReference: str(100) }),
        response: { 200: envelope(withdrawalSchema), ...moneyErrorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      const key = idempotencyKeyOf(request);
      return ok(request, withdrawalView(await service.markPaid(staff.user.id, idOf(request), request.body.bankReference, key), request.lang), 'withdrawMarkedPaid');
    });

    app.post<{ Params: { id: string }; Body: { reason: string } }>('/ops/v1/withdraw/:id/fail', {
      schema: {
        ...ops,
        summary: 'The payout failed: release the hold',
        description: 'The reason is shown to the member. Needs Idempotency-Key.',
        headers: idempotencyHeaders,
        params: idParams,
        body: bodyOf({ reason: str(500) }),
        response: { 200: envelope(withdrawalSchema), ...moneyErrorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      const key = idempotencyKeyOf(request);
      return ok(request, withdrawalView(await service.markFailed(staff.user.id, idOf(request), request.body.reason, key), request.lang), 'withdrawMarkedFailed');
    });
  };
}
