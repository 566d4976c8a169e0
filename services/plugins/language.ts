/**
 * The caller's language: `Accept-Language` first (en* → English, else Chinese); the auth plugin then
 * replaces it with the signed-in member's saved `localization`.
 */
import type { FastifyInstance } from 'fastify';
import { languageFromHeader, type Lang } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });
}
