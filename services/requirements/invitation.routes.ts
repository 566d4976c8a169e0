/**
 * Invitations, hall membership, the initial market evaluation and its bar graph (spec 7 "Requirement service",
 * paths exactly; shapes in schema.graphql, section "requirements, the hall, invitations and the review fee": the
 * REST JSON field names are the GraphQL ones). Every route but the bar graph needs a signed-in member and acts on
 * the caller's own rows only (another member's invitation answers 404). Every body is checked by its schema:
 * types, bounds, unknown fields dropped; a malformed body is a 400 and changes nothing.
 *
 * Designed here (the spec does not show them): GET/POST /requ/v1/pro-hall/membership|join; the state group lists
 * all five status codes, zeros included, so the invite dialog's chips stay in place (state 0 is the badge).
 */
import type { FastifyPluginAsync } from 'fastify';
import { INVITE_PAGE_SIZES } from '../../machines/constants';
import type { ServicesContext } from '../context';
import { failure, ServiceError } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageOf, pathRowId, rowIdParams, rowIdSchema, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createInvitationService, HALL_KINDS, INVITE_STATUS_CODES, type InvitationPageQuery, type JoinHall } from './invitation.service';

const bearer = [{ bearer: [] }];
const statesFilter: JsonSchema = {
  type: ['array', 'null'],
  items: { type: 'integer', enum: [...INVITE_STATUS_CODES] },
  maxItems: INVITE_STATUS_CODES.length,
  description: 'Spec 3 invite status codes -1..3 (empty or missing: all)',
};

const membershipSchema: JsonSchema = {
  type: 'object',
  properties: {
    kinds: { type: 'array', items: { type: 'string' }, description: "Participant kinds '1'-'5' (dict participant_kind), sorted" },
    industryIds: { type: 'array', items: { type: 'integer' }, description: 'Fields of interest invitations are matched on' },
    joinedAt: { type: ['integer', 'null'], description: 'When the first kind kept was joined, ms since epoch; null: not in the hall' },
  },
};

const invitationSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'integer', description: 'Spec 3 invite status: -1 rejected, 0 pending, 1 accepted, 2 completed, 3 timed out' },
    cate: { type: 'integer', description: 'Invite type 1-9' },
    expiredAt: { type: ['integer', 'null'], description: 'When the current answer or task window ends, ms since epoch' },
    payBack: { type: 'integer', description: 'What the task pays (fen)' },
    industryName: { type: 'string', description: 'JSON array string of the requirement’s [industry, sub-category] names in Chinese' },
    industryNameEn: { type: 'string', description: 'The same in English' },
    requirement: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        requirementNo: { type: 'string' },
        title: { type: 'string' },
        mainProcess: { type: 'integer', description: 'Main stage 1-7' },
        state: { type: 'string', description: 'The requirement machine’s stored state' },
      },
    },
    createdAt: { type: 'integer' },
    marketSize: { type: ['string', 'null'], description: 'The invitee’s market size answer (kind 1), once given' },
    campaignId: { type: ['integer', 'null'], description: 'Kind 2: the campaign the invitation is about' },
    reason: {
      type: ['object', 'null'],
      description: 'Why the member was invited: key fields (params zh, en: the matched field), text (terms), category, track (completed), available, added; null before the text ranking',
      properties: { key: { type: 'string' }, params: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    availableEvents: { type: 'array', items: { type: 'string' }, description: 'What the invitee may send now (invite.accept, invite.reject)' },
  },
};

const barGraphSchema: JsonSchema = {
  type: 'object',
  properties: {
    requirementNo: { type: 'string' },
    bars: { type: 'array', items: { type: 'object', properties: { marketSize: { type: 'string' }, count: { type: 'integer' } } } },
    total: { type: 'integer' },
  },
};

export function invitationRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createInvitationService(ctx);

  return async (app) => {
    const tags = { tags: ['requirements'], security: bearer };

    // ---- the hall membership ----

    app.get('/requ/v1/pro-hall/membership', {
      schema: { ...tags, summary: 'My hall membership: the kinds joined and the fields matched on', response: { 200: envelope(membershipSchema), ...errorResponses(401) } },
    }, async (request) => ok(request, await service.membership(requireAuth(request).user.id)));

    app.post<{ Body: JoinHall }>('/requ/v1/pro-hall/join', {
      schema: {
        ...tags,
        summary: 'Join the hall (or change the kinds and fields)',
        description:
          'Needs a verified real name and a complete profile. kinds: at least one of the participant kinds; kinds not listed are left, ' +
          'kinds kept keep their joining time. industryIds: 1-6 known industry ids (the fields invitations are matched on).',
        body: bodyOf({
          kinds: { type: 'array', items: { type: 'string', enum: [...HALL_KINDS] }, maxItems: 10 },
          industryIds: { type: 'array', items: rowIdSchema, maxItems: 50 },
        }),
        response: { 200: envelope(membershipSchema), ...errorResponses(401) },
      },
    }, async (request) => ok(request, await service.join(requireAuth(request).user.id, request.body), 'hallJoined'));

    // ---- invitations ----

    app.get<{ Params: { id: string } }>('/requ/v1/invitation/detail/:id', {
      schema: { ...tags, summary: 'One of my invitations', params: rowIdParams, response: { 200: envelope(invitationSchema), ...errorResponses(401, 404) } },
    }, async (request) => ok(request, await service.detail(requireAuth(request).user.id, pathRowId(request.params.id))));

    app.post<{ Body: { id: number; accept: boolean } }>('/requ/v1/invitation/handle', {
      schema: {
        ...tags,
        summary: 'Accept or reject one of my invitations',
        description:
          'Accepting starts the task: its window becomes the deadline. Accepting an evaluation needs a verified real name and a complete profile. ' +
          'An invitation that is no longer pending answers 400 with data.reason eventRefused.',
        body: bodyOf({ id: rowIdSchema, accept: { type: 'boolean' } }),
        response: { 200: envelope(invitationSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      const answer = await service.handle(auth.user.id, request.body.id, request.body.accept);
      return ok(request, answer, request.body.accept ? 'invitationAccepted' : 'invitationRejected');
    });

    app.post<{ Body: { states?: number[] | null } }>('/requ/v1/invitation/cate-group', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'My invitations counted by kind and status',
        description: 'Only the groups that exist, by kind then status code.',
        body: bodyOf({ states: statesFilter }, []),
        response: {
          200: envelope({ type: 'array', items: { type: 'object', properties: { cate: { type: 'integer' }, state: { type: 'integer' }, count: { type: 'integer' } } } }),
          ...errorResponses(401),
        },
      },
    }, async (request) => ok(request, await service.cateGroup(requireAuth(request).user.id, request.body.states)));

    app.get('/requ/v1/invitation/state-group', {
      schema: {
        ...tags,
        summary: 'My invitations counted by status',
        description: 'All five codes in table order (-1, 0, 1, 2, 3), zeros included; state 0 (pending) is the invite badge.',
        response: { 200: envelope({ type: 'array', items: { type: 'object', properties: { state: { type: 'integer' }, count: { type: 'integer' } } } }), ...errorResponses(401) },
      },
    }, async (request) => ok(request, await service.stateGroup(requireAuth(request).user.id)));

    app.post<{ Body: InvitationPageQuery }>('/requ/v1/invitation/pages', {
      config: { readOnly: true },
      schema: {
        ...tags,
        summary: 'My invitations, newest first',
        body: bodyOf(
          {
            pageNum: { type: 'integer', minimum: 1, maximum: 100000 },
            pageSize: { type: 'integer', enum: [...INVITE_PAGE_SIZES] },
            cate: { type: ['integer', 'null'], minimum: 1, maximum: 9, description: 'Invite type 1-9' },
            states: statesFilter,
          },
          ['pageNum', 'pageSize'],
        ),
        response: { 200: envelope(pageOf(invitationSchema)), ...errorResponses(401) },
      },
    }, async (request) => ok(request, await service.page(requireAuth(request).user.id, request.body)));

    // ---- the initial market evaluation ----

    app.post<{ Body: { id: number; marketSize: string } }>('/requ/v1/market/evaluate/submit', {
      schema: {
        ...tags,
        summary: 'Answer an accepted evaluation invitation with a market size range',
        description:
          "id: the caller's accepted invitation of kind 1. marketSize: one of 0-50, 50-100, 100-500, 500-1000, 1000+ (万). " +
          'One answer per assessor and round (data.reason alreadyEvaluated); a requirement no longer evaluating answers eventRefused.',
        body: bodyOf({ id: rowIdSchema, marketSize: str(20) }),
        response: { 200: envelope(invitationSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const auth = requireAuth(request);
      return ok(request, await service.submitEvaluation(auth.user.id, request.body.id, request.body.marketSize), 'submitted');
    });

    app.post<{ Body: { requriementNo: string } }>('/requ/v1/market/evaluate/bar-graph', {
      config: { readOnly: true },
      schema: {
        tags: ['requirements'],
        // sign-in optional: without it only requirements in the hall
        security: [{}, ...bearer],
        summary: 'The market answers of a requirement’s current evaluation round (requriementNo, spelled so)',
        description:
          'Public for requirements in the hall; otherwise only the publisher and operations (others 404; an expired token 401). Every range is listed in table order.',
        body: bodyOf({ requriementNo: str(40) }),
        response: { 200: envelope(barGraphSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const viewer = request.auth ? { userId: request.auth.user.id, roles: request.auth.roles } : null;
      try {
        return ok(request, await service.barGraph(request.body.requriementNo, viewer));
      } catch (error) {
        // A token that no longer works may be why the requirement is not visible: say so, so the app renews it.
        if (!viewer && request.tokenPresented && error instanceof ServiceError && error.code === 404) throw failure(401, 'sessionExpired');
        throw error;
      }
    });
  };
}
