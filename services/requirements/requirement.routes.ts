/**
 * Publishing (spec 7: /requ/v1/owner/modify, /requ/v1/owner/submit form-encoded, /requ/v1/owner/details/{id}), the
 * public hall (/requ/v1/pro-hall/pages), and what the spec does not show (docs/requirements.md): the member's
 * own list, withdraw, reopening an evaluation, the workbench figures, the hall detail, and operations' queue.
 * A member acts only on their own requirements (another member's id answers 404); operations routes require the
 * `operations` role. Visitors without a token read the hall and its published details.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REQUIREMENT_STATES } from '../../machines/requirement/requirement.machine';
import { ATTACHMENTS_MAX, BUDGET_MAX_FEN, DURATION_MAX_DAYS, INSTITUTIONS_MAX, KEYWORDS_MAX, RICH_TEXT_MAX, TITLE_MAX } from '../../machines/rules/requirement';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageBody, pageOf, str, tokenOptional, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { acceptFormBodies } from '../plugins/form-body';
import { createRequirementService, isVisitor, REOPEN_STEPS, type ReopenStep, type HallPage, type HallQuery, type OwnerPageQuery, type RequirementInputBody, type Viewer } from './requirement.service';

const id32 = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 };
const bearer = [{ bearer: [] }];

export const requirementSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    requirementNo: { type: 'string' },
    state: { type: 'string', description: 'The stored state of machines/requirement/requirement.machine.ts' },
    mainStage: { type: 'integer', description: 'Spec 3 main stage 1-7' },
    subStep: { type: ['integer', 'null'], description: 'Spec 3 sub-process step 1-4 (stage 1)' },
    subStepStatus: { type: 'integer', description: 'Spec 3: -2 stopped, -1 failed, 1 in progress, 2 done, 3 stage complete, 4 timed out' },
    draftStatus: { type: ['integer', 'null'], description: 'Spec 3 draft status 1-5' },
    crowdfundingStatus: { type: ['integer', 'null'], description: 'Spec 3 crowdfunding-or-payment status -2..5' },
    outcome: { type: ['string', 'null'], enum: ['completed', 'expired', 'rejected', 'terminated', 'failed', null] },
    title: { type: 'string' },
    industryId: { type: ['integer', 'null'] },
    industrySubId: { type: ['integer', 'null'] },
    industryName: { type: 'array', items: { type: 'string' } },
    industryNameEn: { type: 'array', items: { type: 'string' } },
    categoryId: { type: ['integer', 'null'] },
    categoryName: { type: ['string', 'null'] },
    categoryNameEn: { type: ['string', 'null'] },
    durationDays: { type: ['integer', 'null'] },
    budgetFen: { type: ['integer', 'null'] },
    detailsHtml: { type: 'string', description: 'Sanitized on the server' },
    attachments: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, name: { type: 'string' }, contentType: { type: 'string' }, size: { type: 'integer' }, url: { type: ['string', 'null'] } },
      },
    },
    keywords: { type: 'array', items: { type: 'string' } },
    institutions: { type: 'string' },
    feeFen: { type: 'integer', description: 'The review fee due (0 before approval); once paid, what was paid' },
    feeTransferId: { type: ['integer', 'null'], description: 'The transfer that paid it personally (publisher and operations)' },
    reason: { type: ['string', 'null'] },
    deadlineAt: { type: ['integer', 'null'] },
    createdAt: { type: 'integer' },
    submittedAt: { type: ['integer', 'null'] },
    publishedAt: { type: ['integer', 'null'] },
    updatedAt: { type: 'integer' },
    mine: { type: 'boolean' },
    publisher: { type: ['string', 'null'] },
    evaluationCount: { type: 'integer' },
    campaignId: { type: ['integer', 'null'], description: 'The running or last campaign: GET /requ/v1/crowdfunding/detail/{campaignId}' },
  },
};

const inputProperties: Record<string, JsonSchema> = {
  id: id32,
  title: str(TITLE_MAX * 2),
  industryId: nullableId,
  industrySubId: nullableId,
  categoryId: nullableId,
  durationDays: { type: ['integer', 'null'], minimum: 0, maximum: DURATION_MAX_DAYS * 10 },
  budgetFen: { type: ['integer', 'null'], minimum: 0, maximum: BUDGET_MAX_FEN * 10 },
  detailsHtml: str(RICH_TEXT_MAX * 20),
  attachments: { type: 'array', maxItems: ATTACHMENTS_MAX * 2, items: bodyOf({ key: str(300), name: str(300) }) },
  keywords: { type: 'array', maxItems: KEYWORDS_MAX * 2, items: str(100) },
  institutions: str(INSTITUTIONS_MAX * 2),
};

const stateFilter = { type: ['string', 'null'], enum: [...REQUIREMENT_STATES, null] };
const stageFilter = { type: ['integer', 'null'], minimum: 1, maximum: 7 };

const HALL_PAGE_SIZES = [10, 20, 30, 50];

export function requirementOwnerRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createRequirementService(ctx);
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);
  const viewerOf = (request: FastifyRequest): Viewer => ({
    userId: request.auth?.user.id ?? null,
    operations: !!request.auth && (request.auth.roles.includes('operations') || request.auth.roles.includes('admin')),
  });
  const memberViewer = (userId: number): Viewer => ({ userId, operations: false });
  const visitorJson = new WeakMap<HallPage, Map<string, string>>();
  const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] };

  return async (app) => {
    // POST /requ/v1/owner/submit is form-encoded in the spec (every value a string): whole numbers and true/false
    // are read as such, so the one JSON schema checks both encodings. Scoped to this plugin.
    // A field given twice is refused (plugins/form-body.ts).
    acceptFormBodies(app, (value) => (/^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value === 'true' ? true : value === 'false' ? false : value));

    app.post<{ Body: RequirementInputBody }>(
      '/requ/v1/owner/modify',
      {
        schema: {
          tags: ['requirements'],
          summary: 'Save a requirement draft (creates one without id)',
          description:
            'Real name and a complete profile required. A draft may be incomplete; what is given must keep the rules (title length, duration, budget, ' +
            'details at most 5000 visible characters after sanitizing, own PDF or image attachments, keywords). Only drafts and rejected requirements can be saved.',
          security: bearer,
          body: bodyOf(inputProperties, []),
          response: { 200: envelope(requirementSchema), ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return ok(request, await service.save(auth.user.id, request.body, memberViewer(auth.user.id)), 'requirementSaved');
      },
    );

    app.post<{ Body: { id: number; agreed: boolean } }>(
      '/requ/v1/owner/submit',
      {
        schema: {
          tags: ['requirements'],
          summary: 'Submit a saved draft for operations to review',
          description: 'Form-encoded (as the spec) or JSON: id, agreed (the request-release agreement). Every rule of spec 5; the first failing one answers 400 with data.reason incomplete.',
          security: bearer,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: bodyOf({ id: id32, agreed: { type: 'boolean' } }),
          response: { 200: envelope(requirementSchema), ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return ok(request, await service.submit(auth.user.id, request.body.id, request.body.agreed, memberViewer(auth.user.id)), 'submitted');
      },
    );

    app.get(
      '/requ/v1/owner/details/:id',
      {
        schema: { tags: ['requirements'], summary: 'One of my requirements', security: bearer, params: idParams, response: { 200: envelope(requirementSchema), ...errorResponses(401, 404) } },
      },
      async (request) => {
        const auth = requireAuth(request);
        return ok(request, await service.details(auth.user.id, idOf(request), memberViewer(auth.user.id)));
      },
    );

    app.post<{ Body: OwnerPageQuery }>(
      '/requ/v1/owner/pages',
      {
        config: { readOnly: true },
        schema: {
          tags: ['requirements'],
          summary: 'My requirements, last changed first',
          security: bearer,
          body: pageBody('member', { stage: stageFilter, state: stateFilter }),
          response: { 200: envelope(pageOf(requirementSchema)), ...errorResponses(401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return ok(request, await service.ownerPage(auth.user.id, request.body, memberViewer(auth.user.id)));
      },
    );

    for (const [path, summary, action] of [
      ['/requ/v1/owner/withdraw', 'Withdraw my requirement (before any money is involved)', 'withdraw'],
      ['/requ/v1/owner/evaluation/reopen', 'Open a new evaluation window after one without answers', 'reopenEvaluation'],
    ] as const) {
      app.post<{ Body: { id: number } }>(
        path,
        { schema: { tags: ['requirements'], summary, security: bearer, body: bodyOf({ id: id32 }), response: { 200: envelope(requirementSchema), ...errorResponses(401, 404) } } },
        async (request) => {
          const auth = requireAuth(request);
          return ok(request, await service[action](auth.user.id, request.body.id, memberViewer(auth.user.id)));
        },
      );
    }

    app.get(
      '/requ/v1/owner/statistics',
      {
        schema: {
          tags: ['requirements'],
          summary: "The workbench's figures",
          security: bearer,
          response: {
            200: envelope({
              type: 'object',
              properties: {
                byStage: { type: 'array', items: { type: 'object', properties: { stage: { type: 'integer' }, count: { type: 'integer' } } } },
                drafts: { type: 'integer' },
                pendingInvitations: { type: 'integer' },
                tasksInProgress: { type: 'integer' },
                contributedFen: { type: 'integer' },
              },
            }),
            ...errorResponses(401),
          },
        },
      },
      async (request) => ok(request, await service.statistics(requireAuth(request).user.id)),
    );

    app.post<{ Body: HallQuery }>(
      '/requ/v1/pro-hall/pages',
      {
        config: { readOnly: true },
        schema: {
          tags: ['hall'],
          summary: 'The public hall: published requirements, newest first',
          security: tokenOptional,
          description: 'No sign-in needed. states: main stages 1-7; cate: request category; keyword: words in the title, keywords, details or number.',
          body: bodyOf(
            {
              pageNum: { type: 'integer', minimum: 1, maximum: 100000 },
              pageSize: { type: 'integer', enum: HALL_PAGE_SIZES },
              states: { type: ['array', 'null'], maxItems: 7, items: { type: 'integer', minimum: 1, maximum: 7 } },
              cate: nullableId,
              industryCategories: { type: ['array', 'null'], maxItems: 50, items: id32 },
              industrySubcategory: nullableId,
              keyword: { type: ['string', 'null'], maxLength: 100, pattern: '^[^\\u0000]*$' },
              crowdfunding: { type: ['boolean', 'null'] },
            },
            ['pageNum', 'pageSize'],
          ),
          response: { 200: envelope(pageOf(requirementSchema)), ...errorResponses() },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const page = await service.hall(request.body, viewer);
        if (!isVisitor(viewer)) return ok(request, page);
        // A visitor's page is one object while it is kept (the service's cache): its JSON is made once per language
        // by this route's own serializer (so only what the schema declares) and sent as it is.
        let json = visitorJson.get(page)?.get(request.lang);
        if (json === undefined) {
          const serialize = reply.getSerializationFunction('200') ?? JSON.stringify;
          json = serialize(ok(request, page));
          visitorJson.set(page, (visitorJson.get(page) ?? new Map()).set(request.lang, json));
        }
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );

    app.get(
      '/requ/v1/pro-hall/detail/:id',
      {
        schema: {
          tags: ['hall'],
          summary: 'A requirement in the hall (anyone), or my own / any for operations',
          security: tokenOptional,
          params: idParams,
          response: { 200: envelope(requirementSchema), ...errorResponses(404) },
        },
      },
      async (request) => ok(request, await service.hallDetail(idOf(request), viewerOf(request))),
    );

    // Operations.
    app.post<{ Body: { pageNum: number; pageSize: number; state?: string | null } }>(
      '/ops/v1/requirements/pages',
      {
        config: { readOnly: true },
        schema: {
          tags: ['operations'],
          summary: 'Requirements: waiting for review first, then waiting for pre-review',
          security: bearer,
          body: pageBody('operations', { state: stateFilter }),
          response: { 200: envelope(pageOf(requirementSchema)), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireRole(request, 'operations');
        return ok(request, await service.opsPage(request.body, viewerOf(request)));
      },
    );

    app.get(
      '/ops/v1/requirements/:id',
      { schema: { tags: ['operations'], summary: 'One requirement', security: bearer, params: idParams, response: { 200: envelope(requirementSchema), ...errorResponses(401, 403, 404) } } },
      async (request) => {
        requireRole(request, 'operations');
        return ok(request, await service.opsDetail(idOf(request), viewerOf(request)));
      },
    );

    for (const [suffix, summary, decision, needsReason] of [
      ['approve', 'Approve: into the hall, the initial market evaluation starts', 'approve', false],
      ['reject', 'Reject with a reason (the publisher edits and resubmits)', 'reject', true],
      ['stop', 'Stop the requirement with a reason (refunds what is in escrow)', 'stop', true],
      ['start-pre-review', 'Start the pre-review (stage 2)', 'startPreReview', false],
      ['complete-stage', 'Close a later stage (until its own issue fills it)', 'completeStage', false],
    ] as const) {
      app.post<{ Body: { reason?: string } }>(
        `/ops/v1/requirements/:id/${suffix}`,
        {
          schema: {
            tags: ['operations'],
            summary,
            security: bearer,
            params: idParams,
            ...(needsReason ? { body: bodyOf({ reason: str(500) }) } : {}),
            response: { 200: envelope(requirementSchema), ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const auth = requireRole(request, 'operations');
          const reason = needsReason ? (request.body?.reason ?? '') : null;
          return ok(request, await service.decide(auth.user.id, idOf(request), decision, reason, viewerOf(request)));
        },
      );
    }

    app.post<{ Body: { step: ReopenStep } }>(
      '/ops/v1/requirements/:id/reopen',
      {
        schema: {
          tags: ['operations'],
          summary: 'Reopen a stage-2 step from its dead end (a new window; its kind is invited again)',
          description:
            'step analysis (from breakdownExpired or noPlanSelected: analysis.reopen), analysisReview (from noPlanSelected), solicitation (from noSolution or ' +
            'noSolutionPassed), solutionReview (from noSolutionPassed). Any other state answers 400 with data.reason eventRefused and changes nothing.',
          security: bearer,
          params: idParams,
          body: bodyOf({ step: { type: 'string', enum: REOPEN_STEPS } }),
          response: { 200: envelope(requirementSchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const auth = requireRole(request, 'operations');
        return ok(request, await service.reopen(auth.user.id, idOf(request), request.body.step, viewerOf(request)), 'preReviewStepReopened');
      },
    );
  };
}
