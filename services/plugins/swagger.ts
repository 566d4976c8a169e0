/** The OpenAPI document of the services, built from the route schemas and served at GET /openapi.json. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Innovation portal REST services',
        version: '0.1.0',
        description:
          'Member service, reference data and development aids (docs/contracts.md). Every response is the envelope ' +
          '{ code, msg, data }; msg is in the caller\'s language (the member\'s localization, else Accept-Language, else zh). ' +
          'HTTP status mirrors code for 400, 401, 403, 404, 405, 413, 429 and 500; codes 200 and 601 travel with HTTP 200. ' +
          'A field a body schema does not declare, or a key given twice, is a 400; a body over 64 KiB a 413; a known path ' +
          'called with another method a 405 with Allow. Operations that need the token declare security bearer.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Also accepted as the Admin-Token cookie.' },
        },
      },
    },
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
