import { and, asc, eq } from 'drizzle-orm';
import { assign, setup } from 'xstate';
import { expect, it } from 'vitest';
import { entityTransitions } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { failure, ServiceError } from './errors';
import { createLifecycle, runActions, stateValueToString } from './lifecycle';

/** A toy door: closed → open (names the effect `ring`) → closed; `lock` only when closed, with a nested state. */
const doorMachine = setup({
  types: { context: {} as { opened: number }, events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock'; code: string }, input: {} as { opened?: number } },
  guards: { goodCode: ({ event }) => event.type === 'lock' && event.code === '1234' },
  actions: { ring: () => {} },
}).createMachine({
  id: 'door',
  context: ({ input }) => ({ opened: input.opened ?? 0 }),
  initial: 'closed',
  states: {
    closed: { on: { open: { target: 'open', actions: [assign(({ context }) => ({ opened: context.opened + 1 })), 'ring'] }, lock: { guard: 'goodCode', target: 'locked.bolted' } } },
    open: { on: { close: 'closed' } },
    locked: { initial: 'bolted', states: { bolted: {} } },
  },
});

const lifecycle = createLifecycle(doorMachine, 'door', () => failure(400, 'badRequest'));

it('starts, steps, names the effects and refuses what the machine refuses', () => {
  const started = lifecycle.start({ opened: 2 });
  expect(started).toMatchObject({ stateValue: 'closed', status: 'closed', context: { opened: 2 }, actions: [] });
  const opened = lifecycle.step(started, { type: 'open' });
  expect(opened).toMatchObject({ stateValue: 'open', status: 'open', context: { opened: 3 }, actions: ['ring'] });
  expect(lifecycle.can(opened, { type: 'open' })).toBe(false);
  expect(() => lifecycle.step(opened, { type: 'open' })).toThrow(ServiceError);
  const closed = lifecycle.step(opened, { type: 'close' });
  expect(() => lifecycle.step(closed, { type: 'lock', code: '0000' })).toThrow(ServiceError);
  const locked = lifecycle.step(closed, { type: 'lock', code: '1234' });
  expect(locked.status).toBe('locked.bolted');
  expect(stateValueToString({ a: 'b', c: { d: 'e' } })).toBe('a.b+c.d.e');
});

it('runs named effects after commit, skipping context-only actions', async () => {
  const ran: string[] = [];
  await runActions(['ring', 'assignSomething'], { ring: () => void ran.push('ring') });
  expect(ran).toEqual(['ring']);
});

describeEachDatabase('lifecycle log', (database) => {
  it('writes one row per accepted event with who, what, from, to, reason and when', async () => {
    const db = database().db;
    const started = lifecycle.start({});
    const opened = lifecycle.step(started, { type: 'open' });
    const at = new Date(Date.UTC(2026, 10, 22, 8));
    await db.transaction(async (tx) => {
      await lifecycle.log(tx, { entityId: 7, seq: 1, event: 'create', from: null, to: started.stateValue, actor: { id: 3, role: 'member' }, at });
      await lifecycle.log(tx, { entityId: 7, seq: 2, event: 'open', from: started.stateValue, to: opened.stateValue, actor: { id: null, role: 'system' }, reason: 'wind', at });
    });
    const rows = await db
      .select()
      .from(entityTransitions)
      .where(and(eq(entityTransitions.entityType, 'door'), eq(entityTransitions.entityId, '7')))
      .orderBy(asc(entityTransitions.seq));
    expect(rows.map((r) => [r.seq, r.event, r.fromValue, r.toValue, r.actorId, r.actorRole, r.reason, r.at.toISOString()])).toEqual([
      [1, 'create', null, 'closed', 3, 'member', null, at.toISOString()],
      [2, 'open', 'closed', 'open', null, 'system', 'wind', at.toISOString()],
    ]);
    // the same (entity, seq) twice is refused: two writers of one version cannot both log
    await expect(lifecycle.log(db, { entityId: 7, seq: 2, event: 'close', from: 'open', to: 'closed', actor: { id: 3, role: 'member' }, at })).rejects.toThrow();
  });
});
