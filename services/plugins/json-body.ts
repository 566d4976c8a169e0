/**
 * JSON bodies: Fastify's own parser (it refuses `__proto__` and `constructor` poisoning), except that an
 * empty body counts as no body. Token-only calls such as POST /member/v2/member then work however the
 * client sends them; routes that need a body still answer 400 through their schema.
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
