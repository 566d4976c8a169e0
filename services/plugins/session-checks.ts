/**
 * The per-request session check (plugins/auth.ts) without a database round trip when nothing changed.
 *
 * A read (GET or HEAD that changes nothing, or a POST route declared `readOnly`) may use the answer another request
 * of the same session got in the last SESSION_CHECK_TTL_MS; a write always asks the database, so money moves and
 * settings change only for a session that is live at that moment. Every write that starts or ends in this process
 * makes every remembered answer stale (a new generation), so in this process a sign-out, a password reset, a revoked
 * device or a changed nickname is seen by the very next read. A session revoked through another process of the same
 * database (several services behind a balancer) stops being accepted for reads within SESSION_CHECK_TTL_MS.
 * An answer loaded while a write ran is not remembered (its generation has passed).
 */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_SESSIONS = 20_000;

type Entry<A> = { value: A; until: number };

export type SessionChecks<A> = {
  /** The generation now: pass it to `remember` for an answer loaded from here on. */
  generation(): number;
  /** The remembered answer for the session, if fresh; `undefined` when the database must be asked. */
  recall(sessionId: string): A | undefined;
  /** Remembers an answer loaded since `generation`, unless a write started or ended meanwhile. */
  remember(sessionId: string, value: A, generation: number): void;
  /** A write starts or ends: nothing remembered so far may be used again. */
  invalidate(): void;
};

export function sessionChecks<A>(now: () => number, ttlMs = SESSION_CHECK_TTL_MS): SessionChecks<A> {
  let current = 0;
  const entries = new Map<string, Entry<A>>();
  return {
    generation: () => current,
    recall(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(sessionId);
      return undefined;
    },
    remember(sessionId, value, generation) {
      if (generation !== current) return;
      entries.delete(sessionId);
      entries.set(sessionId, { value, until: now() + ttlMs });
      // the oldest first: a Map iterates in insertion order
      while (entries.size > MAX_SESSIONS) entries.delete(entries.keys().next().value!);
    },
    invalidate() {
      current += 1;
      entries.clear();
    },
  };
}
