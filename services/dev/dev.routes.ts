/**
 * Development aids (docs/contracts.md): the outbox, and with PORTAL_TEST_HOOKS=1 the answer of a captcha and a
 * clock that browser tests move forward (deadlines: a crowdfunding window ends, an invitation times out).
 * app.ts registers them only with PORTAL_DEV_AIDS on (the default outside production), so otherwise they are
 * unknown routes (404); and they answer only loopback clients and signed-in operations staff (dev-access.ts),
 * everyone else 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { isAdjustable } from '../lib/clock';
import { failure } from '../lib/errors';
import { RATE_LIMITS } from '../member';
import { ok } from '../lib/reply';
import { envelope, errorResponses, str, tokenOptional } from '../lib/schemas';
import { requireDevAidAccess } from './dev-access';
import type { WalkRecorder } from './walk-recorder';

const WHO = ' Only for clients on the services\' host (loopback, as the gateway names the client) and signed-in operations staff; others get 403.';

/** `walks`: the steps requests through the gateway caused (with PORTAL_TEST_HOOKS=1, app.ts), or null. */
export function devRoutes(ctx: ServicesContext, walks: WalkRecorder | null = null): FastifyPluginAsync {
  return async (app) => {
    // Every route of this plugin; the auth hook (plugins/auth.ts, registered on the root) has run before.
    app.addHook('onRequest', requireDevAidAccess);
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['development'],
          security: tokenOptional,
          summary: 'Every SMS and e-mail sent, newest first (not in production)',
          description: 'Also the bank statement lines of micro-deposits.' + WHO,
          response: {
            200: envelope({
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'channel', 'recipient', 'subject', 'body', 'createdAt'],
                properties: {
                  id: { type: 'integer' },
                  channel: { type: 'string', enum: ['sms', 'email', 'bank'] },
                  recipient: { type: 'string' },
                  subject: { type: ['string', 'null'] },
                  body: { type: 'string' },
                  createdAt: { type: 'string', description: 'ISO 8601' },
                },
              },
            }),
            ...errorResponses(403),
          },
        },
      },
      async (request) => {
        const rows = await ctx.repos.outbox.list();
        return ok(
          request,
          rows.map((r) => ({ id: r.id, channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() })),
        );
      },
    );

    if (!ctx.config.testHooks) return;
    app.get<{ Params: { id: string } }>(
      '/dev/captcha/:id',
      {
        schema: {
          tags: ['development'],
          security: tokenOptional,
          summary: "A captcha's answer, without consuming it (only with PORTAL_TEST_HOOKS=1)",
          description: WHO.trim(),
          params: { type: 'object', required: ['id'], properties: { id: str(64) } },
          response: {
            200: envelope({ type: 'object', required: ['text'], properties: { text: { type: 'string' } } }),
            ...errorResponses(403, 404),
          },
        },
      },
      async (request) => {
        const row = await ctx.repos.captchas.find(request.params.id);
        if (!row || row.testText == null) throw failure(404, 'captchaNotFound');
        return ok(request, { text: row.testText });
      },
    );

    // A second code to the same contact within the minute is refused ("already sent", 601). A person waits out the
    // page's countdown; the browser suite runs that countdown on the page's own clock and ends the services' minute
    // for that one contact here, instead of waiting a real minute (about 5 minutes of the suite's time on 2026-11-29)
    // or moving the services' clock, which the specs running beside it share. The hourly limit still counts.
    app.post<{ Body: { identifier: string } }>(
      '/dev/code-minute/end',
      {
        schema: {
          tags: ['development'],
          security: tokenOptional,
          summary: "Ends the one-code-per-minute window of one phone or e-mail, as if its minute had passed (only with PORTAL_TEST_HOOKS=1)",
          description: 'identifier: a phone identifier such as 86-13812345678, or an e-mail address, as the outbox names the recipient.' + WHO,
          body: { type: 'object', required: ['identifier'], additionalProperties: false, properties: { identifier: str(254, { minLength: 1 }) } },
          response: { 200: envelope({ type: 'null' }), ...errorResponses(403) },
        },
      },
      async (request) => {
        await ctx.repos.rateLimits.reset(RATE_LIMITS.codeResend, request.body.identifier);
        return ok(request, null);
      },
    );

    if (walks) {
      app.get<{ Querystring: { client: string } }>(
        '/dev/machine-walks',
        {
          schema: {
            tags: ['development'],
            security: tokenOptional,
            summary: 'The lifecycle steps that requests through the gateway from one client caused since the last call (only with PORTAL_TEST_HOOKS=1)',
            description:
              "For the browser suite's coverage of the server-held machines: each step of a request the gateway forwarded for `client`, oldest first, forgotten once answered. Calls made straight to the services and failed requests are not listed." +
              WHO,
            querystring: { type: 'object', required: ['client'], additionalProperties: false, properties: { client: str(64) } },
            response: {
              200: envelope({
                type: 'array',
                items: {
                  type: 'object',
                  required: ['machine', 'entity', 'event', 'from', 'to'],
                  properties: {
                    machine: { type: 'string' },
                    entity: { type: 'string', description: 'entityType:id' },
                    event: { type: 'string' },
                    from: { type: ['string', 'null'], description: 'dotted state; null for the creating step' },
                    to: { type: 'string' },
                  },
                },
              }),
              ...errorResponses(403),
            },
          },
        },
        async (request) => ok(request, walks.take(request.query.client)),
      );
    }

    if (!isAdjustable(ctx.clock)) return;
    const clock = ctx.clock;
    app.post<{ Body: { ms: number } }>(
      '/dev/clock/advance',
      {
        schema: {
          tags: ['development'],
          security: tokenOptional,
          summary: "Moves the services' clock forward (only with PORTAL_TEST_HOOKS=1): the scheduler then delivers what fell due",
          description: WHO.trim(),
          body: { type: 'object', required: ['ms'], additionalProperties: false, properties: { ms: { type: 'integer', minimum: 1, maximum: 90 * 24 * 3_600_000 } } },
          response: { 200: envelope({ type: 'object', properties: { now: { type: 'integer' }, offsetMs: { type: 'integer' } } }), ...errorResponses(403) },
        },
      },
      async (request) => {
        clock.advance(request.body.ms);
        return ok(request, { now: clock.now(), offsetMs: clock.offsetMs() });
      },
    );
  };
}
