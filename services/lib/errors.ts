/**
 * Expected failures: thrown anywhere in a handler and turned into the envelope by the one error handler
 * (plugins/error-handler.ts). The message renders in the caller's language when the response is written.
 */
import { formatRuleError, type RuleError } from '../../machines/rules/messages';
// The catalogue above the domains: its tables are data, so lib loads no domain code through it.
import { message, type MessageKey } from '../messages';
import type { Lang } from './messages';

export class ServiceError extends Error {
  constructor(
    readonly code: number,
    readonly render: (lang: Lang) => string,
    readonly data: unknown = null,
  ) {
    super(render('en'));
    this.name = 'ServiceError';
  }
}

/** A service message with its code (400, 401, 403, 404, 429, 500). */
export function failure(code: number, key: MessageKey, params?: Record<string, string | number>, data: unknown = null): ServiceError {
  return new ServiceError(code, (lang) => message(key, lang, params), data);
}

/**
 * A shared validation rule failed: 400 with the rule's text, as the app shows it under the field. `reason` is for a
 * failure the app must tell apart (it switches on `data.reason`, never on the localized text).
 */
export function ruleFailure(err: RuleError, reason?: string): ServiceError {
  return new ServiceError(400, (lang) => formatRuleError(err, lang), reason ? { reason } : null);
}

/** Throws the first failing rule, if any. */
export function check(...results: Array<RuleError | null>): void {
  const first = results.find((r): r is RuleError => r !== null);
  if (first) throw ruleFailure(first);
}

export function rateLimited(retryAfterSeconds: number): ServiceError {
  return failure(429, 'rateLimited', { seconds: retryAfterSeconds }, { retryAfter: retryAfterSeconds });
}
