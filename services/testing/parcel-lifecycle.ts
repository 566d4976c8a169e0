/**
 * A toy lifecycle for the workflow engine's own tests and benchmark (services/lib/entity-store.test.ts,
 * scripts/workflow-bench.ts): a parcel with an effect in the transaction (`chargeFee`), one after commit
 * (`notifyCourier`), a guarded event and a deadline, in a scratch table made by `createParcelTable`.
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { assign, setup } from 'xstate';
import { defineLifecycle } from '../../machines/shared/lifecycle';
import type { Database } from '../db/client';
import { createEntityStore } from '../lib/entity-store';

/** A parcel: packed → (ship) shipped → (deliver) delivered; shipped expires into `lost` at its deadline. */
export const parcelMachine = setup({
  types: {
    context: {} as { shipments: number; note: string | null },
    events: {} as { type: 'ship' } | { type: 'deliver'; signature: string } | { type: 'timer.expired' } | { type: 'note'; text: string },
    input: {} as { note?: string },
  },
  actions: { notifyCourier: () => {}, chargeFee: () => {}, countShipment: assign(({ context }) => ({ shipments: context.shipments + 1 })) },
  guards: { signed: ({ event }) => event.type === 'deliver' && event.signature.trim() !== '' },
}).createMachine({
  id: 'parcel',
  context: ({ input }) => ({ shipments: 0, note: input.note ?? null }),
  initial: 'packed',
  states: {
    packed: { meta: { description: { zh: '已打包：等待发货', en: 'Packed: waiting to ship' } }, on: { ship: { target: 'shipped', actions: ['countShipment', 'chargeFee', 'notifyCourier'] } } },
    shipped: {
      meta: { description: { zh: '运输中：在路上', en: 'Shipped: on its way' } },
      on: { deliver: { guard: 'signed', target: 'delivered' }, 'timer.expired': 'lost' },
    },
    delivered: { type: 'final' },
    lost: { type: 'final' },
  },
});

export const parcelLifecycle = defineLifecycle('parcel', parcelMachine, {
  ship: { by: ['member'], label: { zh: '发货', en: 'Ship' } },
  deliver: { by: ['operations'], input: true, label: { zh: '签收', en: 'Deliver' } },
  'timer.expired': { by: ['system'], label: { zh: '超时', en: 'Time out' } },
  note: { by: ['member'], input: true, label: { zh: '备注', en: 'Note' } },
});

export const parcels = pgTable('test_parcels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  stateValue: jsonb('state_value').notNull(),
  context: jsonb('context').notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull(),
  feeCharged: integer('fee_charged').notNull().default(0),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type ParcelRow = typeof parcels.$inferSelect;

export const DAY = 24 * 3600_000;

export function clockAt(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export function parcelStore(db: Database, clock: { now(): number }, courier: { sent: number[]; fail?: boolean } = { sent: [] }) {
  return createEntityStore<typeof parcelMachine, ParcelRow, typeof parcels.$inferInsert>({
    lifecycle: parcelLifecycle,
    table: parcels,
    db,
    clock,
    ownerOf: (row) => row.userId,
    deadline: (row) => (row.status === 'shipped' && row.shippedAt ? new Date(row.shippedAt.getTime() + 3 * DAY) : null),
    onDeadline: () => ({ reason: 'expired' }),
    afterCommit: {
      notifyCourier: async (row) => {
        if (courier.fail) throw new Error('courier unreachable');
        courier.sent.push(row.id);
      },
    },
  });
}

export async function createParcelTable(db: Database): Promise<void> {
  await db.execute(sql`create table if not exists test_parcels (
    id integer generated always as identity primary key, user_id integer not null, state_value jsonb not null,
    context jsonb not null, status text not null, version integer not null, fee_charged integer not null default 0,
    shipped_at timestamptz, updated_at timestamptz not null)`);
}
