import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { menus, userRoles, users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { OPERATIONS_MENUS } from '../db/seed/seed';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, useServicesApp } from '../testing/harness';

type Item = { path: string; meta: { title: string; roles: string[]; permissions: string[] }; children: Item[] };

const OPS_PATHS = ['/operations/real-name', '/operations/face-checks', '/operations/bank-cards', '/operations/recharges', '/operations/withdrawals', '/operations/ledger', '/operations/requirements', '/operations/crowdfunding', '/operations/experts'];

for (const production of [false, true]) {
  describeEachDatabase(`operations menu (${production ? 'production' : 'development'})`, (database) => {
    const h = useServicesApp(database, production ? { config: { nodeEnv: 'production', production: true, testHooks: false } } : {});

    const menuOf = async (identifier?: string, password?: string): Promise<Item[]> => {
      const c = h.client();
      if (identifier) expect((await c.signin(identifier, password)).body.code).toBe(200);
      const res = await c.get<Item[]>('/getRouters');
      expect(res.body.code).toBe(200);
      return res.body.data;
    };
    const operations = (tree: Item[]) => tree.find((item) => item.path === '/operations');

    it('is hidden from anonymous callers and members', async () => {
      expect(operations(await menuOf())).toBeUndefined();
      expect(operations(await menuOf('demo@portal.local', 'Demo@2026'))).toBeUndefined();
      expect(operations(await menuOf('po@portal.local', 'Po@2026xx'))).toBeUndefined();
    });

    it('gives operations staff the group with its queues and the ledger, in order', async () => {
      const group = operations(await menuOf('ops@portal.local', 'Ops@2026x'));
      expect(group?.meta).toMatchObject({ title: 'menu.operations.title', roles: ['operations'], permissions: ['operations:review'] });
      expect(group?.children.map((c) => [c.path, c.meta.title])).toEqual([
        ['/operations/real-name', 'menu.operations.realName'],
        ['/operations/face-checks', 'menu.operations.faceChecks'],
        ['/operations/bank-cards', 'menu.operations.bankCards'],
        ['/operations/recharges', 'menu.operations.recharges'],
        ['/operations/withdrawals', 'menu.operations.withdrawals'],
        ['/operations/ledger', 'menu.operations.ledger'],
        ['/operations/requirements', 'menu.operations.requirements'],
        ['/operations/crowdfunding', 'menu.operations.crowdfunding'],
        ['/operations/experts', 'menu.operations.experts'],
      ]);
    });

    // Sign-up needs the test hooks, which production lacks; the development run covers it.
    if (!production) it('gives it to an admin too (admin passes every role check)', async () => {
      const c = h.client();
      const email = freshEmail();
      expect((await c.signupEmail(email)).body.code).toBe(200);
      const [user] = await h.db().select().from(users).where(eq(users.primaryEmail, email));
      await h.db().delete(userRoles).where(eq(userRoles.userId, user.id));
      await h.db().insert(userRoles).values({ userId: user.id, roleKey: 'admin' });
      expect((await c.signin(email)).body.code).toBe(200);
      const res = await c.get<Item[]>('/getRouters');
      expect(operations(res.body.data)?.children.map((i) => i.path)).toEqual(OPS_PATHS);
    });

    it('grants operations:review to the operations role', async () => {
      const c = h.client();
      expect((await c.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
      const me = await c.post<{ roles: string[]; permissions: string[] }>('/member/v2/member');
      expect(me.body.data.roles).toContain('operations');
      expect(me.body.data.permissions).toContain('operations:review');
    });
  });
}

describeEachDatabase('operations menu seed', (database) => {
  it('runs again on an existing database without duplicates, and puts changed rows back', async () => {
    const db = database().db;
    // The suite's database is seeded already; a tampered row is restored by the next start's seed.
    await db.update(menus).set({ path: '/elsewhere', roles: [], parentId: null }).where(eq(menus.id, OPERATIONS_MENUS[1].id));
    await seedDatabase(db);
    await seedDatabase(db);
    const rows = await db.select().from(menus);
    const ops = rows.filter((r) => OPERATIONS_MENUS.some((m) => m.id === r.id));
    expect(ops).toHaveLength(OPERATIONS_MENUS.length);
    const realName = ops.find((r) => r.id === OPERATIONS_MENUS[1].id);
    expect(realName).toMatchObject({ path: '/operations/real-name', roles: ['operations'], parentId: OPERATIONS_MENUS[0].id });
  });
});
