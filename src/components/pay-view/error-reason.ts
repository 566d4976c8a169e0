import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** `data.reason` of the services' wallet refusals (docs/contracts.md): the balance cannot cover the amount. */
export const INSUFFICIENT_BALANCE = 'insufficientBalance';

/**
 * The machine-readable cause the gateway copies from a service failure into `extensions.reason`, if any. Pages
 * switch views on it (insufficient balance → "deposit or exchange"), never on the message text, which is localized.
 */
export function errorReasonOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const reason = (e.extensions as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string') return reason;
  }
  return undefined;
}
