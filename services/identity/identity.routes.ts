/**
 * Real-name verification and face checks (spec sections 3, 4 and 7; the spec does not show these paths, so they
 * follow its style and are documented in docs/contracts.md "Real-name verification"). Member routes act only on
 * the caller's own application; operations routes require the `operations` role (admin passes).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ID_DOCUMENT_TYPES } from '../../machines/rules/id-number';
import { type RealNameSubmission, validateDecisionReason } from '../../machines/rules/real-name';
import type { RealNameStatus } from '../../machines/identity/real-name.machine';
import type { ServicesContext } from '../context';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, pageOf, str, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import type { FaceCheckProvider } from './face-check.provider';
import { createRealNameService } from './real-name.service';
import { decisionSchema, idParams, pageQuery, paging, reasonBody, staffOf, registerReviewQueueRoutes, type PageQuery } from './review-queue.routes';

const STATUSES = ['unverified', 'filling', 'identityCheck', 'inReview', 'verified', 'failed'];
const FACE_STATUSES = ['pending', 'passed', 'failed'];
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const nstr = (max: number) => nullable(str(max));
const date = nullable(str(10, { description: 'YYYY-MM-DD' }));
const nbool = { type: ['boolean', 'null'] };
const text: JsonSchema = { type: ['string', 'null'] };

const imageSchema: JsonSchema = {
  type: 'object',
  properties: { kind: { type: 'string' }, key: { type: 'string' }, url: text },
};
const applicationSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    status: { type: 'string', enum: STATUSES },
    canSubmit: { type: 'boolean' },
    subjectType: text,
    idType: text,
    nationality: text,
    realName: text,
    idNumber: { type: ['string', 'null'], description: 'Masked for the member, whole for operations' },
    idValidFrom: text,
    idValidTo: text,
    idLongTerm: nbool,
    organisationName: text,
    creditCode: { type: ['string', 'null'], description: 'Masked for the member, whole for operations' },
    licenceValidFrom: text,
    licenceValidTo: text,
    licenceLongTerm: nbool,
    method: text,
    images: { type: 'array', items: imageSchema },
    reason: { type: ['string', 'null'], description: 'The reason of the last rejection or failed face check' },
    submittedAt: text,
    decidedAt: text,
    userId: { type: 'integer', description: 'operations only' },
    account: { type: ['string', 'null'], description: 'operations only' },
    history: { type: 'array', items: decisionSchema, description: 'operations detail only' },
  },
};
const faceCheckSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    applicationId: { type: 'integer' },
    userId: { type: 'integer' },
    account: text,
    organisationName: text,
    creditCode: text,
    provider: { type: 'string' },
    status: { type: 'string', enum: FACE_STATUSES },
    reason: text,
    createdAt: { type: 'string' },
    decidedAt: text,
  },
};

const submitBody = bodyOf(
  {
    subjectType: { type: 'string', enum: ['person', 'organisation'] },
    idType: { type: ['string', 'null'], enum: [...ID_DOCUMENT_TYPES, null] },
    nationality: nstr(8),
    realName: nstr(100),
    idNumber: nstr(40),
    handheldPhotoKey: nstr(300),
    frontPhotoKey: nstr(300),
    backPhotoKey: nstr(300),
    idValidFrom: date,
    idValidTo: date,
    idLongTerm: nbool,
    organisationName: nstr(100),
    creditCode: nstr(40),
    licenceValidFrom: date,
    licenceValidTo: date,
    licenceLongTerm: nbool,
    licenceImageKey: nstr(300),
    authorizationImageKey: nstr(300),
    method: { type: ['string', 'null'], enum: ['face', 'letter', null] },
  },
  ['subjectType'],
);

export function identityRoutes(ctx: ServicesContext, deps: { faceCheckProvider?: FaceCheckProvider } = {}): FastifyPluginAsync {
  const service = createRealNameService(ctx, deps);
  const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

  return async (app) => {
    const member = { tags: ['real-name'], security: tokenRequired };
    const ops = { tags: ['operations'], security: tokenRequired };

    app.get(
      '/member/v2/real-name/info',
      {
        schema: {
          ...member,
          summary: "The caller's real-name application",
          description: 'status unverified (id null) when the member never submitted; the ID number and credit code are masked; images carry signed read URLs.',
          response: { 200: envelope(applicationSchema), ...errorResponses(401) },
        },
      },
      async (request) => ok(request, await service.mine(requireAuth(request).user.id)),
    );

    app.post<{ Body: RealNameSubmission }>(
      '/member/v2/real-name/submit',
      {
        schema: {
          ...member,
          summary: 'Submit (or resubmit after a failure) a real-name application',
          description:
            'Person: idType, nationality, realName, idNumber, the three photo keys, idValidFrom and idValidTo (or idLongTerm). Organisation: organisationName, creditCode, licenceValidFrom and licenceValidTo (or licenceLongTerm), licenceImageKey, authorizationImageKey, method (face → identity check first; letter → review). Photo keys must be the caller\'s own uploaded images. 400 when verified (final), in progress, or the number is used by another account.',
          body: submitBody,
          response: { 200: envelope(applicationSchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const result = await service.submit(auth, request.body);
        return ok(request, result.view, result.faceCheck ? 'realNameFaceCheckStarted' : 'realNameSubmitted');
      },
    );

    registerReviewQueueRoutes(app, {
      path: '/ops/v1/real-name',
      statuses: STATUSES as RealNameStatus[],
      applicationSchema,
      texts: {
        page: 'Real-name applications (operations)',
        pageDescription: 'Newest submission first. Without status: every submitted application (identityCheck, inReview, verified, failed).',
        detail: 'One real-name application with its images and decision history (operations)',
        approve: 'Approve an application in review (operations)',
        approveDescription: 'An optional note is logged. 400 when the application is not in review (e.g. another reviewer decided first).',
        reject: 'Reject an application in review with a reason shown to the member (operations)',
      },
      messages: { approved: 'realNameApproved', rejected: 'realNameRejected' },
      service,
    });

    app.get<{ Querystring: PageQuery }>(
      '/ops/v1/face-check/pages',
      {
        schema: {
          ...ops,
          summary: "Legal representatives' face checks (operations)",
          querystring: pageQuery(FACE_STATUSES),
          response: { 200: envelope(pageOf(faceCheckSchema)), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        staffOf(request);
        return ok(request, await service.faceCheckPage({ status: request.query.status as 'pending' | undefined, ...paging(request.query) }));
      },
    );

    for (const verdict of ['pass', 'fail'] as const) {
      app.post<{ Body: { reason?: string | null } }>(
        `/ops/v1/face-check/:id/${verdict}`,
        {
          schema: {
            ...ops,
            summary: verdict === 'pass' ? 'Pass a pending face check (operations)' : 'Fail a pending face check with a reason (operations)',
            description: 'Moves the application: pass → in review; fail → failed with the reason shown to the member.',
            params: idParams,
            body: reasonBody(verdict === 'fail'),
            response: { 200: envelope(faceCheckSchema), ...errorResponses(401, 403, 404) },
          },
        },
        async (request) => {
          const staffId = staffOf(request);
          const reason = request.body.reason?.trim() || null;
          if (verdict === 'fail' || reason) check(validateDecisionReason(reason));
          const decided = await service.decideFaceCheck(idOf(request), { id: staffId, role: 'operations' }, verdict === 'pass', reason);
          return ok(request, decided, verdict === 'pass' ? 'faceCheckPassed' : 'faceCheckFailed');
        },
      );
    }
  };
}
