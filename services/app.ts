/**
 * The REST services as one Fastify instance (not listening): plugins first (language, auth, errors,
 * OpenAPI), then the route modules. server.ts listens; tests call `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { bankCardRoutes } from './bank-cards/bank-card.routes';
import { createContext, type ServicesContext, type ServicesDeps } from './context';
import { createWalkRecorder, devRoutes, recordGatewaySteps } from './dev';
import { expertRoutes } from './identity/expert.routes';
import { identityRoutes } from './identity/identity.routes';
import { memberRoutes } from './member/member.routes';
import { registerAuth } from './plugins/auth';
import { declareRefusals, frameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerLanguage } from './plugins/language';
import { registerOpenApiRoute, registerSwagger } from './plugins/swagger';
import { referenceRoutes } from './reference/reference.routes';
import { requirementRoutes } from './requirements';
import { storageRoutes } from './storage/storage.routes';
import { exchangeRoutes } from './wallet/exchange.routes';
import { ledgerOpsRoutes } from './wallet/ledger-ops.routes';
import { rechargeRoutes } from './wallet/recharge.routes';
import { recordsRoutes } from './wallet/records.routes';
import { withdrawalRoutes } from './wallet/withdrawal.routes';
import { createWorkflowRegistry } from './workflow/registry';
import { workflowRoutes } from './workflow/workflow.routes';

export type { ServicesDeps };

/** Bodies here are small JSON forms; anything bigger is refused with a 413 envelope before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Headers of every answer (JSON envelopes, stored files, errors): no sniffing, never framed, no document of the
 * services is a page (`default-src 'none'`), and `Cache-Control: no-store` unless the route chose its own (signed
 * image reads are `private` for their lifetime). Nearly every answer holds personal or financial data; public
 * reference reads are cached by the gateway, never by browsers or shared caches.
 */
export const SERVICES_CSP = "default-src 'none'; frame-ancestors 'none'";

function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', SERVICES_CSP);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    setSecurityHeaders(reply);
    return payload;
  });
}

export function buildServicesApp(deps: ServicesDeps, options: { logger?: FastifyServerOptions['logger'] } = {}): FastifyInstance {
  const ctx: ServicesContext = createContext(deps);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the gateways may say who the client is (X-Forwarded-For): loopback by default, or the addresses
    // and CIDR ranges of TRUSTED_GATEWAYS when the gateways run on other hosts. Anyone else is the client.
    trustProxy: deps.config.trustedGateways ?? 'loopback',
    // Paths Fastify refuses before routing still answer the 400 envelope (no hook runs for them: headers here).
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply);
      frameworkError(error, request, reply);
    },
    ajv: {
      customOptions: {
        // A string where a number is expected (or the reverse) is a 400, not a silent conversion.
        coerceTypes: false,
        // A field the schema does not declare is refused (400), never dropped silently: a client that misspells
        // a field learns it, and no field can mean something to one reader and nothing to another.
        removeAdditional: false,
        allErrors: false,
      },
    },
  });

  registerSecurityHeaders(app);
  registerLanguage(app);
  registerAuth(app, ctx);
  registerErrorHandler(app);
  declareRefusals(app, BODY_LIMIT_BYTES);
  registerJsonBody(app);

  // The browser suite's coverage of the server-held machines (test hooks only): services/dev/walk-recorder.ts.
  const walkRecorder = ctx.config.testHooks ? createWalkRecorder() : null;
  if (walkRecorder) recordGatewaySteps(app, walkRecorder);

  app.register(async (root) => {
    await registerSwagger(root);
    await root.register(memberRoutes(ctx));
    await root.register(referenceRoutes(ctx));
    await root.register(bankCardRoutes(ctx));
    await root.register(storageRoutes(ctx));
    await root.register(identityRoutes(ctx));
    await root.register(expertRoutes(ctx));
    await root.register(withdrawalRoutes(ctx));
    await root.register(exchangeRoutes(ctx));
    await root.register(rechargeRoutes(ctx));
    await root.register(recordsRoutes(ctx));
    await root.register(ledgerOpsRoutes(ctx));
    await root.register(requirementRoutes(ctx));
    await root.register(workflowRoutes(ctx, createWorkflowRegistry(ctx)));
    // Development aids: PORTAL_DEV_AIDS (off in production); only loopback clients and operations staff (services/dev).
    if (ctx.config.devAids && !ctx.config.production) await root.register(devRoutes(ctx, walkRecorder));
    if (ctx.config.openApiDocument) registerOpenApiRoute(root);
  });

  return app;
}
