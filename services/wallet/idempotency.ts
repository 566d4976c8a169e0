/**
 * Idempotent money requests (Stripe's rule; REFERENCES.md): the caller sends `Idempotency-Key` (1-255 visible
 * characters) with every money-moving request. The first request with a key runs and its answer is stored in the
 * same transaction as the money it moved; a retry with the same key and the same parameters gets that answer and
 * moves nothing; the same key with other parameters is refused (400). Two requests with one key at the same time:
 * the second waits on the key's row until the first commits, then replays its answer. A request that failed rolled
 * back its key too, so a retry runs afresh (nothing had moved).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { failure } from '../lib/errors';

/** How long answers are kept (at least 24 h, as Stripe does). */
export const IDEMPOTENCY_KEEP_HOURS = 72;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header of a money request (400 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (typeof key !== 'string' || !KEY.test(key)) throw failure(400, 'idempotencyKeyRequired');
  return key;
}

function hashOf(scope: string, params: unknown): string {
  return createHash('sha256').update(scope).update('\0').update(JSON.stringify(params ?? null)).digest('hex');
}

/**
 * Runs `fn` in a transaction once per (owner, key): see the file comment. `params` are what makes two requests the
 * same (the body as the service read it); the answer must be JSON.
 */
export async function once<T>(
  db: Database,
  owner: number,
  key: string,
  scope: string,
  params: unknown,
  at: Date,
  fn: (tx: Transaction) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const requestHash = hashOf(scope, params);
  return db.transaction(async (tx) => {
    // Claim the key first: a concurrent request with the same key blocks here until this transaction ends.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ownerId: owner, key, scope, requestHash, response: { pending: true }, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, owner), eq(idempotencyKeys.key, key)));
      if (!first || first.requestHash !== requestHash) throw failure(400, 'idempotencyKeyReused');
      return { result: first.response as T, replayed: true };
    }
    const result = await fn(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: (result ?? null) as never })
      .where(and(eq(idempotencyKeys.ownerId, owner), eq(idempotencyKeys.key, key)));
    return { result, replayed: false };
  });
}

/**
 * The answer stored for (owner, key) when the same request made it; null when the key is unused (or its first
 * request is still running: `once` then waits for it). Money requests ask this before their gates and password
 * check: a retry of a request that did happen is answered as it was, whatever changed since (a spent code key, a
 * new password), instead of being refused for money that moved. The same key for another request is the usual 400.
 */
export async function storedAnswer<T>(db: Database, owner: number, key: string, scope: string, params: unknown): Promise<T | null> {
  const [first] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerId, owner), eq(idempotencyKeys.key, key)));
  if (!first) return null;
  if (first.requestHash !== hashOf(scope, params)) throw failure(400, 'idempotencyKeyReused');
  return first.response as T;
}

/** Forgets answers older than IDEMPOTENCY_KEEP_HOURS (housekeeping). */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000)));
}
