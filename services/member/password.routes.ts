import type { FastifyPluginAsync } from 'fastify';
import { validateNewPassword, validatePasswordConfirm } from '../../machines/rules/validation';
import { check } from '../lib/errors';
import { ok } from '../lib/reply';
import { bodyOf, envelope, errorResponses, nullData, str } from '../lib/schemas';
import type { AccountService } from './account.service';
import { readEmail, readPhone } from './identifier-fields';

export function passwordRoutes(accounts: AccountService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { newPassword: string; rNewPassword: string; phone: string; pcdk: string } }>(
      '/member/v3/forget/login-password/sms',
      {
        schema: {
          tags: ['member'],
          summary: 'Set a new login password with a code sent by SMS',
          description: 'pcdk is the code key of a forgot-password code (smsType 2). Revokes every session of the member.',
          body: bodyOf({ newPassword: str(128), rNewPassword: str(128), phone: str(40), pcdk: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses() },
        },
      },
      async (request) => {
        const { newPassword, rNewPassword, phone, pcdk } = request.body;
        const { identifier, parsed } = readPhone(phone);
        check(validateNewPassword(newPassword), validatePasswordConfirm(newPassword, rNewPassword));
        await accounts.resetPassword({ identifier, parsed, password: newPassword, key: pcdk });
        return ok(request, null, 'passwordSet');
      },
    );

    app.post<{ Body: { newPassword: string; rNewPassword: string; email: string; ecdk: string } }>(
      '/member/v3/forget/login-password/email',
      {
        schema: {
          tags: ['member'],
          summary: 'Set a new login password with a code sent by e-mail',
          description: 'ecdk is the code key of a forgot-password code (emailType 2). Revokes every session of the member.',
          body: bodyOf({ newPassword: str(128), rNewPassword: str(128), email: str(254), ecdk: str(200) }),
          response: { 200: envelope(nullData), ...errorResponses() },
        },
      },
      async (request) => {
        const { newPassword, rNewPassword, email, ecdk } = request.body;
        const { identifier, parsed } = readEmail(email);
        check(validateNewPassword(newPassword), validatePasswordConfirm(newPassword, rNewPassword));
        await accounts.resetPassword({ identifier, parsed, password: newPassword, key: ecdk });
        return ok(request, null, 'passwordSet');
      },
    );
  };
}
