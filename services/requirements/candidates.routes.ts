/**
 * Operations and the invitation ranking (designed here, docs/requirements.md "Who is invited"): the candidates of a
 * requirement's invite kind with the parts of their score, and the overrides before sending (add: pin, or clear an
 * exclusion; remove: exclude, or clear a pin). Operations role; the publisher of the requirement is refused (403
 * ownRequirementDecision), as in operations' other decisions.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServicesContext } from '../context';
import type { MessageKey } from '../messages';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, rowIdParams, rowIdSchema, type JsonSchema } from '../lib/schemas';
import { requireRole } from '../plugins/auth';
import { createCandidateService, type OverrideResult } from './candidates.service';

const bearer = [{ bearer: [] }];
const part = (description: string): JsonSchema => ({ type: 'integer', description });

const candidateSchema: JsonSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    nickname: { type: 'string' },
    position: { type: 'integer', description: '1-based: invited first, then pinned, then the ranking, then the excluded' },
    score: part('The sum of the parts'),
    fieldMatch: part('30 if the sub-category is among their fields, + 20 if the industry is'),
    categoryMatch: part('20 if they completed a task on a requirement of the same request category'),
    textRelevance: part('100 × BM25 of the requirement against their text / the best of the step'),
    trackRecord: part('10 × (completed − timed out) / (completed + timed out + 1)'),
    loadPenalty: part('−10 × open invitations'),
    load: { type: 'integer', description: 'Their open invitations' },
    reason: {
      type: ['object', 'null'],
      description: 'The one line the member reads: key fields, text, category, track, available, added (pinned)',
      properties: { key: { type: 'string' }, params: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    override: { type: ['string', 'null'], enum: ['include', 'exclude', null] },
    eligible: { type: 'boolean', description: 'False for an override whose member may no longer receive this kind' },
    invitationId: { type: ['integer', 'null'] },
    status: { type: ['integer', 'null'], description: 'The invitation’s spec status (-1..3)' },
  },
};

const resultSchema: JsonSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    cate: { type: 'integer' },
    override: { type: ['string', 'null'], enum: ['include', 'exclude', null] },
    invitationId: { type: ['integer', 'null'], description: 'The member’s invitation to the step, when there is one' },
    invitedNow: { type: 'boolean', description: 'This add invited them (the step is open)' },
  },
};

const decisionBody = bodyOf({ cate: { type: 'integer', minimum: 1, maximum: 9 }, userId: rowIdSchema });

/** What the answer says: the override now, and whether the add invited at once. */
function messageOf(result: OverrideResult): MessageKey {
  if (result.override === null) return 'candidateOverrideCleared';
  if (result.override === 'exclude') return 'candidateExcluded';
  return result.invitedNow ? 'candidateInvited' : 'candidatePinned';
}

export function candidateRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createCandidateService(ctx);
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  return async (app) => {
    app.get<{ Querystring: { cate: string } }>(
      '/ops/v1/requirements/:id/candidates',
      {
        schema: {
          tags: ['operations'],
          summary: 'Who was and who would next be invited to a step, with every part of the score and the overrides',
          description: `Invited first (the parts stored when they were asked), then the pinned members, then the best 50 others of the ranking, then the excluded members.`,
          security: bearer,
          params: rowIdParams,
          querystring: { type: 'object', properties: { cate: { type: 'string', pattern: '^[1-9]$' } }, required: ['cate'], additionalProperties: false },
          response: { 200: envelope({ type: 'array', items: candidateSchema }), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireRole(request, 'operations');
        return ok(request, await service.list(idOf(request), Number(request.query.cate)));
      },
    );

    for (const [suffix, action, summary, description] of [
      [
        'add',
        'add',
        'Pin a member for a step, or clear their exclusion',
        'A member without an override is pinned: invited first when the step sends its invitations, and at once when the step is open now. ' +
          'An excluded member is returned to the ranking. Refused (400, data.reason ineligible or publisher) for a member who may not receive the kind.',
      ],
      [
        'remove',
        'remove',
        'Exclude a member from a step, or clear their pin',
        'A member without an override is excluded: never invited to the step. A pinned member is returned to the ranking. ' +
          'A member already invited to the step answers 400 with data.reason alreadyInvited (removal only stops future sending).',
      ],
    ] as const) {
      app.post<{ Body: { cate: number; userId: number } }>(
        `/ops/v1/requirements/:id/candidates/${suffix}`,
        {
          schema: { tags: ['operations'], summary, description, security: bearer, params: rowIdParams, body: decisionBody, response: { 200: envelope(resultSchema), ...errorResponses(401, 403, 404) } },
        },
        async (request) => {
          const auth = requireRole(request, 'operations');
          const { cate, userId } = request.body;
          const result = await service[action](auth.user.id, idOf(request), cate, userId);
          return ok(request, result, messageOf(result));
        },
      );
    }
  };
}
