/**
 * The stored answer of an idempotent money request, looked up before its checks run. A retry of an attempt that
 * already succeeded moves nothing, so it is answered as it was answered the first time (Stripe's rule), whatever
 * changed since: the withdraw code key is spent, the card may be unlinked, the transaction password changed. Its
 * checks would otherwise refuse a retry of a request that did happen, and the app would show a failure for money
 * that moved; it also saves the password hash and the password-limit slot per network retry.
 *
 * Built on `once` alone (services/wallet/idempotency.ts), so the rules stay in one place: the lookup is a `once`
 * whose work refuses to run; a stored answer comes back as a replay, a key used for another request is the usual
 * 400 `idempotencyKeyReused`, and an unused key is released again by the rollback.
 */
import type { Database } from '../db/client';
import { once } from './idempotency';

class NotStored extends Error {}

/** The answer stored for (owner, key) when it was given to this same request; null when the key is unused. */
export async function storedAnswer<T>(db: Database, owner: number, key: string, scope: string, params: unknown, at: Date): Promise<T | null> {
  try {
    const { result } = await once<T>(db, owner, key, scope, params, at, async () => {
      throw new NotStored();
    });
    return result;
  } catch (error) {
    if (error instanceof NotStored) return null;
    throw error;
  }
}
