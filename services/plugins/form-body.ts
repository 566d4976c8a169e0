/**
 * `application/x-www-form-urlencoded` bodies, for the few routes the spec gives as form posts (each registers the
 * parser in its own plugin scope; JSON stays the rule elsewhere). A field named twice is refused with 400 like a
 * repeated JSON key (plugins/json-body.ts): `URLSearchParams` would hand over either value depending on who reads
 * it. Undeclared fields are refused by the route's schema (`additionalProperties: false`), as for JSON.
 */
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/errors';

/** Fields past this many are not read: no form of ours has more than a dozen. */
const MAX_FIELDS = 64;

/**
 * The fields of a form body, each value passed through `typed` (the form encoding has only strings). Throws the
 * 400 envelope's error on a repeated field or too many fields.
 */
export function parseFormFields(text: string, typed: (value: string) => unknown = (value) => value): Record<string, unknown> {
  const entries: Array<[string, unknown]> = [];
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (seen.has(key)) throw failure(400, 'duplicateField', { field: key.slice(0, 100) });
    if (entries.length >= MAX_FIELDS) throw failure(400, 'badRequest');
    seen.add(key);
    entries.push([key, typed(value)]);
  }
  // fromEntries defines own properties: a field named __proto__ stays a field (and the schema refuses it)
  return Object.fromEntries(entries);
}

/** Registers the form parser in this plugin's scope. */
export function acceptFormBodies(app: FastifyInstance, typed?: (value: string) => unknown): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseFormFields(body as string, typed));
    } catch (error) {
      done(error as Error);
    }
  });
}
