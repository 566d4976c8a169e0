/**
 * Bank cards (spec sections 3-8; the spec does not show these paths, so they follow its style, documented in
 * docs/contracts.md "Bank cards"). Member routes act only on the caller's own cards: another member's card id
 * answers 404. Operations routes require the `operations` role (admin passes).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validateDepositAmount, yuanToFen } from '../../machines/rules/bank-card';
import { validateTransactionPassword } from '../../machines/rules/validation';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { message } from '../messages';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, pageBody, pageOf, str, tokenRequired, transitionSchema, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { createBankCardService, cardView, type CardDetails } from './bank-cards.service';
import type { MicroDepositSender } from './micro-deposit';

const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['id'],
};

const cardSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', description: 'filling | verifying | failed | expired | locked | verified (machines/identity/bank-card.machine.ts)' },
    maskedNumber: { type: 'string' },
    last4: { type: 'string' },
    bankCode: { type: 'string' },
    bankName: { type: 'string', description: 'In the caller’s language' },
    ruralCreditUnion: { type: 'boolean' },
    cardType: { type: 'string' },
    cardholderName: { type: 'string' },
    branchName: { type: 'string' },
    mobile: { type: 'string', description: 'Masked (spec 9): 13800***001' },
    isDefault: { type: 'boolean' },
    attemptsLeft: { type: 'integer' },
    maxAttempts: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    depositSentAt: { type: ['integer', 'null'], description: 'ms since epoch' },
    expiresAt: { type: ['integer', 'null'], description: 'ms since epoch; while verifying' },
    verifiedAt: { type: ['integer', 'null'] },
    createdAt: { type: 'integer' },
    cardNumber: { type: 'string', description: 'The full number: only in the owner’s detail call' },
  },
};

const detailsBody = bodyOf({ cardNumber: str(40), branchName: str(200), mobile: str(20) });

export function bankCardRoutes(ctx: ServicesContext, deps: { microDeposit?: MicroDepositSender } = {}): FastifyPluginAsync {
  const cards = createBankCardService(ctx, deps);
  const me = (request: FastifyRequest) => requireAuth(request).user.id;
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
  const view = (request: FastifyRequest, row: Parameters<typeof cardView>[0]) => cardView(row, request.lang);

  return async (app) => {
    const member = { tags: ['bank-card'], security: tokenRequired };

    app.get('/member/v2/bank-card/holder', {
      schema: {
        ...member,
        summary: 'What the bind form needs',
        description: 'The fixed cardholder name (the verified real name, or null), whether the real-name and transaction-password gates are passed, and how many cards are verifying.',
        response: {
          200: envelope({
            type: 'object',
            properties: { cardholderName: { type: ['string', 'null'] }, realNameVerified: { type: 'boolean' }, payPasswordSet: { type: 'boolean' }, verifyingCount: { type: 'integer' } },
          }),
          ...errorResponses(401),
        },
      },
    }, async (request) => ok(request, await cards.holder(me(request))));

    app.get('/member/v2/bank-card/list', {
      schema: { ...member, summary: 'My cards (removed ones are not listed)', response: { 200: envelope({ type: 'array', items: cardSchema }), ...errorResponses(401) } },
    }, async (request) => {
      const rows = await cards.list(me(request));
      return ok(request, rows.map((row) => view(request, row)));
    });

    app.get<{ Params: { id: string } }>('/member/v2/bank-card/:id', {
      schema: { ...member, summary: 'One of my cards, with its full number', params: idParams, response: { 200: envelope(cardSchema), ...errorResponses(401, 404) } },
    }, async (request) => {
      const row = await cards.get(me(request), idOf(request));
      return ok(request, { ...view(request, row), cardNumber: row.cardNumber });
    });

    app.post<{ Body: CardDetails }>('/member/v2/bank-card/bind', {
      schema: {
        ...member,
        summary: 'Bind a debit card: sends a micro-deposit',
        description: 'Needs a verified real name (the cardholder) and a transaction password set. Refuses credit cards, unknown banks, Luhn failures, a card already bound, and a second card while one is verifying.',
        body: detailsBody,
        // 429: micro-deposits per member per day
        response: { 200: envelope(cardSchema), ...errorResponses(401, 429) },
      },
    }, async (request) => ok(request, view(request, await cards.bind(me(request), request.body)), 'bankCardDepositSent'));

    app.post<{ Params: { id: string }; Body: { amount: string } }>('/member/v2/bank-card/:id/confirm-amount', {
      schema: {
        ...member,
        summary: 'Back-fill the amount received (yuan, 2 decimals)',
        description: 'A right amount verifies the card (the first verified card becomes the default); a wrong one answers 200 with `correct: false` and one attempt less; the last wrong attempt locks the card (only removal).',
        params: idParams,
        body: bodyOf({ amount: str(20) }),
        response: { 200: envelope({ type: 'object', properties: { correct: { type: 'boolean' }, message: { type: 'string', description: 'The same as msg' }, card: cardSchema } }), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      check(validateDepositAmount(request.body.amount));
      const { row, correct } = await cards.confirmAmount(me(request), idOf(request), yuanToFen(request.body.amount));
      const key = correct ? 'bankCardVerified' : row.status === 'locked' ? 'bankCardAmountLimit' : 'bankCardAmountWrong';
      const attemptsLeft = (row.context as { attemptsLeft: number }).attemptsLeft;
      const msg = message(key, request.lang, { n: attemptsLeft });
      return { code: 200, msg, data: { correct, message: msg, card: view(request, row) } };
    });

    app.post<{ Params: { id: string }; Body: CardDetails }>('/member/v2/bank-card/:id/edit', {
      schema: { ...member, summary: 'Edit a failed or expired card: a new deposit', params: idParams, body: detailsBody, response: { 200: envelope(cardSchema), ...errorResponses(401, 404, 429) } },
    }, async (request) => ok(request, view(request, await cards.edit(me(request), idOf(request), request.body)), 'bankCardDepositSent'));

    app.post<{ Params: { id: string } }>('/member/v2/bank-card/:id/cancel', {
      schema: { ...member, summary: 'Cancel a verifying, failed or expired card', params: idParams, response: { 200: envelope(nullData), ...errorResponses(401, 404) } },
    }, async (request) => {
      await cards.cancel(me(request), idOf(request));
      return ok(request, null, 'bankCardCancelled');
    });

    app.post<{ Params: { id: string } }>('/member/v2/bank-card/:id/default', {
      schema: { ...member, summary: 'Make a verified card the default one', params: idParams, response: { 200: envelope(cardSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, view(request, await cards.setDefault(me(request), idOf(request))), 'bankCardDefaultSet'));

    app.post<{ Params: { id: string }; Body: { transactionPassword: string } }>('/member/v2/bank-card/:id/unlink', {
      schema: {
        ...member,
        summary: 'Unlink a verified card with the transaction password',
        description: 'Wrong passwords: 400; 5 wrong per member per 15 minutes: 429.',
        params: idParams,
        body: bodyOf({ transactionPassword: str(20) }),
        response: { 200: envelope(nullData), ...errorResponses(401, 404, 429) },
      },
    }, async (request) => {
      check(validateTransactionPassword(request.body.transactionPassword));
      await cards.unlink(me(request), idOf(request), request.body.transactionPassword);
      return ok(request, null, 'bankCardUnlinked');
    });

    app.post<{ Params: { id: string } }>('/member/v2/bank-card/:id/delete', {
      schema: { ...member, summary: 'Delete a locked, failed or expired card', params: idParams, response: { 200: envelope(nullData), ...errorResponses(401, 404) } },
    }, async (request) => {
      await cards.remove(me(request), idOf(request));
      return ok(request, null, 'bankCardDeleted');
    });

    // ---- operations ----
    const ops = { tags: ['operations'], security: tokenRequired };
    const opsCard: JsonSchema = {
      type: 'object',
      properties: { ...(cardSchema.properties as object), userId: { type: 'integer' }, memberPhone: { type: ['string', 'null'] }, memberEmail: { type: ['string', 'null'] } },
    };

    app.post<{ Body: { pageNum: number; pageSize: number; status?: string } }>('/ops/v1/bank-card/pages', {
      config: { readOnly: true },
      schema: {
        ...ops,
        summary: 'The bank-card verification queue',
        description: 'Every card with its status, attempts and deposit time; verifying cards first, oldest deposit first.',
        body: pageBody('operations', { status: str(20) }),
        response: { 200: envelope(pageOf(opsCard)), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { rows, total } = await cards.page(request.body);
      const records = rows.map(({ card, phone, email }) => ({ ...view(request, card), userId: card.userId, memberPhone: phone, memberEmail: email }));
      return ok(request, { records, total_record: total });
    });

    app.get<{ Params: { id: string } }>('/ops/v1/bank-card/:id', {
      schema: {
        ...ops,
        summary: 'One card with its decision history',
        params: idParams,
        response: { 200: envelope({ type: 'object', properties: { card: opsCard, history: { type: 'array', items: transitionSchema } } }), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const { card, phone, email, history } = await cards.opsDetail(idOf(request));
      return ok(request, {
        card: { ...view(request, card), userId: card.userId, memberPhone: phone, memberEmail: email },
        history,
      });
    });

    app.post<{ Params: { id: string }; Body: { reason: string } }>('/ops/v1/bank-card/:id/fail', {
      schema: {
        ...ops,
        summary: 'Mark a stuck verification failed, with a reason the member sees',
        params: idParams,
        body: bodyOf({ reason: str(500) }),
        response: { 200: envelope(cardSchema), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, view(request, await cards.opsFail(staff.user.id, idOf(request), request.body.reason)), 'bankCardMarkedFailed');
    });
  };
}
