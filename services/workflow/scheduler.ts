/**
 * The one scheduler of the workflow engine (docs/workflow.md): every few seconds it looks for due jobs in
 * `workflow_jobs` (deadlines, and after-commit effects a crash left behind) and hands each to its entity's store,
 * which claims it (services/lib/entity-store.ts). Any number of instances may run it: a job is taken by one.
 * Hourly it also seals a checkpoint of the transition log.
 */
import { and, asc, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workflowJobs } from '../db/schema';
import type { Clock } from '../lib/clock';
import { latestCheckpoint, sealCheckpoint } from './chain';
import type { WorkflowRegistry } from './registry';

/** Runs the jobs due now (at most `limit`); answers how many were handed over. */
export async function runDueJobs(db: Database, clock: Clock, registry: WorkflowRegistry, limit = 50): Promise<number> {
  const now = new Date(clock.now());
  const due = await db
    .select({ id: workflowJobs.id, kind: workflowJobs.kind, entityType: workflowJobs.entityType })
    .from(workflowJobs)
    .where(
      and(
        isNull(workflowJobs.doneAt),
        lte(workflowJobs.runAt, now),
        or(isNull(workflowJobs.lockedUntil), lte(workflowJobs.lockedUntil, now)),
        // Only the types this instance knows (a job of another version's lifecycle waits for an instance that does).
        inArray(workflowJobs.entityType, [...registry.keys()]),
      ),
    )
    .orderBy(asc(workflowJobs.runAt))
    .limit(limit);
  for (const job of due) {
    try {
      await registry.get(job.entityType)!.runJob(job);
    } catch (error) {
      // One job that fails (a lock conflict, a bug) must not starve the others: it stays due and is tried again.
      console.error(`workflow: job ${job.id} (${job.entityType}) failed:`, error);
    }
  }
  return due.length;
}

/** Jobs done this long ago are forgotten (the log keeps what happened; a job only says what was to be done). */
export const JOB_KEEP_DAYS = 30;

export async function purgeDoneJobs(db: Database, now: Date): Promise<void> {
  await db.delete(workflowJobs).where(lte(workflowJobs.doneAt, new Date(now.getTime() - JOB_KEEP_DAYS * 24 * 3600_000)));
}

export type SchedulerOptions = { pollMs?: number; checkpointMs?: number };

export function startScheduler(db: Database, clock: Clock, registry: WorkflowRegistry, options: SchedulerOptions = {}): { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? 5_000;
  const checkpointMs = options.checkpointMs ?? 60 * 60_000;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const chain = (work: () => Promise<unknown>, what: string) => {
    // One piece of work at a time per instance; a failure is logged and the next tick tries again.
    running = running.then(() => (stopped ? undefined : work())).catch((err) => console.error(`services: ${what} failed:`, err));
  };
  const poll = setInterval(() => chain(() => runDueJobs(db, clock, registry), 'workflow jobs'), pollMs);
  // Sealed when the latest checkpoint is older than checkpointMs, looked at every few minutes: an instance that
  // restarts often still seals on time, and several instances seal once between them (the sealer's lock).
  const sealIfDue = async () => {
    const latest = await latestCheckpoint(db);
    if (!latest || clock.now() - latest.at.getTime() >= checkpointMs) await sealCheckpoint(db, new Date(clock.now()));
  };
  const seal = setInterval(() => chain(sealIfDue, 'checkpoint'), Math.min(checkpointMs, 5 * 60_000));
  poll.unref();
  seal.unref();
  chain(() => runDueJobs(db, clock, registry), 'workflow jobs');
  chain(sealIfDue, 'checkpoint');
  return {
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(seal);
      await running;
    },
  };
}
