/**
 * Project analysis (stage 2, step 1, kind 3; designed here: the spec names the page "project breakdown into
 * sub-topics" and the message 'Sub-Topic Breakdown Expired', not the routes): the caller's breakdown plan per
 * accepted invitation, drafts, the submission, and a requirement's submitted plans for its publisher, operations
 * and analysis reviewers. Every body is checked by its schema (unknown fields refused), then by the sub-topic
 * rules (machines/rules/breakdown-plan.ts); a malformed plan is a 400 that changes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  METRICS_MAX,
  SUB_TOPIC_TEXT_MAX,
  SUB_TOPIC_TITLE_MAX,
  SUB_TOPICS_MAX,
  type SubTopic,
} from '../../machines/rules/breakdown-plan';
import { KEYWORDS_MAX } from '../../machines/rules/requirement';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, INT_MAX, pathRowId, rowIdParams, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createBreakdownPlanService } from './breakdown-plan.service';

const bearer = [{ bearer: [] }];

// text a little longer than the rules allow still reaches the rules, which name the limit in the caller's language
const text = (max: number): JsonSchema => str(max * 4);
const subTopicInput: JsonSchema = {
  type: 'object',
  properties: {
    title: { ...text(SUB_TOPIC_TITLE_MAX), description: `At most ${SUB_TOPIC_TITLE_MAX} characters` },
    categoryId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX, description: 'A request category id (/requ/v1/cate/list)' },
    keywords: { type: 'array', items: text(20), maxItems: KEYWORDS_MAX * 2 },
    researchContent: text(SUB_TOPIC_TEXT_MAX),
    expectedResults: text(SUB_TOPIC_TEXT_MAX),
    metrics: {
      type: 'array',
      maxItems: METRICS_MAX * 2,
      items: { type: 'object', properties: { name: text(50), target: text(100) }, required: ['name', 'target'], additionalProperties: false },
      description: `1-${METRICS_MAX} named targets of the expected results`,
    },
    technicalBasis: text(SUB_TOPIC_TEXT_MAX),
    integration: { type: 'boolean', description: 'The integration topic (at most one per plan)' },
  },
  required: ['title', 'categoryId', 'keywords', 'researchContent', 'expectedResults', 'metrics', 'technicalBasis', 'integration'],
  additionalProperties: false,
};
const subTopicView: JsonSchema = {
  type: 'object',
  properties: { ...(subTopicInput.properties as Record<string, JsonSchema>), id: { type: ['integer', 'null'] }, position: { type: 'integer', description: 'From 1, in the analyst’s order' } },
};
const codesSchema: JsonSchema = {
  type: ['object', 'null'],
  description: 'Spec 3 codes: task state (-1 failed, 1 in progress, 2 done, 3 timed out), plan review status (0 not started, 1 in review, 2 reviewed), result (1 selected, 2 not selected)',
  properties: { taskState: { type: 'string' }, reviewStatus: { type: ['string', 'null'] }, result: { type: ['string', 'null'] } },
};
const planSchema: JsonSchema = {
  type: 'object',
  properties: {
    invitationId: { type: 'integer' },
    requirement: { type: 'object', properties: { id: { type: 'integer' }, requirementNo: { type: 'string' }, title: { type: 'string' }, state: { type: 'string' } } },
    planId: { type: ['integer', 'null'] },
    state: { type: ['string', 'null'], description: 'draft, submitted, inReview, selected, notSelected, expired (Sub-Topic Breakdown Expired), cancelled; null before the first save' },
    codes: codesSchema,
    subTopics: { type: 'array', items: subTopicView },
    submittedAt: { type: ['integer', 'null'] },
    expiredAt: { type: ['integer', 'null'], description: 'When the analysis window ends, ms since epoch' },
    editable: { type: 'boolean' },
  },
};
const tenths = (description: string): JsonSchema => ({ type: ['integer', 'null'], description });
const reviewSummarySchema: JsonSchema = {
  type: ['object', 'null'],
  description: 'The analysis review’s scores once it decided the plan ended (the plan selected or not, or no plan passing); null while it runs. Points in tenths (725 = 72.5).',
  properties: {
    reviewers: { type: 'integer', description: 'Reviewers who submitted complete scores of the plan' },
    totals: { type: 'array', items: { type: 'integer' }, description: 'Each reviewer’s weighted total (0-1000 tenths), in the order the reviews were submitted' },
    meanTenths: tenths('The mean of the totals, half up; null without a review'),
    criteria: {
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'string' }, meanTenths: tenths('The mean 0-10 score of the criterion, in tenths, half up') } },
    },
    passes: { type: 'boolean', description: 'Whether the mean reaches the pass mark' },
  },
};
const scorecardSchema: JsonSchema = {
  type: 'object',
  properties: {
    criteria: {
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'string' }, label: { type: 'object', properties: { zh: { type: 'string' }, en: { type: 'string' } } }, weight: { type: 'integer' } } },
    },
    passMark: { type: 'integer' },
  },
};
const plansSchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementNo: { type: 'string' },
    scorecard: { ...scorecardSchema, description: 'The analysis review’s weighted scorecard (machines/rules/scorecard.ts)' },
    plans: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          planId: { type: 'integer' },
          analyst: { type: 'integer', description: 'Analyst 1, 2, … by the order they submitted' },
          state: { type: 'string' },
          codes: codesSchema,
          submittedAt: { type: ['integer', 'null'] },
          subTopics: { type: 'array', items: subTopicView },
          review: reviewSummarySchema,
        },
      },
    },
  },
};

export function breakdownPlanRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createBreakdownPlanService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    app.get<{ Params: { id: string } }>('/requ/v1/analysis/plan/:id', {
      schema: { ...tags, summary: 'My breakdown plan for one of my kind-3 invitations', params: rowIdParams, response: { 200: envelope(planSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.mine(requireAuth(request).user.id, pathRowId(request.params.id))));

    for (const [path, submit] of [['/requ/v1/analysis/plan/save', false], ['/requ/v1/analysis/plan/submit', true]] as const) {
      app.post<{ Body: { id: number; subTopics: SubTopic[] } }>(path, {
        schema: {
          ...tags,
          summary: submit ? 'Submit my breakdown plan' : 'Save my breakdown plan as a draft',
          description: submit
            ? `id: the accepted kind-3 invitation. 1-${SUB_TOPICS_MAX} complete sub-topics, at most one integration topic; submitting completes the task once. data.subTopic names the sub-topic a refusal is about.`
            : 'id: the accepted kind-3 invitation. Sub-topics may be partial, none malformed; the list replaces the saved one.',
          body: bodyOf({ id: rowIdSchema, subTopics: { type: 'array', items: subTopicInput, maxItems: SUB_TOPICS_MAX * 2 } }),
          response: { 200: envelope(planSchema), ...errorResponses(401, 404) },
        },
      }, async (request) => {
        const userId = requireAuth(request).user.id;
        const answer = submit ? await service.submit(userId, request.body.id, request.body.subTopics) : await service.save(userId, request.body.id, request.body.subTopics);
        return ok(request, answer, submit ? 'planSubmitted' : 'planSaved');
      });
    }

    app.post<{ Body: { requirementNo: string } }>('/requ/v1/analysis/plans', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'The submitted breakdown plans of a requirement',
        description: 'For its publisher, operations and its analysis reviewers (kind 4, accepted or done); others 404.',
        body: bodyOf({ requirementNo: str(64, { minLength: 1 }) }),
        response: { 200: envelope(plansSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return ok(request, await service.plans(request.body.requirementNo, { userId: auth.user.id, roles: auth.roles }));
    });
  };
}
