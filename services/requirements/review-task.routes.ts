/**
 * The analysis review (stage 2, step 2, kind 4; designed here: the spec names "breakdown plan review and scoring",
 * /review/review and /review/scoringTable, not the routes): the caller's review task per accepted invitation with
 * the scorecard and the plans, the guidelines' acknowledgement, saved and submitted scores. Bodies are checked by
 * their schema (unknown fields refused), then by the scorecard rules (machines/rules/scorecard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { CRITERIA_MAX, REVIEW_COMMENT_MAX } from '../../machines/rules/scorecard';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pathRowId, rowIdParams, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createReviewTaskService, type ItemReview } from './review-task.service';

const bearer = [{ bearer: [] }];

const localized: JsonSchema = { type: 'object', properties: { zh: { type: 'string' }, en: { type: 'string' } } };
const scoresSchema: JsonSchema = {
  type: 'object',
  maxProperties: CRITERIA_MAX,
  propertyNames: { type: 'string', maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  additionalProperties: { type: 'number' },
  description: 'Score per criterion key, whole numbers 0-10',
};
const reviewInput: JsonSchema = {
  type: 'object',
  properties: { itemId: rowIdSchema, scores: scoresSchema, comment: { ...str(REVIEW_COMMENT_MAX * 4), description: `At most ${REVIEW_COMMENT_MAX} characters` } },
  required: ['itemId', 'scores', 'comment'],
  additionalProperties: false,
};
const taskSchema: JsonSchema = {
  type: 'object',
  properties: {
    invitationId: { type: 'integer' },
    requirement: { type: 'object', properties: { id: { type: 'integer' }, requirementNo: { type: 'string' }, title: { type: 'string' }, state: { type: 'string' } } },
    cate: { type: 'integer' },
    taskId: { type: ['integer', 'null'] },
    state: { type: ['string', 'null'], description: 'open, scoring, submitted, timedOut, refused; null before the task is opened' },
    taskState: { type: ['string', 'null'], description: 'Spec 3 task state: -1 failed (refused), 1 in progress, 2 done, 3 timed out' },
    scorecard: {
      type: 'object',
      properties: {
        criteria: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, label: localized, weight: { type: 'integer' } } } },
        passMark: { type: 'integer', description: 'A plan passes when its mean weighted total (0-100) reaches it' },
      },
    },
    items: { type: 'array', items: { type: 'object', properties: { itemId: { type: 'integer' }, label: { type: 'integer', description: 'Plan 1, 2, … by submission order' } } } },
    reviews: {
      type: 'array',
      items: { type: 'object', properties: { itemId: { type: 'integer' }, scores: { type: 'object', additionalProperties: { type: 'integer' } }, comment: { type: 'string' }, totalTenths: { type: ['integer', 'null'], description: 'Weighted total in tenths of a point (0-1000); null until every criterion is scored' } } },
    },
    guidelinesAcknowledged: { type: 'boolean' },
    conflict: { type: ['string', 'null'], description: 'publisher, provider or funder: a conflict of interest that refuses the task' },
    expiredAt: { type: ['integer', 'null'] },
    editable: { type: 'boolean' },
    availableEvents: { type: 'array', items: { type: 'string' } },
  },
};

export function reviewTaskRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createReviewTaskService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    app.get<{ Params: { id: string } }>('/requ/v1/review/task/:id', {
      schema: { ...tags, summary: 'My analysis review task for one of my kind-4 invitations: the scorecard, the plans, my scores', params: rowIdParams, response: { 200: envelope(taskSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.task(requireAuth(request).user.id, pathRowId(request.params.id))));

    app.post<{ Body: { id: number } }>('/requ/v1/review/guidelines', {
      schema: {
        ...tags,
        summary: 'Acknowledge the review guidelines (independence, impartiality, objectivity, confidentiality)',
        description: 'Opens the task. A conflict of interest (publisher, analyst of a plan, funder) refuses it: 400 with data.reason conflictOfInterest.',
        body: bodyOf({ id: rowIdSchema }),
        response: { 200: envelope(taskSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await service.acknowledge(requireAuth(request).user.id, request.body.id), 'guidelinesAcknowledged'));

    for (const [path, submit] of [['/requ/v1/review/scores/save', false], ['/requ/v1/review/scores/submit', true]] as const) {
      app.post<{ Body: { id: number; reviews: ItemReview[] } }>(path, {
        schema: {
          ...tags,
          summary: submit ? 'Submit my scores of every plan in review' : 'Save my scores (some plans or criteria may be left)',
          description: 'id: the accepted kind-4 invitation; the task opens on the first call (a conflict of interest refuses it). Submitting completes the task once.',
          body: bodyOf({ id: rowIdSchema, reviews: { type: 'array', items: reviewInput, maxItems: 50 } }),
          response: { 200: envelope(taskSchema), ...errorResponses(401, 404) },
        },
      }, async (request) => {
        const userId = requireAuth(request).user.id;
        const answer = submit ? await service.submit(userId, request.body.id, request.body.reviews) : await service.save(userId, request.body.id, request.body.reviews);
        return ok(request, answer, submit ? 'reviewSubmitted' : 'reviewSaved');
      });
    }
  };
}
