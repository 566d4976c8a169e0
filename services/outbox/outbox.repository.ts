import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

/** `bank`: a bank statement line of the embedded micro-deposit adapter (services/bank-cards/micro-deposit.ts). */
export type OutboxChannel = 'sms' | 'email' | 'bank';

export function createOutboxRepository(db: Executor) {
  return {
    async add(row: { channel: OutboxChannel; recipient: string; subject?: string | null; body: string; createdAt: Date }): Promise<number> {
      const [inserted] = await db
        .insert(outbox)
        .values({ ...row, subject: row.subject ?? null })
        .returning({ id: outbox.id });
      return inserted.id;
    },
    async markDelivered(id: number, at: Date): Promise<void> {
      await db.update(outbox).set({ deliveredAt: at, deliveryError: null }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outbox).set({ deliveryError: error.slice(0, 1000) }).where(eq(outbox.id, id));
    },
    /** Newest first. */
    async list(limit = 200) {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
