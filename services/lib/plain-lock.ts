/**
 * The one way the services lock rows that have no lifecycle. A row with a machine is locked by its entity store
 * (`store.lock`, services/lib/entity-store.ts), which also steps, logs and schedules it; a row without one (a face
 * check before it has a machine, the contributions beside their campaign, a member's user row used as a turnstile)
 * has no store, so its `SELECT … FOR UPDATE` goes through here, with the reason it needs the lock written at the
 * call. Lock such rows only after the lifecycle rows of the same transaction (requirement, then campaign), in the
 * order docs/requirements.md gives, so that every path takes locks in one order.
 */
export type PlainLockReason =
  /** a plain row with no machine of its own yet */
  | 'no lifecycle: the row has no machine'
  /** rows owned by a lifecycle row that is already locked by its store; they are read and marked in the same step */
  | 'no lifecycle: owned by an entity locked by its store'
  /** a row locked only to make one member's requests take turns (nothing of it is changed) */
  | 'no lifecycle: a turnstile for one member';

/** `query … FOR UPDATE` for rows without a lifecycle (see the file comment); `why` names which kind it is. */
export function lockPlainRows<R>(query: { for(strength: 'update'): R }, why: PlainLockReason): R {
  void why; // the reason is for the reader of the call; the lock is the same
  return query.for('update');
}
