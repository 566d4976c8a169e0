/**
 * The operations side of an application that people review (real name, industry expert): a page of applications,
 * one application with its history, approve with an optional note, reject with a required reason. One definition
 * for both queues, so that the rules of a review (the reason's limit, the role, paging) are written once; each
 * queue gives its path, its states, its answer's schema, its texts and its service.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateDecisionReason } from '../../machines/rules/real-name';
import { check } from '../lib/errors';
import type { MessageKey } from '../messages';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageOf, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireRole } from '../plugins/auth';

const text: JsonSchema = { type: ['string', 'null'] };

export const idParams: JsonSchema = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } }, required: ['id'] };

export const pageQuery = (statuses: readonly string[]): JsonSchema => ({
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...statuses] },
    pageNum: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', description: 'default 1' },
    pageSize: { type: 'string', enum: ['10', '20', '30', '50'], description: 'default 20' },
  },
});

export type PageQuery = { status?: string; pageNum?: string; pageSize?: string };
export const paging = (q: PageQuery) => ({ pageNum: Number(q.pageNum ?? 1), pageSize: Number(q.pageSize ?? 20) });

/** One step of an application's history as operations see it. */
export const decisionSchema: JsonSchema = {
  type: 'object',
  properties: {
    event: { type: 'string' },
    from: text,
    to: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    actorRole: { type: 'string' },
    reason: text,
    at: { type: 'string' },
  },
};

export const reasonBody = (required: boolean) =>
  bodyOf({ reason: { type: ['string', 'null'], maxLength: 1000, pattern: '^[^\\u0000]*$' } }, required ? ['reason'] : []);

export const staffOf = (request: FastifyRequest) => requireRole(request, 'operations').user.id;

export type ReviewQueue<Status extends string> = {
  /** e.g. '/ops/v1/real-name': the routes are {path}/pages, {path}/:id, {path}/:id/approve, {path}/:id/reject. */
  path: string;
  statuses: readonly Status[];
  applicationSchema: JsonSchema;
  texts: { page: string; pageDescription: string; detail: string; approve: string; approveDescription: string; reject: string; rejectDescription?: string };
  messages: { approved: MessageKey; rejected: MessageKey };
  service: {
    page(query: { status?: Status; pageNum: number; pageSize: number }): Promise<unknown>;
    detail(id: number): Promise<unknown>;
    review(id: number, staffId: number, decision: 'approve' | 'reject', reason: string | null): Promise<unknown>;
  };
};

export function registerReviewQueueRoutes<Status extends string>(app: FastifyInstance, queue: ReviewQueue<Status>): void {
  const ops = { tags: ['operations'], security: tokenRequired };
  const { service, texts } = queue;
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  app.get<{ Querystring: PageQuery }>(
    `${queue.path}/pages`,
    {
      schema: {
        ...ops,
        summary: texts.page,
        description: texts.pageDescription,
        querystring: pageQuery(queue.statuses),
        response: { 200: envelope(pageOf(queue.applicationSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      staffOf(request);
      return ok(request, await service.page({ status: request.query.status as Status | undefined, ...paging(request.query) }));
    },
  );

  app.get(
    `${queue.path}/:id`,
    {
      schema: { ...ops, summary: texts.detail, params: idParams, response: { 200: envelope(queue.applicationSchema), ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      staffOf(request);
      return ok(request, await service.detail(idOf(request)));
    },
  );

  app.post<{ Body: { reason?: string | null } }>(
    `${queue.path}/:id/approve`,
    {
      schema: {
        ...ops,
        summary: texts.approve,
        description: texts.approveDescription,
        params: idParams,
        body: reasonBody(false),
        response: { 200: envelope(queue.applicationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const staffId = staffOf(request);
      const note = request.body.reason?.trim() || null;
      if (note) check(validateDecisionReason(note));
      return ok(request, await service.review(idOf(request), staffId, 'approve', note), queue.messages.approved);
    },
  );

  app.post<{ Body: { reason: string | null } }>(
    `${queue.path}/:id/reject`,
    {
      schema: {
        ...ops,
        summary: texts.reject,
        ...(texts.rejectDescription ? { description: texts.rejectDescription } : {}),
        params: idParams,
        body: reasonBody(true),
        response: { 200: envelope(queue.applicationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const staffId = staffOf(request);
      check(validateDecisionReason(request.body.reason));
      return ok(request, await service.review(idOf(request), staffId, 'reject', request.body.reason!.trim()), queue.messages.rejected);
    },
  );
}
