/**
 * The one error handler: every failure leaves as the envelope `{ code, msg, data }` in the caller's
 * language. Anything caused by the shape of a request (schema failures, undeclared or repeated fields, bad JSON,
 * wrong content type) is a 400, a body over the limit 413, unknown paths 404, a known path called with a method
 * it does not serve 405 (with `Allow`); only real faults are 500, with details in the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../lib/db-errors';
import { envelope, errorData } from '../lib/schemas';
import { ServiceError } from '../lib/errors';
import { languageFromHeader, type Lang } from '../lib/messages';
import { message } from '../messages';

/** HTTP status for an envelope code: 200 and 601 travel with 200 (docs/contracts.md). */
export function httpStatusFor(code: number): number {
  return code === 200 || code === 601 ? 200 : code;
}

function validationField(error: FastifyError): string {
  const first = error.validation?.[0];
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return missing ?? (path || error.validationContext || 'body');
}

/** A field the schema does not declare (`additionalProperties: false`), with its path: `address.street`. */
function undeclaredField(error: FastifyError): string | null {
  const first = error.validation?.[0];
  if (first?.keyword !== 'additionalProperties') return null;
  const name = (first.params as { additionalProperty?: string }).additionalProperty ?? '';
  const path = first.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return path ? `${path}.${name}` : name;
}

function describe(error: FastifyError, lang: Lang): { code: number; msg: string } {
  if (error.validation) {
    const undeclared = undeclaredField(error);
    if (undeclared !== null) return { code: 400, msg: message('undeclaredField', lang, { field: undeclared.slice(0, 100) }) };
    return { code: 400, msg: message('badField', lang, { field: validationField(error) }) };
  }
  if (isDataException(error)) return { code: 400, msg: message('badRequest', lang) };
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return { code: 400, msg: message('badJson', lang) };
  }
  if (status === 413) return { code: 413, msg: message('bodyTooLarge', lang) };
  if (status === 415) return { code: 400, msg: message('badContentType', lang) };
  if (status === 404) return { code: 404, msg: message('notFound', lang) };
  if (status >= 400 && status < 500) return { code: 400, msg: message('badRequest', lang) };
  return { code: 500, msg: message('serverError', lang) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof ServiceError) {
      // a failure of ours is an error with its stack; an answer the spec gives a code of 600 and above ("code
      // already sent", 601) is an ordinary answer
      if (httpStatusFor(error.code) >= 500) request.log.error({ err: error }, 'service error');
      return reply.code(httpStatusFor(error.code)).send({ code: error.code, msg: error.render(lang), data: error.data });
    }
    const { code, msg } = describe(error, lang);
    if (code === 500) request.log.error({ err: error }, 'unexpected error');
    return reply.code(code).send({ code, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const allow = allowedMethods(app, request.url);
    if (allow.length > 0) {
      return reply.code(405).header('allow', allow.join(', ')).send({ code: 405, msg: message('methodNotAllowed', request.lang ?? 'zh'), data: null });
    }
    return reply.code(404).send({ code: 404, msg: message('notFound', request.lang ?? 'zh'), data: null });
  });
}

/** The methods a route could be registered for (Fastify's router answers any of them). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods some route serves at this URL, asked of Fastify's own router (`findRoute` matches a concrete path the
 * way a request is routed, parameters and wildcards included). Empty: the path is unknown, a 404.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0];
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/**
 * Fastify's `frameworkErrors`: a path it refuses before routing (not valid percent-encoding, a parameter past
 * maxParamLength) would otherwise get Fastify's own body, not the envelope. No hook has run, so the language is
 * Accept-Language's.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ code: 400, msg: message('badRequest', languageFromHeader(request.headers['accept-language'])), data: null });
}

/**
 * Answers every route with a body may give besides its own: 413 when the body is over the limit. Added to the route's
 * response schemas (so the OpenAPI document lists it) unless the route declared its own.
 */
export function declareRefusals(app: FastifyInstance, bodyLimitBytes: number): void {
  const tooLarge = envelope(errorData, `The body is over ${bodyLimitBytes / 1024} KiB (or the route's own limit)`);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
    if (!schema?.body || !schema.response || schema.response[413]) return;
    route.schema = { ...schema, response: { ...schema.response, 413: tooLarge } };
  });
}
