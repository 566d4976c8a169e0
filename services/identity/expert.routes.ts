/**
 * Industry expert status (issue 12; the spec shows no paths: designed in its style, docs/requirements.md "Expert
 * status"). Member routes act only on the caller's own application; operations routes require the `operations` role
 * (admin passes). Moves are not repeated: a second submit, withdraw, approval or rejection of the same state is the
 * entity store's 400 (`data.reason: eventRefused`) and changes nothing, as with the real-name review.
 */
import type { FastifyPluginAsync } from 'fastify';
import { EXPERT_APPLICATION_STATES } from '../../machines/identity/expert-application.machine';
import { EXPERT_CREDENTIALS_MAX, EXPERT_FIELDS_MAX, EXPERT_INTRODUCTION_MAX, EXPERT_INTRODUCTION_MIN, type ExpertApplicationForm } from '../../machines/rules/expert';
import type { ServicesContext } from '../context';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, str, tokenRequired, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { createExpertService } from './expert.service';
import { decisionSchema, registerReviewQueueRoutes } from './review-queue.routes';

const STATUSES = [...EXPERT_APPLICATION_STATES];
const text: JsonSchema = { type: ['string', 'null'] };
const applicationSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'], description: 'null while the member never saved an application' },
    status: { type: 'string', enum: STATUSES },
    expert: { type: 'boolean', description: 'Whether the member is an approved expert (receives invitations of kinds 4 and 7)' },
    fieldIds: { type: 'array', items: { type: 'integer' } },
    fields: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, cnName: { type: 'string' } } },
      description: 'The fields of expertise as the industry tree names them, in the order chosen',
    },
    credentials: {
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'string' }, url: { ...text, description: 'Signed read URL (expires); null when the object is gone (and in queue rows)' } } },
    },
    introduction: { type: 'string' },
    reason: { ...text, description: 'The last rejection’s reason, while the application is rejected or being edited' },
    submissions: { type: 'integer', description: 'How often it was submitted' },
    submittedAt: text,
    decidedAt: text,
    userId: { type: 'integer', description: 'operations only' },
    account: { ...text, description: 'operations only' },
    nickname: { ...text, description: 'operations only' },
    history: { type: 'array', items: decisionSchema, description: 'operations detail only' },
  },
};

const formBody = bodyOf({
  fieldIds: {
    type: 'array',
    maxItems: EXPERT_FIELDS_MAX,
    uniqueItems: true,
    items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    description: `Industry (sub-)category ids of the industry tree, 1-${EXPERT_FIELDS_MAX} to submit`,
  },
  credentials: {
    type: 'array',
    maxItems: EXPERT_CREDENTIALS_MAX,
    uniqueItems: true,
    items: str(300),
    description: `Object keys of the caller's own uploaded images, 1-${EXPERT_CREDENTIALS_MAX} to submit`,
  },
  introduction: str(EXPERT_INTRODUCTION_MAX * 2, { description: `${EXPERT_INTRODUCTION_MIN}-${EXPERT_INTRODUCTION_MAX} characters (trimmed) to submit` }),
});

export function expertRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const service = createExpertService(ctx);

  return async (app) => {
    const member = { tags: ['expert'], security: tokenRequired };
    const memberAnswer = { 200: envelope(applicationSchema), ...errorResponses(401, 403, 404) };

    app.get(
      '/member/v2/expert/info',
      {
        schema: {
          ...member,
          summary: "The caller's industry expert application",
          description: 'id null (status draft, expert false) when the member never saved one; credentials carry signed read URLs.',
          response: { 200: envelope(applicationSchema), ...errorResponses(401) },
        },
      },
      async (request) => ok(request, await service.mine(requireAuth(request).user.id)),
    );

    app.post<{ Body: ExpertApplicationForm }>(
      '/member/v2/expert/save',
      {
        schema: {
          ...member,
          summary: 'Save the expert application as a draft (created on the first save)',
          description:
            'A draft may be incomplete, never malformed: every field id must exist in the industry tree, every credential must be the caller’s own uploaded image (403 someone else’s, 404 never uploaded), the introduction at most the maximum. 400 (eventRefused) unless the application is a draft.',
          body: formBody,
          response: memberAnswer,
        },
      },
      async (request) => ok(request, await service.save(requireAuth(request), request.body), 'expertSaved'),
    );

    app.post<{ Body: ExpertApplicationForm }>(
      '/member/v2/expert/submit',
      {
        schema: {
          ...member,
          summary: 'Submit the expert application for review',
          description:
            'Checked in full (expertApplicationErrors): 1-6 fields of the industry tree, 1-10 of the caller’s own uploaded images, an introduction of 20-2000 characters. From a draft only (a rejected application is edited first); 400 (eventRefused) otherwise.',
          body: formBody,
          response: memberAnswer,
        },
      },
      async (request) => ok(request, await service.submit(requireAuth(request), request.body), 'expertSubmitted'),
    );

    app.post(
      '/member/v2/expert/withdraw',
      {
        schema: {
          ...member,
          summary: 'Withdraw a submitted expert application back to a draft',
          description: '404 without an application; 400 (eventRefused) unless it is in review.',
          response: memberAnswer,
        },
      },
      async (request) => ok(request, await service.withdraw(requireAuth(request)), 'expertWithdrawn'),
    );

    app.post(
      '/member/v2/expert/edit',
      {
        schema: {
          ...member,
          summary: 'Edit a rejected expert application: back to a draft with its content (and the reason) kept',
          description: '404 without an application; 400 (eventRefused) unless it is rejected.',
          response: memberAnswer,
        },
      },
      async (request) => ok(request, await service.edit(requireAuth(request)), 'expertEditing'),
    );

    registerReviewQueueRoutes(app, {
      path: '/ops/v1/expert',
      statuses: STATUSES,
      applicationSchema,
      texts: {
        page: 'Industry expert applications (operations)',
        pageDescription: 'Newest submission first. Without status: every application that was submitted (submitted, rejected, approved); drafts are the members’ own.',
        detail: 'One expert application with its credentials (signed read URLs) and decision history (operations)',
        approve: 'Approve an expert application in review: the member becomes an industry expert (operations)',
        approveDescription: 'An optional note is logged. 400 (eventRefused) when the application is not in review (e.g. another reviewer decided first).',
        reject: 'Reject an expert application in review with a reason shown to the member (operations)',
        rejectDescription: 'The reason is required (at most 200 characters, the rule of every rejection).',
      },
      messages: { approved: 'expertApproved', rejected: 'expertRejected' },
      service,
    });
  };
}
