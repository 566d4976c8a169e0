/**
 * Drops expired captchas, codes, code keys, sessions, rate-limit windows and old idempotency answers, once an
 * hour, and workflow jobs done more than JOB_KEEP_DAYS ago (deadlines of lifecycles are the workflow scheduler's:
 * services/workflow/scheduler.ts). Every instance may run it; the deletes are
 * idempotent and each expiry rechecks its order under the row lock.
 */
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createCaptchasRepository } from './member/captchas.repository';
import { createCodesRepository } from './member/codes.repository';
import { createRateLimitsRepository } from './member/rate-limits.repository';
import { createSessionsRepository } from './member/sessions.repository';
import { purgeIdempotencyKeys } from './wallet/idempotency';
import { purgeDoneJobs } from './workflow/scheduler';

export async function pruneExpired(db: Database, clock: Clock = systemClock): Promise<void> {
  const now = clock.now();
  await createCaptchasRepository(db).prune(now);
  await createCodesRepository(db).prune(new Date(now));
  await createSessionsRepository(db).prune(new Date(now));
  await createRateLimitsRepository(db).prune(now);
  await purgeIdempotencyKeys(db, new Date(now));
  await purgeDoneJobs(db, new Date(now));
}

export function startHousekeeping(db: Database, intervalMs = 60 * 60_000): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pruneExpired(db).catch((err) => console.error('services: housekeeping failed:', err));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  // Stopping waits for a run in progress, so the database is never closed under it.
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
