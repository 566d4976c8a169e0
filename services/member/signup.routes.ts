import type { FastifyPluginAsync } from 'fastify';
import { validateNewPassword, validatePasswordConfirm } from '../../machines/rules/validation';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str } from '../lib/schemas';
import type { AccountService } from './account.service';
import { readEmail, readPhone } from './identifier-fields';

export function signupRoutes(accounts: AccountService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { phone: string; password: string; confirmPassword: string; pcdk: string } }>(
      '/member/v3/signup/phone',
      {
        schema: {
          tags: ['member'],
          summary: 'Sign up with a phone number',
          description: 'pcdk is the code key of a sign-up code sent to this phone. An identifier already registered: 400.',
          body: bodyOf({ phone: str(40), password: str(128), confirmPassword: str(128), pcdk: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses() },
        },
      },
      async (request) => {
        const { phone, password, confirmPassword, pcdk } = request.body;
        const { identifier, parsed } = readPhone(phone);
        check(validateNewPassword(password), validatePasswordConfirm(password, confirmPassword));
        await accounts.signup({ identifier, parsed, password, key: pcdk, lang: request.lang });
        return ok(request, null, 'signupOk');
      },
    );

    app.post<{ Body: { email: string; password: string; confirmPassword: string; ecdk: string } }>(
      '/member/v3/signup/email',
      {
        schema: {
          tags: ['member'],
          summary: 'Sign up with an e-mail address',
          description: 'ecdk is the code key of a sign-up code sent to this address.',
          body: bodyOf({ email: str(254), password: str(128), confirmPassword: str(128), ecdk: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses() },
        },
      },
      async (request) => {
        const { email, password, confirmPassword, ecdk } = request.body;
        const { identifier, parsed } = readEmail(email);
        check(validateNewPassword(password), validatePasswordConfirm(password, confirmPassword));
        await accounts.signup({ identifier, parsed, password, key: ecdk, lang: request.lang });
        return ok(request, null, 'signupOk');
      },
    );
  };
}
