/**
 * Receipts, their verification and the checkpoints of the hash-chained transition log (docs/workflow.md).
 *
 * Verifying a receipt recomputes the whole chain of its entity from the first row (each row's hash from its content
 * and its stored previous hash, each previous hash against the row before), compares the receipt with the stored
 * row, and recomputes the root of the checkpoint that sealed it. So a row altered behind the service's back is
 * named, and a chain rewritten consistently is caught by the checkpoint, as long as its root was published.
 */
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { chainCheckpoints, entityTransitions } from '../db/schema';
import { stateValueToString } from '../lib/entity-store';
import { checkpointRoot, GENESIS_HASH, transitionHash } from '../lib/hash-chain';

type TransitionRow = typeof entityTransitions.$inferSelect;
type CheckpointRow = typeof chainCheckpoints.$inferSelect;

export const RECEIPT_FORMAT = 'portal-receipt/1';

export type Receipt = {
  format: string;
  entityType: string;
  entityId: string;
  seq: number;
  event: string;
  from: string | null;
  to: string;
  actorRole: string;
  at: string;
  hash: string;
  prevHash: string;
  issuedAt: string;
};

export type CheckpointView = { id: number; rootHash: string; prevRootHash: string; at: string; lastTransitionId: number; transitions: number };

export type VerificationResult = 'valid' | 'unknownTransition' | 'receiptMismatch' | 'chainBroken';

export type Verification = {
  valid: boolean;
  result: VerificationResult;
  brokenAt: { entityType: string; entityId: string; seq: number } | null;
  checkpoint: CheckpointView | null;
  /** The checkpoint no longer matches the rows it sealed (a chain rewritten after it was sealed). */
  checkpointBroken: boolean;
};

const content = (row: TransitionRow) => ({
  entityType: row.entityType,
  entityId: row.entityId,
  seq: row.seq,
  event: row.event,
  from: row.fromValue ?? null,
  to: row.toValue,
  actorId: row.actorId,
  actorRole: row.actorRole,
  reason: row.reason,
  at: row.at,
});

export function checkpointView(row: CheckpointRow): CheckpointView {
  return { id: row.id, rootHash: row.rootHash, prevRootHash: row.prevRootHash, at: row.at.toISOString(), lastTransitionId: row.lastTransitionId, transitions: row.transitions };
}

/** The receipt of one stored transition. */
export function receiptOf(row: TransitionRow, issuedAt: Date): Receipt {
  return {
    format: RECEIPT_FORMAT,
    entityType: row.entityType,
    entityId: row.entityId,
    seq: row.seq,
    event: row.event,
    from: row.fromValue == null ? null : stateValueToString(row.fromValue),
    to: stateValueToString(row.toValue),
    actorRole: row.actorRole,
    at: row.at.toISOString(),
    hash: row.hash ?? '',
    prevHash: row.prevHash ?? '',
    issuedAt: issuedAt.toISOString(),
  };
}

export async function findTransition(db: Executor, entityType: string, entityId: string, seq: number): Promise<TransitionRow | undefined> {
  const [row] = await db
    .select()
    .from(entityTransitions)
    .where(and(eq(entityTransitions.entityType, entityType), eq(entityTransitions.entityId, entityId), eq(entityTransitions.seq, seq)));
  return row;
}

/** The first row of an entity's chain whose hash does not recompute or does not follow the row before; null if none. */
export function firstBrokenRow(rows: readonly TransitionRow[]): TransitionRow | null {
  let prev = GENESIS_HASH;
  let expectedSeq = 1;
  for (const row of rows) {
    if (row.seq !== expectedSeq || row.prevHash !== prev || row.hash !== transitionHash(content(row), prev)) return row;
    prev = row.hash;
    expectedSeq += 1;
  }
  return null;
}

async function checkpointHolds(db: Executor, checkpoint: CheckpointRow): Promise<boolean> {
  const sealed = await db
    .select({ hash: entityTransitions.hash })
    .from(entityTransitions)
    .where(eq(entityTransitions.checkpointId, checkpoint.id))
    .orderBy(asc(entityTransitions.id));
  return sealed.length === checkpoint.transitions && checkpointRoot(checkpoint.prevRootHash, sealed.map((r) => r.hash ?? '')) === checkpoint.rootHash;
}

/** The fields a receipt states about its transition (the format and when it was issued say nothing about it). */
export type ReceiptClaim = Pick<Receipt, 'entityType' | 'entityId' | 'seq' | 'event' | 'at' | 'hash'> & Partial<Pick<Receipt, 'from' | 'to' | 'actorRole' | 'prevHash'>>;

/** Whether every field the receipt states is what the stored row says (a field left out states nothing). */
function sameAsStored(receipt: ReceiptClaim, row: TransitionRow): boolean {
  const stored = receiptOf(row, new Date(0));
  const at = Date.parse(receipt.at);
  return (
    receipt.hash === stored.hash &&
    receipt.event === stored.event &&
    !Number.isNaN(at) &&
    new Date(at).toISOString() === stored.at &&
    (receipt.from === undefined || receipt.from === stored.from) &&
    (receipt.to === undefined || receipt.to === stored.to) &&
    (receipt.actorRole === undefined || receipt.actorRole === stored.actorRole) &&
    (receipt.prevHash === undefined || receipt.prevHash === stored.prevHash)
  );
}

/** Checks a receipt against the stored chain of its entity and the checkpoint that sealed it. */
export async function verifyReceipt(db: Database, receipt: ReceiptClaim): Promise<Verification> {
  const none = { brokenAt: null, checkpoint: null, checkpointBroken: false };
  const unknown: Verification = { valid: false, result: 'unknownTransition', ...none };
  const rows = await db
    .select()
    .from(entityTransitions)
    .where(and(eq(entityTransitions.entityType, receipt.entityType), eq(entityTransitions.entityId, receipt.entityId)))
    .orderBy(asc(entityTransitions.seq));
  const row = rows.find((r) => r.seq === receipt.seq);
  const checkpoint = row?.checkpointId != null ? (await db.select().from(chainCheckpoints).where(eq(chainCheckpoints.id, row.checkpointId)))[0] : undefined;
  const checkpointHeld = checkpoint ? await checkpointHolds(db, checkpoint) : true;
  if (!row || row.hash !== receipt.hash) {
    // Without the transition's own hash a caller learns nothing (not even whether the entity exists or how far it
    // went), unless the checkpoint sealing that entry no longer holds: then the log was rewritten, and that is said.
    if (row && checkpoint && !checkpointHeld) return { valid: false, result: 'chainBroken', brokenAt: null, checkpoint: checkpointView(checkpoint), checkpointBroken: true };
    return unknown;
  }
  const broken = firstBrokenRow(rows);
  if (broken) {
    return { valid: false, result: 'chainBroken', ...none, brokenAt: { entityType: broken.entityType, entityId: broken.entityId, seq: broken.seq } };
  }
  if (!sameAsStored(receipt, row)) return { valid: false, result: 'receiptMismatch', ...none };
  if (!checkpoint) return { valid: true, result: 'valid', ...none };
  return {
    valid: checkpointHeld,
    result: checkpointHeld ? 'valid' : 'chainBroken',
    brokenAt: null,
    checkpoint: checkpointView(checkpoint),
    checkpointBroken: !checkpointHeld,
  };
}

export async function latestCheckpoint(db: Executor): Promise<CheckpointRow | null> {
  const [row] = await db.select().from(chainCheckpoints).orderBy(desc(chainCheckpoints.id)).limit(1);
  return row ?? null;
}

// One sealer at a time across instances; the lock ends with the transaction.
const CHECKPOINT_LOCK_ID = 472_019_009;

/**
 * Seals every committed row that no checkpoint holds yet into a new checkpoint (nothing new: the latest one).
 * Rows are marked with the checkpoint's id, so a row committed late (a long transaction) is sealed by the next one
 * rather than missed. One sealer at a time (advisory lock).
 */
export async function sealCheckpoint(db: Database, at: Date): Promise<CheckpointRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECKPOINT_LOCK_ID})`);
    const previous = await latestCheckpoint(tx);
    const [anyPending] = await tx
      .select({ id: entityTransitions.id })
      .from(entityTransitions)
      .where(and(isNull(entityTransitions.checkpointId), sql`${entityTransitions.hash} is not null`))
      .limit(1);
    if (!anyPending) return previous;
    const prevRootHash = previous?.rootHash ?? GENESIS_HASH;
    // The checkpoint row first (its root is filled below), then one UPDATE that marks the rows and returns exactly
    // those it marked: the root is computed over the very rows sealed, even if others commit meanwhile.
    const [draft] = await tx.insert(chainCheckpoints).values({ rootHash: '', prevRootHash, transitions: 0, lastTransitionId: 0, at }).returning();
    const sealed = (
      await tx
        .update(entityTransitions)
        .set({ checkpointId: draft.id })
        .where(and(isNull(entityTransitions.checkpointId), sql`${entityTransitions.hash} is not null`))
        .returning({ id: entityTransitions.id, hash: entityTransitions.hash })
    ).sort((a, b) => a.id - b.id);
    const [checkpoint] = await tx
      .update(chainCheckpoints)
      .set({ rootHash: checkpointRoot(prevRootHash, sealed.map((r) => r.hash!)), transitions: sealed.length, lastTransitionId: sealed[sealed.length - 1]!.id })
      .where(eq(chainCheckpoints.id, draft.id))
      .returning();
    return checkpoint;
  });
}

/**
 * Rows logged before the chain existed get their hashes once, entity by entity in order (the trigger allows
 * filling a missing hash and nothing else). Run at start; cheap when there is nothing to do.
 */
export async function sealLegacyTransitions(db: Database): Promise<number> {
  const legacy = await db.select().from(entityTransitions).where(isNull(entityTransitions.hash)).orderBy(asc(entityTransitions.entityType), asc(entityTransitions.entityId), asc(entityTransitions.seq));
  let sealed = 0;
  for (const row of legacy) {
    await db.transaction(async (tx) => {
      const [prev] = await tx
        .select({ hash: entityTransitions.hash })
        .from(entityTransitions)
        .where(and(eq(entityTransitions.entityType, row.entityType), eq(entityTransitions.entityId, row.entityId), lt(entityTransitions.seq, row.seq)))
        .orderBy(desc(entityTransitions.seq))
        .limit(1);
      const prevHash = prev?.hash ?? GENESIS_HASH;
      await tx.update(entityTransitions).set({ prevHash, hash: transitionHash(content(row), prevHash) }).where(eq(entityTransitions.id, row.id));
    });
    sealed += 1;
  }
  return sealed;
}
