/** The member service of docs/contracts.md, as one plugin made of small route modules. */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { createAccountService } from './account.service';
import { bindRoutes } from './bind.routes';
import { captchaRoutes } from './captcha.routes';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { securityRoutes } from './security.routes';
import { createSecurityService } from './security.service';
import { sessionRoutes } from './session.routes';
import { signupRoutes } from './signup.routes';
import { createVerificationService } from './verification.service';
import { verifyCodeRoutes } from './verify-code.routes';

export function memberRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const verification = createVerificationService(ctx);
  const accounts = createAccountService(ctx, verification);
  const security = createSecurityService(ctx, verification);
  return async (app) => {
    await app.register(captchaRoutes(verification));
    await app.register(verifyCodeRoutes(verification));
    await app.register(signupRoutes(accounts));
    await app.register(sessionRoutes(ctx, accounts));
    await app.register(passwordRoutes(accounts));
    await app.register(profileRoutes(ctx));
    await app.register(securityRoutes(security));
    await app.register(bindRoutes(security));
  };
}
