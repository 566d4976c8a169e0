/**
 * The one error handler: every failure leaves as the envelope `{ code, msg, data }` in the caller's
 * language. Anything caused by the shape of a request (schema failures, bad JSON, wrong content type, huge
 * bodies) is a 400, unknown routes 404; only real faults are 500, with details in the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException } from '../lib/db-errors';
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

function describe(error: FastifyError, lang: Lang): { code: number; msg: string } {
  if (error.validation) return { code: 400, msg: message('badField', lang, { field: validationField(error) }) };
  if (isDataException(error)) return { code: 400, msg: message('badRequest', lang) };
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return { code: 400, msg: message('badJson', lang) };
  }
  if (status === 413) return { code: 400, msg: message('bodyTooLarge', lang) };
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
    return reply.code(404).send({ code: 404, msg: message('notFound', request.lang ?? 'zh'), data: null });
  });
}

/**
 * Fastify's `frameworkErrors`: a path it refuses before routing (not valid percent-encoding, a parameter past
 * maxParamLength) would otherwise get Fastify's own body, not the envelope. No hook has run, so the language is
 * Accept-Language's.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ code: 400, msg: message('badRequest', languageFromHeader(request.headers['accept-language'])), data: null });
}
