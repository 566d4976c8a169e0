/**
 * The detailed market assessment (stage 2 step -1, kind 6; designed here, the spec shows only the form): the
 * caller's form per accepted invitation, drafts, the submission, and the side-by-side summary with its aggregate.
 * Shapes are schema.graphql's `MarketAssessment*` types; every body is checked by its schema (unknown fields
 * refused) and then by the form's rules (machines/rules/market-assessment.ts), so a malformed form is a 400 that
 * changes nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ASSESSMENT_YEARS, COMMENTS_MAX, EVIDENCE_MAX, type MarketAssessmentForm } from '../../machines/rules/market-assessment';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pathRowId, rowIdParams, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createMarketAssessmentService } from './market-assessment.service';

const bearer = [{ bearer: [] }];

// numbers, not integers: "whole-number amounts only" is the form's own localized message (spec 5), not a schema error
const amount: JsonSchema = { type: ['number', 'null'] };
/** The form as typed; text a little longer than the rules allow still reaches the rules, which name the limit. */
const formSchema: JsonSchema = {
  type: 'object',
  properties: {
    yearlyTotalsWan: { type: 'array', items: amount, maxItems: ASSESSMENT_YEARS, description: 'Market totals of years 1-5 in 10k RMB (whole numbers; null: empty)' },
    projectSharePct: { ...amount, description: 'The project’s share of the market, percent 0-100 with at most 2 decimals' },
    marketValueWan: { ...amount, description: 'The project’s market value in 10k RMB (whole number)' },
    competitionScore: { ...amount, description: 'Competition score 0-100 (whole); grade A 85-100, B 70-84, C 55-69, D below 55' },
    evidence: { ...str(EVIDENCE_MAX * 4), description: `Evidence (required to submit, at most ${EVIDENCE_MAX} characters)` },
    comments: { ...str(COMMENTS_MAX * 4), description: `Comments (optional, at most ${COMMENTS_MAX} characters)` },
  },
  required: ['yearlyTotalsWan', 'projectSharePct', 'marketValueWan', 'competitionScore', 'evidence', 'comments'],
  additionalProperties: false,
};

const assessmentSchema: JsonSchema = {
  type: 'object',
  properties: {
    invitationId: { type: 'integer' },
    requirement: {
      type: 'object',
      properties: { id: { type: 'integer' }, requirementNo: { type: 'string' }, title: { type: 'string' }, state: { type: 'string', description: 'The requirement machine’s stored state' } },
    },
    form: formSchema,
    grade: { type: ['string', 'null'], description: 'Competition grade A-D of the saved score' },
    submitted: { type: 'boolean' },
    submittedAt: { type: ['integer', 'null'] },
    updatedAt: { type: ['integer', 'null'] },
    payBack: { type: 'integer', description: 'The assessors’ pool of the review fee, shared equally by those who submit (fen)' },
    expiredAt: { type: ['integer', 'null'], description: 'When the task’s window ends, ms since epoch' },
    editable: { type: 'boolean', description: 'Whether the caller may still save or submit' },
  },
};

const summaryOfValues: JsonSchema = {
  type: 'object',
  properties: { mean: { type: 'integer' }, median: { type: 'integer' }, min: { type: 'integer' }, max: { type: 'integer' } },
};

const summarySchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementNo: { type: 'string' },
    assessments: {
      type: 'array',
      items: { type: 'object', properties: { assessor: { type: 'integer', description: 'Assessor 1, 2, … in the order they submitted' }, form: formSchema, grade: { type: 'string' }, submittedAt: { type: 'integer' } } },
    },
    aggregate: {
      type: ['object', 'null'],
      description: 'Mean, median, least and greatest of the submitted forms (half up to whole units), and the grade distribution; null: none yet',
      properties: {
        count: { type: 'integer' },
        years: { type: 'array', items: summaryOfValues, description: 'Years 1-5 in 10k RMB' },
        shareBp: { ...summaryOfValues, description: 'Project share in basis points' },
        marketValueWan: summaryOfValues,
        competitionScore: summaryOfValues,
        grades: { type: 'object', properties: { A: { type: 'integer' }, B: { type: 'integer' }, C: { type: 'integer' }, D: { type: 'integer' } } },
      },
    },
  },
};

export function marketAssessmentRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createMarketAssessmentService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    app.get<{ Params: { id: string } }>('/requ/v1/market/assessment/:id', {
      schema: { ...tags, summary: 'My detailed market assessment for one of my kind-6 invitations', params: rowIdParams, response: { 200: envelope(assessmentSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.mine(requireAuth(request).user.id, pathRowId(request.params.id))));

    for (const [path, submit] of [['/requ/v1/market/assessment/save', false], ['/requ/v1/market/assessment/submit', true]] as const) {
      app.post<{ Body: { id: number; form: MarketAssessmentForm } }>(path, {
        schema: {
          ...tags,
          summary: submit ? 'Submit my detailed market assessment (complete form)' : 'Save my detailed market assessment as a draft',
          description: submit
            ? 'id: the accepted kind-6 invitation. Every field must be valid (else 400, "Complete form"); submitting completes the task once and counts towards the step’s quorum.'
            : 'id: the accepted kind-6 invitation. Fields may be empty (null or ""), none malformed; a submitted form can no longer be saved.',
          body: bodyOf({ id: rowIdSchema, form: formSchema }),
          response: { 200: envelope(assessmentSchema), ...errorResponses(401, 404) },
        },
      }, async (request) => {
        const userId = requireAuth(request).user.id;
        const answer = submit ? await service.submit(userId, request.body.id, request.body.form) : await service.save(userId, request.body.id, request.body.form);
        return ok(request, answer, submit ? 'assessmentSubmitted' : 'assessmentSaved');
      });
    }

    app.post<{ Body: { requirementNo: string } }>('/requ/v1/market/assessment/summary', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'Every submitted detailed market assessment of a requirement, side by side, with the aggregate',
        description: 'For the publisher, operations, assessors who submitted, and members working on a later pre-review step; others 404.',
        body: bodyOf({ requirementNo: str(64, { minLength: 1 }) }),
        response: { 200: envelope(summarySchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return ok(request, await service.summary(request.body.requirementNo, { userId: auth.user.id, roles: auth.roles }));
    });
  };
}
