/**
 * The workflow routes through HTTP (docs/workflow.md): one entity's live state for its owner and for operations,
 * what each may do next, receipts, public verification (which names an altered row), and checkpoints.
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entityTransitions, realNameApplications } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { credit, idem, makeOperator, opsClient, PAY_PASSWORD, walletMember, withdrawKey, type TestMember } from '../testing/wallet-money';

type Workflow = {
  entityType: string;
  entityId: string;
  machineId: string;
  state: string;
  stateValue: unknown;
  context: Record<string, unknown>;
  version: number;
  viewerRole: string;
  availableEvents: string[];
  nextEvents: Array<{ event: string; by: string[] }>;
  history: Array<{ seq: number; event: string; from: string | null; to: string; actorRole: string; actorId: number | null; hash: string }>;
  deadlineAt: number | null;
};
type Receipt = { format: string; entityType: string; entityId: string; seq: number; event: string; at: string; hash: string; prevHash: string };
type Verification = { valid: boolean; result: string; message: string; brokenAt: { entityType: string; entityId: string; seq: number } | null; checkpoint: { id: number; rootHash: string } | null };

describeEachDatabase('workflow routes', (database) => {
  const h = useServicesApp(database);

  async function withdrawal(amountFen: number): Promise<{ m: TestMember; id: number }> {
    const m = await walletMember(h);
    await credit(h.db(), m.id, amountFen * 2);
    const codeKey = await withdrawKey(h, m);
    const created = await m.c.post<{ id: number }>(
      '/wallet/v1/withdraw/create',
      { amountFen, bankCardId: m.cardId, identifier: m.phone, codeKey, transactionPassword: PAY_PASSWORD },
      idem(),
    );
    expect(created.body.code).toBe(200);
    return { m, id: created.body.data.id };
  }

  it('shows the owner and operations where a withdrawal stands and what each may do next', async () => {
    const { m, id } = await withdrawal(10_000);
    const mine = await m.c.get<Workflow>(`/workflow/v1/withdrawal/${id}`);
    expect(mine.body.code).toBe(200);
    expect(mine.body.data).toMatchObject({
      entityType: 'withdrawal',
      entityId: String(id),
      machineId: 'withdrawal',
      state: 'awaitingPayout',
      stateValue: 'awaitingPayout',
      version: 2,
      viewerRole: 'member',
      availableEvents: [],
      nextEvents: [
        { event: 'payout.start', by: ['operations'] },
        { event: 'payout.fail', by: ['operations'] },
      ],
      deadlineAt: null,
    });
    // Operations' own fields stay with operations.
    expect(mine.body.data.context).not.toHaveProperty('fourEyesFen');
    expect(mine.body.data.context).toMatchObject({ amountFen: 10_000 });
    expect(mine.body.data.history.map((x) => [x.seq, x.event, x.to, x.actorRole, x.actorId])).toEqual([
      [1, 'entity.create', 'filling', 'member', null],
      [2, 'withdraw.submit', 'awaitingPayout', 'member', null],
    ]);
    expect(mine.body.data.history.every((x) => /^[0-9a-f]{64}$/.test(x.hash))).toBe(true);

    const ops = await opsClient(h);
    const seen = await ops.get<Workflow>(`/workflow/v1/withdrawal/${id}`);
    expect(seen.body.data).toMatchObject({ viewerRole: 'operations', availableEvents: ['payout.start', 'payout.fail'], context: { fourEyesFen: 500_000 } });
    expect(seen.body.data.history[1].actorId).toBe(m.id);

    // A product owner looks without acting, and without operations' fields.
    const po = h.client();
    expect((await po.signin('po@portal.local', 'Po@2026xx')).body.code).toBe(200);
    const looked = await po.get<Workflow>(`/workflow/v1/withdrawal/${id}`);
    expect(looked.body.data).toMatchObject({ viewerRole: 'observer', availableEvents: [], state: 'awaitingPayout' });
    expect(looked.body.data.context).toEqual({});
    expect(looked.body.data.history[1].actorId).toBeNull();
    expect((await po.get(`/workflow/v1/withdrawal/${id}/receipts/1`)).body.code).toBe(404);

    // Another member: as if it did not exist. Nobody signed in: 401.
    const other = await walletMember(h, { card: false });
    expect((await other.c.get(`/workflow/v1/withdrawal/${id}`)).body.code).toBe(404);
    expect((await h.client().get(`/workflow/v1/withdrawal/${id}`)).body.code).toBe(401);
    expect((await m.c.get(`/workflow/v1/no_such_thing/${id}`)).body.code).toBe(404);
    expect((await m.c.get(`/workflow/v1/withdrawal/999999`)).body.code).toBe(404);
    expect((await m.c.get(`/workflow/v1/withdrawal/abc`)).body.code).toBe(400);
    expect((await m.c.get(`/workflow/v1/Withdrawal';--/1`)).body.code).toBe(400);
  });

  it('offers "mark as paid" to a second operator only, above the four-eyes limit', async () => {
    const { id } = await withdrawal(600_000);
    const ops = await opsClient(h);
    expect((await ops.post(`/ops/v1/withdraw/${id}/start`)).body.code).toBe(200);
    expect((await ops.get<Workflow>(`/workflow/v1/withdrawal/${id}`)).body.data.availableEvents).toEqual(['payout.fail']);
    const second = await walletMember(h, { card: false });
    await makeOperator(h, second.id);
    expect((await second.c.get<Workflow>(`/workflow/v1/withdrawal/${id}`)).body.data.availableEvents).toEqual(['payout.paid', 'payout.fail']);
  });

  it('answers the other lifecycles too: a verified bank card offers the member its own actions', async () => {
    const m = await walletMember(h);
    const card = await m.c.get<Workflow>(`/workflow/v1/bank_card/${m.cardId}`);
    expect(card.body.data).toMatchObject({ machineId: 'bankCard', state: 'verified', viewerRole: 'member' });
    expect(card.body.data.availableEvents).toContain('card.unlink');
    expect(card.body.data.availableEvents).not.toContain('ops.fail');
    const [application] = await h.db().select({ id: realNameApplications.id }).from(realNameApplications).where(eq(realNameApplications.userId, m.id));
    const realName = await m.c.get<Workflow>(`/workflow/v1/real_name/${application.id}`);
    expect(realName.body.data).toMatchObject({ machineId: 'realName', state: 'verified', availableEvents: [] });
  });

  it('issues a receipt that anyone can verify, and names the entry someone altered', async () => {
    const { m, id } = await withdrawal(10_000);
    const receipt = await m.c.get<Receipt>(`/workflow/v1/withdrawal/${id}/receipts/2`);
    expect(receipt.body.data).toMatchObject({ format: 'portal-receipt/1', entityType: 'withdrawal', entityId: String(id), seq: 2, event: 'withdraw.submit' });
    expect((await m.c.get(`/workflow/v1/withdrawal/${id}/receipts/9`)).body.code).toBe(404);

    const anyone = h.client({ lang: 'en-US' });
    const checked = await anyone.post<Verification>('/public/v1/receipts/verify', receipt.body.data);
    expect(checked.body.data).toMatchObject({ valid: true, result: 'valid', message: 'Valid: this receipt matches the platform’s record', brokenAt: null });
    // Without the entry's own hash nobody learns whether it exists.
    for (const probe of [{ hash: 'b'.repeat(64) }, { seq: 3, hash: 'b'.repeat(64) }, { entityId: '999999' }]) {
      expect((await anyone.post<Verification>('/public/v1/receipts/verify', { ...receipt.body.data, ...probe })).body.data).toMatchObject({ valid: false, result: 'unknownTransition' });
    }
    for (const forgery of [{ to: 'paid' }, { from: 'paying' }, { actorRole: 'operations' }, { prevHash: 'c'.repeat(64) }, { event: 'payout.paid' }, { at: '2020-01-01T00:00:00.000Z' }]) {
      const forged = await anyone.post<Verification>('/public/v1/receipts/verify', { ...receipt.body.data, ...forgery });
      expect(forged.body.data, JSON.stringify(forgery)).toMatchObject({ valid: false, result: 'receiptMismatch' });
    }
    for (const bad of [{}, { ...receipt.body.data, hash: 'xyz' }, { ...receipt.body.data, at: 'yesterday' }, { ...receipt.body.data, seq: 'two' }, { ...receipt.body.data, entityType: 'a\u0000b' }]) {
      expect((await anyone.post('/public/v1/receipts/verify', bad)).body.code).toBe(400);
    }

    // Behind the service's back: the first entry now says someone else asked.
    const first = and(eq(entityTransitions.entityType, 'withdrawal'), eq(entityTransitions.entityId, String(id)), eq(entityTransitions.seq, 1));
    await h.db().execute(sql`alter table entity_transitions disable trigger entity_transitions_append_only`);
    try {
      await h.db().update(entityTransitions).set({ actorId: 1 }).where(first);
    } finally {
      await h.db().execute(sql`alter table entity_transitions enable trigger entity_transitions_append_only`);
    }
    const broken = await h.client({ lang: 'zh-CN' }).post<Verification>('/public/v1/receipts/verify', receipt.body.data);
    expect(broken.body.data).toMatchObject({ valid: false, result: 'chainBroken', brokenAt: { entityType: 'withdrawal', entityId: String(id), seq: 1 } });
    expect(broken.body.data.message).toBe(`存证链校验失败：withdrawal #${id} 的第 1 条记录已被改动`);
  });

  it('seals checkpoints for operations and shows the latest one to anyone', async () => {
    const { m, id } = await withdrawal(10_000);
    expect((await m.c.post('/ops/v1/checkpoints')).body.code).toBe(403);
    const ops = await opsClient(h);
    const sealed = await ops.post<{ id: number; rootHash: string; transitions: number }>('/ops/v1/checkpoints');
    expect(sealed.body).toMatchObject({ code: 200, msg: '检查点已生成' }) // the seeded operator reads Chinese;
    expect(sealed.body.data.rootHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.body.data.transitions).toBeGreaterThan(0);
    const latest = await h.client().get<{ id: number; rootHash: string }>('/public/v1/checkpoints/latest');
    expect(latest.body.data).toMatchObject({ id: sealed.body.data.id, rootHash: sealed.body.data.rootHash });
    // Nothing new: the same checkpoint.
    expect((await ops.post<{ id: number }>('/ops/v1/checkpoints')).body.data.id).toBe(sealed.body.data.id);
    const receipt = (await m.c.get<Receipt>(`/workflow/v1/withdrawal/${id}/receipts/1`)).body.data;
    const checked = await h.client().post<Verification>('/public/v1/receipts/verify', receipt);
    expect(checked.body.data).toMatchObject({ valid: true, checkpoint: { id: sealed.body.data.id, rootHash: sealed.body.data.rootHash } });
  });
});
