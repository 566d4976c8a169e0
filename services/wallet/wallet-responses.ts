/**
 * Response schemas shared by the money routes. The failure envelope of a money request keeps the ledger's
 * machine-readable cause (`reason: 'insufficientBalance'`, the balance it saw), which the gateway forwards as
 * `extensions.reason`; the generic error schema of services/lib/schemas.ts would strip those fields when Fastify
 * serializes the answer.
 */
import { envelope, errorData, errorResponses, type JsonSchema } from '../lib/schemas';

const moneyErrorData: JsonSchema = {
  type: ['object', 'null'],
  properties: {
    ...errorData.properties,
    reason: { type: 'string', description: "A cause the app switches on: 'insufficientBalance', 'eventRefused'" },
    insufficient: { type: 'boolean' },
    balanceFen: { type: 'integer', description: 'The balance of the wallet that was short' },
  },
};

/** errorResponses(...) whose 400 keeps the ledger's data. */
export function moneyErrorResponses(...codes: Array<401 | 403 | 404 | 429>): Record<number, JsonSchema> {
  return {
    ...errorResponses(...codes),
    400: envelope(moneyErrorData, 'Bad request: validation failed, insufficient balance (data.reason), Idempotency-Key missing or reused'),
  };
}

/** The `Idempotency-Key` header (docs/contracts.md "Idempotency"), documented; the handler checks it. */
export const idempotencyHeaders: JsonSchema = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', description: '1-255 visible ASCII characters; one per attempt, reused for its retries' } },
};

/** Epoch milliseconds in a filter (null: no bound). */
export const msFilter: JsonSchema = { type: ['integer', 'null'], minimum: 0, maximum: 8_640_000_000_000_000 };

/** `from`/`to` filters: inclusive bounds of the creation time, in ms. */
export const createdRange: Record<'from' | 'to', JsonSchema> = { from: msFilter, to: msFilter };

/** A filter on one of these values (or none: null). */
export const choiceFilter = (codes: readonly string[]): JsonSchema => ({ type: ['string', 'null'], enum: [...codes, null] });

/** A positive id in the path (at most 9 digits: fits an integer column). */
export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['id'],
};
