import type { FastifyRequest } from 'fastify';
import { message, type MessageKey } from '../messages';

/** The success envelope, with its message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'ok') {
  return { code: 200, msg: message(key, request.lang), data };
}
