import type { FastifyPluginAsync } from 'fastify';
import { validateCaptchaCode, validateVerifyCode } from '../../machines/rules/validation';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, str } from '../lib/schemas';
import { readEmail, readIdentifier, readPhone } from './identifier-fields';
import type { VerificationService } from './verification.service';

const sendResponse = {
  200: envelope(
    { type: ['object', 'null'], properties: { retryAfter: { type: 'integer' } } },
    'code 200 with data null when sent; code 601 with data { retryAfter } when a code was sent less than 60 s ago',
  ),
  ...errorResponses(429),
};

const typeField = (name: string) => ({ type: 'integer', enum: [1, 2], description: `${name}: 1 sign-up, 2 forgot password` });

export function verifyCodeRoutes(verification: VerificationService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { phone: string; captchaCode: string; captchaId: string; smsType: 1 | 2 } }>(
      '/member/v3/send/sms/verify-code',
      {
        schema: {
          tags: ['member'],
          summary: 'Send a verification code by SMS',
          description: 'phone is a phone identifier such as 86-13812345678. Rate limits: 1 per phone per 60 s (601), 10 per phone per hour, 20 per IP per hour.',
          body: bodyOf({ phone: str(40), captchaCode: str(20), captchaId: str(64), smsType: typeField('smsType') }),
          response: sendResponse,
        },
      },
      async (request) => {
        const { identifier } = readPhone(request.body.phone);
        check(validateCaptchaCode(request.body.captchaCode));
        await verification.sendCode({
          channel: 'sms',
          identifier,
          purpose: request.body.smsType === 1 ? 'signup' : 'reset',
          captchaId: request.body.captchaId,
          captchaCode: request.body.captchaCode,
          ip: request.ip,
          lang: request.lang,
        });
        return ok(request, null, 'codeSent');
      },
    );

    app.post<{ Body: { email: string; captchaCode: string; captchaId: string; emailType: 1 | 2 } }>(
      '/member/v2/send/email/verify-code',
      {
        schema: {
          tags: ['member'],
          summary: 'Send a verification code by e-mail',
          description: 'Same limits as the SMS code.',
          body: bodyOf({ email: str(254), captchaCode: str(20), captchaId: str(64), emailType: typeField('emailType') }),
          response: sendResponse,
        },
      },
      async (request) => {
        const { identifier } = readEmail(request.body.email);
        check(validateCaptchaCode(request.body.captchaCode));
        await verification.sendCode({
          channel: 'email',
          identifier,
          purpose: request.body.emailType === 1 ? 'signup' : 'reset',
          captchaId: request.body.captchaId,
          captchaCode: request.body.captchaCode,
          ip: request.ip,
          lang: request.lang,
        });
        return ok(request, null, 'codeSent');
      },
    );

    app.post<{ Body: { identifier: string; verifyCode: string } }>(
      '/member/v3/verify/verify-code',
      {
        schema: {
          tags: ['member'],
          summary: 'Check a verification code and get its code key',
          description: 'A code lives 5 minutes and dies after 5 tries; the code key (pcdk / ecdk) lives 10 minutes and is single-use.',
          body: bodyOf({ identifier: str(254), verifyCode: str(20) }),
          response: { 200: envelope({ type: 'string', description: 'the code key' }), ...errorResponses(429) },
        },
      },
      async (request) => {
        const { identifier } = readIdentifier(request.body.identifier);
        check(validateVerifyCode(request.body.verifyCode));
        return ok(request, await verification.verifyCode(identifier, request.body.verifyCode, request.ip), 'codeVerified');
      },
    );
  };
}

