/**
 * JSON Schemas shared by the routes: the envelope, per-status error answers, and bounded strings. Bodies
 * are checked for types and sizes here; the meaning of each value (phone, password, ...) is checked with the
 * shared rules of machines/rules, so the messages match the app's.
 */
import { LIST_PAGE_SIZES } from '../../machines/constants';
import { failure } from './errors';

export type JsonSchema = Record<string, unknown>;

export const envelope = (data: JsonSchema, description = 'Success'): JsonSchema => ({
  description,
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

export const nullData: JsonSchema = { type: 'null' };

/**
 * A route's OpenAPI `security` when it needs the member's token (`Authorization: Bearer …` or the `Admin-Token`
 * cookie; the handler's `requireAuth` answers 401 without a live one). openapi-security.test.ts walks every route:
 * one that answers an anonymous caller 401 must declare this, and one that declares it never serves an anonymous one.
 */
export const tokenRequired: Array<Record<string, string[]>> = [{ bearer: [] }];

/** A route's `security` when the token is optional: the answer depends on who asks (a visitor gets less). */
export const tokenOptional: Array<Record<string, string[]>> = [{}, { bearer: [] }];

/** `data` of a failure: what the app may switch on (the gateway forwards `reason` as `extensions.reason`). */
export const errorData = {
  type: ['object', 'null'],
  properties: {
    retryAfter: { type: 'integer', description: 'Seconds to wait (429 and 601).' },
    reason: { type: 'string', description: 'A machine-readable cause, e.g. eventRefused (the entity’s machine does not accept the event now)' },
    event: { type: 'string', description: 'With eventRefused: the refused event' },
    state: { type: 'string', description: 'With eventRefused: the state the entity is in' },
    subTopic: { type: ['integer', 'null'], description: 'With invalidPlan: the sub-topic (from 1) a refused breakdown plan is about; null: the plan as a whole' },
  },
} satisfies JsonSchema;

const errorDescriptions: Record<number, string> = {
  400: 'Bad request: validation failed, wrong captcha or code, malformed body',
  401: 'No token, bad token, expired or revoked session',
  403: 'Signed in but lacking the role or permission',
  404: 'Unknown route or entity',
  429: 'Rate limit hit; data.retryAfter in seconds',
  500: 'Unexpected error',
};

/** Response schemas for the error statuses a route can answer (400 and 500 always). */
export function errorResponses(...codes: Array<401 | 403 | 404 | 429>): Record<number, JsonSchema> {
  const out: Record<number, JsonSchema> = {};
  for (const code of [400, ...codes, 500]) out[code] = envelope(errorData, errorDescriptions[code]);
  return out;
}

/** A string field: type and length only (its rule is checked in the handler). */
/** PostgreSQL text cannot hold NUL: refused at the schema, so it answers 400 before any query runs. */
export const NO_NUL = '^[^\\u0000]*$';
export const str = (maxLength = 200, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', maxLength, pattern: NO_NUL, ...extra });

/** A JSON object body with exactly these fields required; unknown fields are dropped. */
export function bodyOf(properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** One page of a list (the spec's paging answer): the records and the total count. */
export const pageOf = (items: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { records: { type: 'array', items }, total_record: { type: 'integer' } },
});

/**
 * The body of a list page: `pageNum` and `pageSize` (required) and optional filters. A member's page size is one
 * of the list's sizes (the app offers those); operations may ask for any size up to 100.
 */
export function pageBody(who: 'member' | 'operations', filters: Record<string, JsonSchema> = {}): JsonSchema {
  const pageSize = who === 'member' ? { type: 'integer', enum: [...LIST_PAGE_SIZES] } : { type: 'integer', minimum: 1, maximum: 100 };
  return bodyOf({ pageNum: { type: 'integer', minimum: 1, maximum: 100000 }, pageSize, ...filters }, ['pageNum', 'pageSize']);
}

/** One accepted event of an entity's lifecycle in a route's answer (services/lib/entity-store.ts `TransitionView`). */
export const transitionSchema: JsonSchema = {
  type: 'object',
  properties: {
    seq: { type: 'integer' },
    event: { type: 'string' },
    from: { type: ['string', 'null'] },
    to: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    actorRole: { type: 'string' },
    reason: { type: ['string', 'null'] },
    at: { type: 'integer' },
    hash: { type: ['string', 'null'] },
  },
};

/** The largest id of an `integer` (serial) column. */
export const INT_MAX = 2_147_483_647;
/** A row id in a body: a positive `integer` column value. */
export const rowIdSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: INT_MAX };
/** A row id in a path (`/:id`): digits without a leading zero; its size is checked by `pathRowId`. */
export const rowIdParams: JsonSchema = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] };
/** The id of `rowIdParams` as a number; beyond the column's range a 400 naming the field. */
export function pathRowId(text: string): number {
  const id = Number(text);
  if (id > INT_MAX) throw failure(400, 'badField', { field: 'id' });
  return id;
}
