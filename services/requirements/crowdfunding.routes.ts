/**
 * The review fee: the quote, personal payment and crowdfunding (stage 1, sub-step 3; docs/requirements.md). The
 * spec shows none of these paths; the JSON field names are the GraphQL contract's (schema.graphql: ReviewFeeQuote,
 * Campaign, Contribution). Money-moving calls (pay, contribute) need the `Idempotency-Key` header and the
 * transaction password; another member's requirement or a campaign the caller may not see answers 404.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BUDGET_MAX_FEN, RETURN_RATIO_MAX_BP } from '../../machines/rules/requirement';
import { validateTransactionPassword } from '../../machines/rules/validation';
import { REASON_MAX } from '../../machines/rules/wallet';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageBody, pageOf, str, tokenOptional, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { idempotencyHeaders, idempotencyKeyOf, moneyErrorResponses } from '../wallet';
import { CAMPAIGN_STATES, createCrowdfundingService, viewerOf, type ApplyBody, type ContributeBody } from './crowdfunding.service';
import { createFeeService, type PayFeeBody } from './fee.service';
import { requirementSchema } from './requirement.routes';
import { createRequirementService } from './requirement.service';

/** A positive id in the path (at most 9 digits: fits an integer column). */
const idParams: JsonSchema = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, required: ['id'] };
/** An id in a body. */
const bodyId: JsonSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
/** An amount of fen in a body: a number whose meaning (whole fen, minimum) the rules check, so their messages show. */
const amount: JsonSchema = { type: 'number', minimum: -BUDGET_MAX_FEN, maximum: BUDGET_MAX_FEN };
const ms = { type: ['integer', 'null'], description: 'ms since epoch' };

const quoteSchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementId: { type: 'integer' },
    minFeeFen: { type: 'integer', description: 'At least 10% of the budget, and at least what operations fixed' },
    serviceFeeBp: { type: 'integer', description: 'The platform service fee’s share, basis points (REVIEW_SERVICE_FEE_BP)' },
    serviceFeeFen: { type: 'integer', description: 'Of the minimum fee: the platform service fee (rounded down)' },
    reviewersFen: { type: 'integer', description: 'Of the minimum fee: what pays the assessors and experts' },
    coinBalanceFen: { type: 'integer' },
  },
};

const campaignSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    requirementId: { type: 'integer' },
    requirementNo: { type: 'string' },
    requirementTitle: { type: 'string' },
    state: { type: 'string', enum: CAMPAIGN_STATES, description: 'machines/requirement/crowdfunding.machine.ts' },
    status: { type: 'integer', description: 'Spec 3 crowdfunding-or-payment code: 2 applying, 3 in progress, 4 paid, -1 failed or cancelled, 1 rejected' },
    targetFen: { type: 'integer' },
    raisedFen: { type: 'integer' },
    leftFen: { type: 'integer' },
    minContributionFen: { type: 'integer', description: 'The least one contribution may be, or what is left when less remains' },
    returnRatioBp: { type: 'integer' },
    applicationDate: { type: 'string', description: 'YYYY-MM-DD' },
    endsAt: ms,
    contributors: { type: 'integer', description: 'Distinct funders' },
    reason: { type: ['string', 'null'] },
    canContribute: { type: 'boolean' },
    myContributionFen: { type: 'integer', description: 'The viewer’s held and settled contributions' },
  },
};

const contributionSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    campaignId: { type: 'integer' },
    requirementId: { type: 'integer' },
    requirementTitle: { type: 'string' },
    amountFen: { type: 'integer' },
    status: { type: 'string', enum: ['held', 'settled', 'refunded'] },
    shareBp: { type: ['integer', 'null'], description: 'Share of the offered return once funded, basis points (all shares sum to 10000)' },
    campaignState: { type: 'string' },
    createdAt: { type: 'integer' },
    refundedAt: ms,
  },
};

export function crowdfundingRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const fees = createFeeService(ctx);
  const service = createCrowdfundingService(ctx);
  const requirementViews = createRequirementService(ctx);
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  return async (app) => {
    const member = { tags: ['requirements'], security: tokenRequired };

    app.get<{ Params: { id: string } }>('/requ/v1/fee/quote/:id', {
      schema: {
        ...member,
        summary: 'The review fee of my requirement and its split',
        description: 'minFeeFen = max(the fee operations fixed, 10% of the budget); serviceFeeFen + reviewersFen = minFeeFen.',
        params: idParams,
        response: { 200: envelope(quoteSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await fees.quote(requireAuth(request).user.id, idOf(request))));

    app.post<{ Body: PayFeeBody }>('/requ/v1/fee/pay', {
      schema: {
        ...member,
        summary: 'Pay the review fee personally from the coin wallet',
        description:
          'The publisher only; amountFen at least the minimum fee; real name and profile required; the transaction password. ' +
          'Allowed while choosing the mode, after the payment window and after a failed crowdfunding; then the fee is in escrow ' +
          'and the requirement waits for pre-review. A short balance is 400 with data.reason insufficientBalance. ' +
          'A retry with the same Idempotency-Key and body answers the requirement and moves nothing.',
        headers: idempotencyHeaders,
        body: bodyOf({ id: bodyId, amountFen: amount, transactionPassword: str(20) }),
        response: { 200: envelope(requirementSchema), ...moneyErrorResponses(401, 404, 429) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      check(validateTransactionPassword(request.body.transactionPassword));
      const paid = await fees.pay(auth.user.id, request.body, key);
      return ok(request, await requirementViews.one(paid, { userId: auth.user.id, operations: false }), 'paymentCompleted');
    });

    app.post<{ Body: ApplyBody }>('/requ/v1/crowdfunding/apply', {
      schema: {
        ...member,
        summary: 'Apply to crowdfund the review fee',
        description:
          'The publisher only. amountFen (at least the minimum fee) becomes the target; returnRatioBp is the share of the future ' +
          'return offered to funders (0-10000); applicationDate YYYY-MM-DD from today (China time) to 30 days ahead. Operations review it.',
        body: bodyOf({
          id: bodyId,
          amountFen: amount,
          returnRatioBp: { type: 'integer', minimum: -RETURN_RATIO_MAX_BP, maximum: 10 * RETURN_RATIO_MAX_BP },
          applicationDate: str(10),
        }),
        response: { 200: envelope(campaignSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await service.apply(requireAuth(request).user.id, request.body), 'crowdfundingApplied'));

    app.get<{ Params: { id: string } }>('/requ/v1/crowdfunding/detail/:id', {
      schema: {
        ...member,
        security: tokenOptional,
        summary: 'A crowdfunding campaign',
        description: 'Anyone (signed in or not) once approved (open, funded, failed); applying, rejected and cancelled only for the publisher and operations (others: 404).',
        params: idParams,
        response: { 200: envelope(campaignSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const viewer = viewerOf(request.auth);
      return ok(request, await service.detail(idOf(request), viewer, request.tokenPresented && !request.auth));
    });

    app.post<{ Body: ContributeBody }>('/requ/v1/crowdfunding/contribute', {
      schema: {
        ...member,
        summary: 'Contribute to an open crowdfunding from the coin wallet',
        description:
          'amountFen greater than 0, at least 100 yuan (or all that is left when less remains), never beyond what is left; not the ' +
          'publisher; real name and profile required; the transaction password. The contribution that completes the target pays ' +
          'the review fee. A retry with the same Idempotency-Key and body answers the campaign and moves nothing.',
        headers: idempotencyHeaders,
        body: bodyOf({ campaignId: bodyId, amountFen: amount, transactionPassword: str(20) }),
        response: { 200: envelope(campaignSchema), ...moneyErrorResponses(401, 404, 429) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      check(validateTransactionPassword(request.body.transactionPassword));
      return ok(request, await service.contribute(auth.user.id, viewerOf(auth), request.body, key), 'contributionConfirmed');
    });

    app.post<{ Body: { pageNum: number; pageSize: number } }>('/requ/v1/crowdfunding/contributions', {
      config: { readOnly: true },
      schema: {
        ...member,
        summary: 'My contributions, newest first',
        body: pageBody('member'),
        response: { 200: envelope(pageOf(contributionSchema)), ...errorResponses(401) },
      },
    }, async (request) => ok(request, await service.myContributions(requireAuth(request).user.id, request.body)));

    // ---- operations ----
    const ops = { tags: ['operations'], security: tokenRequired };

    app.post<{ Body: { pageNum: number; pageSize: number; state?: string | null } }>('/ops/v1/crowdfunding/pages', {
      config: { readOnly: true },
      schema: {
        ...ops,
        summary: 'The crowdfunding queue',
        description: 'Applying first (oldest first), then the others, newest first. state: a campaign state.',
        body: pageBody('operations', { state: { type: ['string', 'null'], enum: [...CAMPAIGN_STATES, null] } }),
        response: { 200: envelope(pageOf(campaignSchema)), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, await service.opsPage(viewerOf(staff), request.body));
    });

    app.post<{ Params: { id: string } }>('/ops/v1/crowdfunding/:id/approve', {
      schema: {
        ...ops,
        summary: 'Approve a crowdfunding application: the window opens and funders are invited',
        params: idParams,
        response: { 200: envelope(campaignSchema), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, await service.approve(staff.user.id, idOf(request)), 'campaignApproved');
    });

    app.post<{ Params: { id: string }; Body: { reason: string } }>('/ops/v1/crowdfunding/:id/reject', {
      schema: {
        ...ops,
        summary: 'Reject a crowdfunding application with a reason (shown to the publisher)',
        params: idParams,
        body: bodyOf({ reason: str(REASON_MAX) }),
        response: { 200: envelope(campaignSchema), ...errorResponses(401, 403, 404) },
      },
    }, async (request) => {
      const staff = requireRole(request, 'operations');
      return ok(request, await service.reject(staff.user.id, idOf(request), request.body.reason), 'campaignRejected');
    });
  };
}
