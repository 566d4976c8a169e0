/**
 * The all-people review of breakdown plans (designed here: the spec names /allPeopleReviewPlan, not its routes):
 * the plans with votes and comments for hall members, the publisher and operations; a vote (one per member,
 * changeable) and comments while the analysis review is open. See ./plan-opinion.service.ts for the rule.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { COMMENT_MAX, createPlanOpinionService } from './plan-opinion.service';

const bearer = [{ bearer: [] }];
const requirementNo = str(64, { minLength: 1 });
const opinionsSchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementNo: { type: 'string' },
    open: { type: 'boolean', description: 'Whether votes and comments are taken now (the analysis review’s window)' },
    refusal: { type: ['string', 'null'], description: 'Why the caller may not take part: notOpen, publisher, analyst, notInHall; null: they may' },
    myVote: { type: ['integer', 'null'] },
    plans: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          planId: { type: 'integer' },
          analyst: { type: 'integer', description: 'Plan 1, 2, … by submission order' },
          state: { type: 'string' },
          votes: { type: 'integer' },
          subTopics: { type: 'array', items: { type: 'object', properties: { position: { type: 'integer' }, title: { type: 'string' }, researchContent: { type: 'string' }, expectedResults: { type: 'string' } } } },
          comments: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, author: { type: 'string', description: 'The commenter’s nickname' }, mine: { type: 'boolean' }, body: { type: 'string' }, createdAt: { type: 'integer' } } } },
        },
      },
    },
  },
};

export function planOpinionRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createPlanOpinionService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    app.post<{ Body: { requirementNo: string } }>('/requ/v1/analysis/opinions', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'The all-people review: the plans with their votes and comments',
        description: 'For hall members, the publisher and operations; others 404.',
        body: bodyOf({ requirementNo }),
        response: { 200: envelope(opinionsSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return ok(request, await service.plans(request.body.requirementNo, { userId: auth.user.id, roles: auth.roles }));
    });

    app.post<{ Body: { requirementNo: string; planId: number } }>('/requ/v1/analysis/vote', {
      schema: {
        ...tags,
        summary: 'Vote for one plan in the all-people review (one vote, changeable while the review is open)',
        body: bodyOf({ requirementNo, planId: rowIdSchema }),
        response: { 200: envelope({ type: 'object', properties: { planId: { type: 'integer' } } }), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await service.vote(requireAuth(request).user.id, request.body.requirementNo, request.body.planId), 'opinionVoted'));

    app.post<{ Body: { requirementNo: string; planId: number; body: string } }>('/requ/v1/analysis/comment', {
      schema: {
        ...tags,
        summary: 'Comment on one plan in the all-people review',
        body: bodyOf({ requirementNo, planId: rowIdSchema, body: { ...str(COMMENT_MAX * 4), description: `1-${COMMENT_MAX} characters` } }),
        response: { 200: envelope({ type: 'object', properties: { id: { type: 'integer' } } }), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await service.comment(requireAuth(request).user.id, request.body.requirementNo, request.body.planId, request.body.body), 'opinionCommented'));
  };
}
