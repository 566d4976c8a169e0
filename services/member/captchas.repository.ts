import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { captchas } from '../db/schema';

export function createCaptchasRepository(db: Executor) {
  return {
    async create(row: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(row);
    },
    /** Single use: whoever deletes the row gets it, so a second check (or a concurrent one) finds nothing. */
    async consume(id: string) {
      const [row] = await db.delete(captchas).where(eq(captchas.id, id)).returning();
      return row ?? null;
    },
    async find(id: string) {
      const [row] = await db.select().from(captchas).where(eq(captchas.id, id));
      return row ?? null;
    },
    async prune(now: number): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
    },
  };
}

export type CaptchasRepository = ReturnType<typeof createCaptchasRepository>;
