/**
 * Account security of spec section 7: codes to the signed-in member's own phone or e-mail, and changing the
 * login or transaction password with a code key (query params, as the spec says) or with the current password.
 * The code-key routes log at `warn` only: their query string carries passwords, and the request log line
 * (level info) would print it.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  validateCaptchaCode,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirm,
  validateTransactionPassword,
} from '../../machines/rules/validation';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str, type JsonSchema } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import type { MemberCodeKind } from './codes.repository';
import type { SecurityService } from './security.service';
import type { CodeChannel } from './verification.service';

const bearer = [{ bearer: [] }];

/** `smsType` / `emailType` of a signed-in code (docs/contracts.md): what the code is for. */
export const SECURITY_CODE_TYPES = { 3: 'login-password', 4: 'pay-password', 5: 'withdraw' } as const satisfies Record<number, Exclude<MemberCodeKind, 'bind'>>;

const typeField = (name: string): JsonSchema => ({
  type: 'integer',
  enum: [3, 4, 5],
  description: `${name}: 3 change the login password, 4 set the transaction (pay) password, 5 withdraw identity`,
});

const sendResponse = {
  200: envelope(
    { type: ['object', 'null'], properties: { retryAfter: { type: 'integer' } } },
    'code 200 with data null when sent; code 601 with data { retryAfter } when a code was sent less than 60 s ago',
  ),
  ...errorResponses(401, 429),
};

/** A query string of exactly these string fields (a repeated field is an array, hence a 400). */
export function queryOf(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** Both passwords by the rules of their kind: the login password as at registration, the transaction password six digits. */
export function checkNewPasswords(kind: 'login' | 'pay', password: string, confirm: string): void {
  if (kind === 'login') check(validateNewPassword(password), validatePasswordConfirm(password, confirm));
  else check(validateTransactionPassword(password), validatePasswordConfirm(password, confirm));
}

export function securityRoutes(security: SecurityService): FastifyPluginAsync {
  return async (app) => {
    for (const channel of ['sms', 'email'] as const) {
      const typeName = channel === 'sms' ? 'smsType' : 'emailType';
      app.post<{ Body: { captchaCode: string; captchaId: string; smsType?: 3 | 4 | 5; emailType?: 3 | 4 | 5 } }>(
        `/member/v2/logged-in/send/${channel}/verify-code`,
        {
          schema: {
            tags: ['member'],
            summary: channel === 'sms' ? "Send a code to the member's own bound phone" : "Send a code to the member's own bound e-mail",
            description:
              'The code goes to the contact bound to the signed-in account (any phone or email field is ignored); 400 when none is bound. ' +
              'Its code key is bound to this member and purpose. Same rate limits as every code.',
            security: bearer,
            body: bodyOf({ captchaCode: str(20), captchaId: str(64), [typeName]: typeField(typeName) }),
            response: sendResponse,
          },
        },
        async (request) => {
          check(validateCaptchaCode(request.body.captchaCode));
          const { user } = requireAuth(request);
          const type = (request.body.smsType ?? request.body.emailType)!;
          await security.sendOwnCode({
            user,
            channel,
            kind: SECURITY_CODE_TYPES[type],
            captchaId: request.body.captchaId,
            captchaCode: request.body.captchaCode,
            ip: request.ip,
            lang: request.lang,
          });
          return ok(request, null, 'codeSent');
        },
      );
    }

    for (const kind of ['login', 'pay'] as const) {
      const what = kind === 'login' ? 'login-password' : 'pay-password';
      const done = kind === 'login' ? 'passwordSet' : 'transactionPasswordSet';
      for (const channel of ['sms', 'email'] as const satisfies CodeChannel[]) {
        const keyName = channel === 'sms' ? 'pcdk' : 'ecdk';
        app.post<{ Querystring: { newPassword: string; rNewPassword: string; pcdk?: string; ecdk?: string } }>(
          `/member/v3/modify/${what}/${channel}`,
          {
            logLevel: 'warn',
            schema: {
              tags: ['member'],
              summary: `${kind === 'login' ? 'Change the login password' : 'Set the transaction password'} with a code sent by ${channel === 'sms' ? 'SMS' : 'e-mail'}`,
              description:
                `Query params (spec 7). ${keyName} is the code key of a code of type ${kind === 'login' ? 3 : 4} sent to the member's own ${channel === 'sms' ? 'phone' : 'e-mail'}. ` +
                (kind === 'login'
                  ? 'The password follows the registration rules; the member\'s other sessions are revoked, this one stays.'
                  : 'Exactly 6 digits.'),
              security: bearer,
              querystring: queryOf({ newPassword: str(128), rNewPassword: str(128), [keyName]: str(200) }),
              response: { 200: envelope(nullData), ...errorResponses(401) },
            },
          },
          async (request) => {
            const { newPassword, rNewPassword } = request.query;
            checkNewPasswords(kind, newPassword, rNewPassword);
            const auth = requireAuth(request);
            const key = (channel === 'sms' ? request.query.pcdk : request.query.ecdk)!;
            if (kind === 'login') await security.modifyLoginPasswordByCode(auth, channel, newPassword, key);
            else await security.modifyPayPasswordByCode(auth, channel, newPassword, key);
            return ok(request, null, done);
          },
        );
      }

      app.post<{ Body: { newPassword: string; rNewPassword: string; currentPassword: string } }>(
        `/member/v2/modify/${what}/pass`,
        {
          logLevel: 'warn',
          schema: {
            tags: ['member'],
            summary: kind === 'login' ? 'Change the login password with the current one' : 'Change the transaction password with the old one',
            description:
              (kind === 'login'
                ? 'Only once the login password was changed before (spec 6: the old-password method is disabled otherwise). Revokes the other sessions. '
                : 'Only once a transaction password is set. Exactly 6 digits. ') +
              'A wrong current password is a 400; 5 checks per member per 15 minutes, then 429.',
            security: bearer,
            body: bodyOf({ newPassword: str(128), rNewPassword: str(128), currentPassword: str(128) }),
            response: { 200: envelope(nullData), ...errorResponses(401, 429) },
          },
        },
        async (request) => {
          const { newPassword, rNewPassword, currentPassword } = request.body;
          checkNewPasswords(kind, newPassword, rNewPassword);
          check(kind === 'login' ? validateLoginPassword(currentPassword) : validateTransactionPassword(currentPassword));
          const auth = requireAuth(request);
          if (kind === 'login') await security.modifyLoginPasswordByCurrent(auth, newPassword, currentPassword);
          else await security.modifyPayPasswordByCurrent(auth, newPassword, currentPassword);
          return ok(request, null, done);
        },
      );
    }
  };
}
