import { useMemo, useRef } from 'react';

/**
 * One idempotency key per attempt (docs/contracts.md "Idempotency"): the same request sent again (a retry
 * after a lost answer, a second press) carries the same key, so the services apply it once; a request with
 * other parameters is a new attempt and gets a new key, because the services refuse a key reused for
 * another body. `finish()` after a success makes the next request a new attempt.
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

/** A random UUID; `crypto.randomUUID` exists only in secure contexts, so a plain-HTTP deployment builds one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
