import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One idempotency key per attempt (docs/contracts.md "Idempotency"): the same request sent again (a retry after a
 * lost answer, a second press, a return through Back) carries the same key, so the services apply it once; a
 * request with other parameters is a new attempt and gets a new key, because the services refuse a key reused for
 * another body. The caller's `signature` must therefore hold exactly what the service compares (not a password or
 * a one-time code, which change between retries of the same attempt). `finish()` after a success, or after an
 * answer that ends the attempt, makes the next request a new attempt.
 */
export type AttemptKey = {
  /** The key of the attempt whose parameters serialise to `signature`. */
  keyFor(signature: string): string;
  finish(): void;
};

export function useAttemptKey(): AttemptKey {
  const current = useRef<{ signature: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(signature) {
        if (current.current?.signature !== signature) current.current = { signature, key: newIdempotencyKey() };
        return current.current.key;
      },
      finish() {
        current.current = null;
      },
    }),
    [],
  );
}
