/**
 * Solution solicitation (stage 2, step 3, kind 5; designed here: the spec names /solution (steps 1-5),
 * /provideSolutions (oneTopic, solutionRead, steps) and /resolve, not the routes): the selected plan's sub-topics
 * per accepted invitation, one solution per sub-topic (terms first, four content steps saved as drafts, submitted
 * from step 5, withdrawn before), and a requirement's solutions for those who may read them. Bodies are checked by
 * their schema (unknown fields refused), then by machines/rules/solution.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MILESTONES_MAX, SOLUTION_ATTACHMENTS_MAX, SOLUTION_SUMMARY_MAX, SOLUTION_TEXT_MAX, TEAM_MAX, type SolutionStep, type SolutionStepContent } from '../../machines/rules/solution';
import type { ServicesContext } from '../context';
import { failure } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pathRowId, rowIdParams, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createSolutionService } from './solution.service';

const bearer = [{ bearer: [] }];
// text a little longer than the rules allow still reaches the rules, which name the limit in the caller's language
const text = (max: number): JsonSchema => str(max * 4);
const approach: JsonSchema = bodyOf({ summary: text(SOLUTION_SUMMARY_MAX), approach: text(SOLUTION_TEXT_MAX) });
const detail: JsonSchema = bodyOf({
  detailHtml: { ...str(200_000), description: 'Rich text, sanitized on the server; at most 5000 visible characters' },
  attachments: { type: 'array', maxItems: SOLUTION_ATTACHMENTS_MAX * 2, items: bodyOf({ key: str(300), name: str(400) }), description: 'Own uploads: PDF, JPEG or PNG by content, at most 5 MB each' },
});
const team: JsonSchema = bodyOf({ members: { type: 'array', maxItems: TEAM_MAX * 2, items: bodyOf({ name: text(50), role: text(50), expertise: text(200) }) } });
const plan: JsonSchema = bodyOf({
  costFen: { type: ['integer', 'null'], description: 'The cost in fen (> 0, at most 100 million yuan)' },
  durationDays: { type: ['integer', 'null'], description: '1-3650 days' },
  milestones: { type: 'array', maxItems: MILESTONES_MAX * 2, items: bodyOf({ title: text(100), day: { type: ['integer', 'null'], description: 'Day from the start' }, deliverable: text(200) }) },
});
const contentSchema: JsonSchema = { type: 'object', properties: { 1: approach, 2: detail, 3: team, 4: plan } };
const codesSchema: JsonSchema = {
  type: ['object', 'null'],
  description: 'Spec 3 codes: task state (-1 failed: withdrawn, 1 in progress, 2 done, 3 timed out), review status (0 not started, 1 in review, 2 reviewed), result (1 passed, 2 not passed)',
  properties: { taskState: { type: 'string' }, reviewStatus: { type: ['string', 'null'] }, result: { type: ['string', 'null'] } },
};
const solutionSchema: JsonSchema = {
  type: 'object',
  properties: {
    invitationId: { type: 'integer' },
    subTopicId: { type: 'integer' },
    solutionId: { type: ['integer', 'null'] },
    state: { type: ['string', 'null'], description: 'readingTerms, drafting, submitted, underReview, passed, notPassed, withdrawn, expired, cancelled; null before the terms are accepted' },
    codes: codesSchema,
    currentStep: { type: 'integer', description: 'The step the form opens on: the first not saved (1-4), or 5 (review and submit)' },
    content: contentSchema,
    attachments: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, name: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' } } } },
    termsAcceptedAt: { type: ['integer', 'null'] },
    submittedAt: { type: ['integer', 'null'] },
    editable: { type: 'boolean' },
    availableEvents: { type: 'array', items: { type: 'string' } },
  },
};
const metricSchema: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, target: { type: 'string' } } };
const topicsSchema: JsonSchema = {
  type: 'object',
  properties: {
    invitationId: { type: 'integer' },
    requirement: { type: 'object', properties: { id: { type: 'integer' }, requirementNo: { type: 'string' }, title: { type: 'string' }, state: { type: 'string' } } },
    expiredAt: { type: ['integer', 'null'] },
    editable: { type: 'boolean' },
    subTopics: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          position: { type: 'integer' },
          title: { type: 'string' },
          researchContent: { type: 'string' },
          expectedResults: { type: 'string' },
          metrics: { type: 'array', items: metricSchema },
          technicalBasis: { type: 'string' },
          integration: { type: 'boolean' },
          solution: { type: ['object', 'null'], properties: { id: { type: 'integer' }, state: { type: 'string' }, codes: codesSchema } },
        },
      },
    },
  },
};
const listSchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementNo: { type: 'string' },
    solutions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          solutionId: { type: 'integer' },
          subTopicId: { type: 'integer' },
          provider: { type: 'integer', description: 'Provider 1, 2, … by submission order' },
          state: { type: 'string' },
          codes: codesSchema,
          content: contentSchema,
          submittedAt: { type: ['integer', 'null'] },
        },
      },
    },
  },
};
const twoIdParams: JsonSchema = {
  type: 'object',
  properties: { id: (rowIdParams.properties as Record<string, JsonSchema>).id, subTopicId: (rowIdParams.properties as Record<string, JsonSchema>).id },
  required: ['id', 'subTopicId'],
};
const target = bodyOf({ id: rowIdSchema, subTopicId: rowIdSchema });
const STEP_FIELD = { 1: 'approach', 2: 'detail', 3: 'team', 4: 'plan' } as const;

type SaveBody = { id: number; subTopicId: number; step: SolutionStep; approach?: SolutionStepContent[1]; detail?: SolutionStepContent[2]; team?: SolutionStepContent[3]; plan?: SolutionStepContent[4] };

export function solutionRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createSolutionService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    app.get<{ Params: { id: string } }>('/requ/v1/solution/topics/:id', {
      schema: { ...tags, summary: 'The selected plan’s sub-topics for one of my kind-5 invitations, with my solution to each', params: rowIdParams, response: { 200: envelope(topicsSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.topics(requireAuth(request).user.id, pathRowId(request.params.id))));

    app.get<{ Params: { id: string; subTopicId: string } }>('/requ/v1/solution/detail/:id/:subTopicId', {
      schema: { ...tags, summary: 'My solution to one sub-topic (none before the terms are accepted)', params: twoIdParams, response: { 200: envelope(solutionSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.mine(requireAuth(request).user.id, pathRowId(request.params.id), pathRowId(request.params.subTopicId))));

    app.post<{ Body: { id: number; subTopicId: number } }>('/requ/v1/solution/terms', {
      schema: { ...tags, summary: 'Accept the sub-topic’s confidentiality and IP terms: the solution opens at step 1', body: target, response: { 200: envelope(solutionSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.acceptTerms(requireAuth(request).user.id, request.body.id, request.body.subTopicId), 'solutionTermsAccepted'));

    app.post<{ Body: SaveBody }>('/requ/v1/solution/save', {
      schema: {
        ...tags,
        summary: 'Save one step of my solution as a draft',
        description: 'step 1 approach, 2 detail (rich text and attachments), 3 team, 4 plan (cost and schedule): send the field named after the step. Partial, never malformed.',
        body: bodyOf({ id: rowIdSchema, subTopicId: rowIdSchema, step: { type: 'integer', enum: [1, 2, 3, 4] }, approach, detail, team, plan }, ['id', 'subTopicId', 'step']),
        response: { 200: envelope(solutionSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const body = request.body;
      const content = body[STEP_FIELD[body.step]];
      if (!content) throw failure(400, 'badField', { field: STEP_FIELD[body.step] });
      return ok(request, await service.saveStep(requireAuth(request).user.id, body.id, body.subTopicId, body.step, content), 'solutionSaved');
    });

    app.post<{ Body: { id: number; subTopicId: number } }>('/requ/v1/solution/submit', {
      schema: { ...tags, summary: 'Submit my solution (step 5: all four steps complete)', body: target, response: { 200: envelope(solutionSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.submit(requireAuth(request).user.id, request.body.id, request.body.subTopicId), 'solutionSubmitted'));

    app.post<{ Body: { id: number; subTopicId: number } }>('/requ/v1/solution/withdraw', {
      schema: { ...tags, summary: 'Withdraw my solution before submitting it (it cannot be restarted)', body: target, response: { 200: envelope(solutionSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.withdraw(requireAuth(request).user.id, request.body.id, request.body.subTopicId), 'solutionWithdrawn'));

    app.post<{ Body: { requirementNo: string } }>('/requ/v1/solution/list', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'The solutions of a requirement I may read',
        description: 'Operations all; invited experts (kind 7) once under review; the publisher once reviewed; a provider their own; others 404.',
        body: bodyOf({ requirementNo: str(64, { minLength: 1 }) }),
        response: { 200: envelope(listSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return ok(request, await service.requirementSolutions(request.body.requirementNo, { userId: auth.user.id, roles: auth.roles }));
    });
  };
}
