/**
 * The workflow routes (docs/workflow.md; the spec does not show these paths): one entity's live state, the receipts
 * of its transitions, public verification of a receipt, and the checkpoints of the log.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { failure, rateLimited } from '../lib/errors';
import { ok } from '../lib/reply';
import { message } from '../messages';
import { bodyOf, envelope, errorResponses, NO_NUL, nullData, str, tokenRequired, transitionSchema, type JsonSchema } from '../lib/schemas';
import { requireAuth, requireRole } from '../plugins/auth';
import { checkpointView, type Receipt } from './chain';
import type { WorkflowRegistry } from './registry';
import { createWorkflowService } from './workflow.service';

const ROLES = { type: 'string', enum: ['member', 'operations', 'system'] };

const workflowSchema: JsonSchema = {
  type: 'object',
  properties: {
    entityType: { type: 'string' },
    entityId: { type: 'string' },
    machineId: { type: 'string', description: 'The `id` of the machine in machines/ that holds this lifecycle' },
    state: { type: 'string', description: 'The state value as one dotted string' },
    stateValue: { description: 'The state value as the machine names it (a string, or an object for nested states)' },
    context: { type: 'object', additionalProperties: true, description: 'The machine context (members do not see operations-only fields)' },
    version: { type: 'integer' },
    viewerRole: { type: 'string', enum: ['member', 'operations', 'observer'], description: 'observer: a product owner, who only looks' },
    availableEvents: { type: 'array', items: { type: 'string' }, description: 'The events the caller may send now (machine and role)' },
    nextEvents: {
      type: 'array',
      description: 'Every event the current state accepts, with who may send it',
      items: { type: 'object', properties: { event: { type: 'string' }, by: { type: 'array', items: ROLES } } },
    },
    history: { type: 'array', items: transitionSchema, description: 'Oldest first; actorId is null for members' },
    deadlineAt: { type: ['integer', 'null'], description: 'When `timer.expired` is due (ms), if the state has a deadline' },
  },
};

const receiptProperties = {
  format: { type: 'string' },
  entityType: { type: 'string' },
  entityId: { type: 'string' },
  seq: { type: 'integer' },
  event: { type: 'string' },
  from: { type: ['string', 'null'] },
  to: { type: 'string' },
  actorRole: { type: 'string' },
  at: { type: 'string', description: 'ISO time with milliseconds' },
  hash: { type: 'string', description: 'SHA-256 of the transition (hex)' },
  prevHash: { type: 'string' },
  issuedAt: { type: 'string' },
};
const receiptSchema: JsonSchema = { type: 'object', properties: receiptProperties };

const checkpointSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    rootHash: { type: 'string' },
    prevRootHash: { type: 'string' },
    at: { type: 'string' },
    lastTransitionId: { type: 'integer' },
    transitions: { type: 'integer' },
  },
};

const verificationSchema: JsonSchema = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    result: { type: 'string', enum: ['valid', 'unknownTransition', 'receiptMismatch', 'chainBroken'] },
    message: { type: 'string', description: 'In the caller’s language' },
    brokenAt: {
      type: ['object', 'null'],
      properties: { entityType: { type: 'string' }, entityId: { type: 'string' }, seq: { type: 'integer' } },
    },
    checkpoint: { anyOf: [checkpointSchema, nullData] },
    checkpointBroken: { type: 'boolean' },
  },
};

const entityParams: JsonSchema = {
  type: 'object',
  properties: { entityType: { type: 'string', pattern: '^[a-z_]{1,40}$' }, entityId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['entityType', 'entityId'],
};

/** Verifications per client address per minute: each reads one entity's chain. */
const VERIFY_LIMIT = { bucket: 'receipt:verify', limit: 60, windowMs: 60_000 };

export function workflowRoutes(ctx: ServicesContext, registry: WorkflowRegistry): FastifyPluginAsync {
  const service = createWorkflowService(ctx, registry);

  return async (app) => {
    const tags = { tags: ['workflow'] };

    app.get<{ Params: { entityType: string; entityId: string } }>('/workflow/v1/:entityType/:entityId', {
      schema: {
        ...tags,
        security: tokenRequired,
        summary: 'One entity’s live state: what it is, what the caller may do next, who may do what, and its history',
        description: 'For the entity’s owner (as member), operations staff, or product owners (observer: no events). entityType: real_name, bank_card, recharge_order, withdrawal, requirement, invitation, crowdfunding, expert_application.',
        params: entityParams,
        response: { 200: envelope(workflowSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => ok(request, await service.view(requireAuth(request), request.params.entityType, request.params.entityId)));

    app.get<{ Params: { entityType: string; entityId: string; seq: string } }>('/workflow/v1/:entityType/:entityId/receipts/:seq', {
      schema: {
        ...tags,
        security: tokenRequired,
        summary: 'A receipt of one transition of one of my entities',
        description: 'Anyone holding it can check it at POST /public/v1/receipts/verify.',
        params: { ...entityParams, properties: { ...(entityParams.properties as object), seq: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, required: ['entityType', 'entityId', 'seq'] },
        response: { 200: envelope(receiptSchema), ...errorResponses(401, 404) },
      },
    }, async (request) => {
      const { entityType, entityId, seq } = request.params;
      return ok(request, await service.receipt(requireAuth(request), entityType, entityId, Number(seq)));
    });

    app.post<{ Body: Receipt }>('/public/v1/receipts/verify', {
      schema: {
        ...tags,
        summary: 'Verify a receipt (no sign-in)',
        description: 'Recomputes the chain of the receipt’s entity and the checkpoint that sealed it. Answers which entry is broken, if one is.',
        body: bodyOf(
          {
            format: str(40),
            entityType: { type: 'string', pattern: '^[a-z_]{1,40}$' },
            entityId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
            seq: { type: 'integer', minimum: 1, maximum: 999_999_999 },
            event: str(80),
            from: { type: ['string', 'null'], maxLength: 200, pattern: NO_NUL },
            to: str(200),
            actorRole: str(20),
            at: str(40),
            hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            prevHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            issuedAt: str(40),
          },
          ['entityType', 'entityId', 'seq', 'event', 'at', 'hash'],
        ),
        response: { 200: envelope(verificationSchema), ...errorResponses(429) },
      },
    }, async (request) => {
      const hit = await ctx.repos.rateLimits.hit(VERIFY_LIMIT, request.ip, ctx.clock.now());
      if (!hit.allowed) throw rateLimited(hit.retryAfter);
      if (Number.isNaN(Date.parse(request.body.at))) throw failure(400, 'receiptBadTime');
      const verification = await service.verify(request.body);
      const key =
        verification.result === 'valid'
          ? 'receiptValid'
          : verification.result === 'unknownTransition'
            ? 'receiptUnknown'
            : verification.result === 'receiptMismatch'
              ? 'receiptMismatch'
              : verification.checkpointBroken
                ? 'receiptCheckpointBroken'
                : 'receiptChainBroken';
      const text = message(key, request.lang, {
        entity: verification.brokenAt ? `${verification.brokenAt.entityType} #${verification.brokenAt.entityId}` : '',
        seq: verification.brokenAt?.seq ?? '',
        id: verification.checkpoint?.id ?? '',
      });
      return ok(request, { ...verification, message: text });
    });

    app.get('/public/v1/checkpoints/latest', {
      schema: {
        ...tags,
        summary: 'The latest checkpoint of the transition log (no sign-in)',
        description: 'Publish its rootHash outside the platform: a later rewrite of any sealed entry no longer matches it.',
        response: { 200: envelope({ anyOf: [checkpointSchema, nullData] }) },
      },
    }, async (request) => {
      const latest = await service.latestCheckpoint();
      return ok(request, latest ? checkpointView(latest) : null);
    });

    app.post('/ops/v1/checkpoints', {
      schema: {
        ...tags,
        security: tokenRequired,
        summary: 'Seal a checkpoint now (operations)',
        description: 'Seals every entry no checkpoint holds yet; with nothing new, answers the latest checkpoint.',
        response: { 200: envelope({ anyOf: [checkpointSchema, nullData] }), ...errorResponses(401, 403) },
      },
    }, async (request) => {
      requireRole(request, 'operations');
      const sealed = await service.seal();
      return ok(request, sealed ? checkpointView(sealed) : null, 'checkpointSealed');
    });
  };
}
