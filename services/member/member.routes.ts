/** The member service of docs/contracts.md, as one plugin made of small route modules. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { createAccountService } from './account.service';
import { captchaRoutes } from './captcha.routes';
import { passwordRoutes } from './password.routes';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';
import { createVerificationService } from './verification.service';
import { verifyCodeRoutes } from './verify-code.routes';

export function memberRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const verification = createVerificationService(ctx);
  const accounts = createAccountService(ctx, verification);
  return async (app) => {
    await app.register(captchaRoutes(verification));
    await app.register(verifyCodeRoutes(verification));
    await app.register(signupRoutes(accounts));
    await app.register(sessionRoutes(ctx, accounts));
    await app.register(passwordRoutes(accounts));
  };
}
