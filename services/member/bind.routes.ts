/**
 * Binding a phone or e-mail to the signed-in account (spec section 7): a code to the new contact
 * (`logged-in/bind/send/sms`; the e-mail twin is our design, the spec omits it), then `bind/phone` or
 * `bind/email` with its code key as query params. A contact that another account uses is refused, and so is
 * binding a second one (changing a bound contact is the change-bind flow, not built yet).
 */
import type { FastifyPluginAsync } from 'fastify';
import { validateCaptchaCode } from '../../machines/rules/validation';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { readEmail, readPhone } from './identifier-fields';
import { queryOf } from './security.routes';
import type { SecurityService } from './security.service';

const bearer = [{ bearer: [] }];

const CHANNELS = {
  sms: { field: 'phone', max: 40, key: 'pcdk', read: readPhone, path: 'phone', done: 'phoneBound' },
  email: { field: 'email', max: 254, key: 'ecdk', read: readEmail, path: 'email', done: 'emailBound' },
} as const;

export function bindRoutes(security: SecurityService): FastifyPluginAsync {
  return async (app) => {
    for (const channel of ['sms', 'email'] as const) {
      const c = CHANNELS[channel];
      app.post<{ Body: { phone?: string; email?: string; captchaCode: string; captchaId: string } }>(
        `/member/v2/logged-in/bind/send/${channel}/verify-code`,
        {
          schema: {
            tags: ['member'],
            summary: channel === 'sms' ? 'Send a code to a new phone to bind' : 'Send a code to a new e-mail to bind (our design; the spec lists only the SMS path)',
            description:
              `${c.field} is the new contact. 400 when the account has one bound already or another account uses it (checked after the captcha). ` +
              'The code key is bound to this member, this contact and the purpose "bind". Same rate limits as every code.',
            security: bearer,
            body: bodyOf({ [c.field]: str(c.max), captchaCode: str(20), captchaId: str(64) }),
            response: {
              200: envelope({ type: ['object', 'null'], properties: { retryAfter: { type: 'integer' } } }, 'data null; 601 with { retryAfter } within 60 s'),
              ...errorResponses(401, 429),
            },
          },
        },
        async (request) => {
          const { identifier } = c.read((channel === 'sms' ? request.body.phone : request.body.email)!);
          check(validateCaptchaCode(request.body.captchaCode));
          const { user } = requireAuth(request);
          await security.sendBindCode({
            user,
            channel,
            identifier,
            captchaId: request.body.captchaId,
            captchaCode: request.body.captchaCode,
            ip: request.ip,
            lang: request.lang,
          });
          return ok(request, null, 'codeSent');
        },
      );

      app.post<{ Querystring: { phone?: string; email?: string; pcdk?: string; ecdk?: string } }>(
        `/member/v3/bind/${c.path}`,
        {
          schema: {
            tags: ['member'],
            summary: channel === 'sms' ? 'Bind a phone to the account' : 'Bind an e-mail to the account',
            description: `Query params (spec 7): ${c.field} and ${c.key}, the code key of a bind code sent to it by this member.`,
            security: bearer,
            querystring: queryOf({ [c.field]: str(c.max), [c.key]: str(200) }),
            response: { 200: envelope(nullData), ...errorResponses(401) },
          },
        },
        async (request) => {
          const q = request.query;
          const { identifier, parsed } = c.read((channel === 'sms' ? q.phone : q.email)!);
          const auth = requireAuth(request);
          await security.bind(auth, { channel, identifier, parsed, key: (channel === 'sms' ? q.pcdk : q.ecdk)! });
          return ok(request, null, c.done);
        },
      );
    }
  };
}
