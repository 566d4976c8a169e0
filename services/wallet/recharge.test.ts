import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entityTransitions, idempotencyKeys, ledgerTransfers, rechargeOrders } from '../db/schema';
import { pruneExpired } from '../housekeeping';
import type { EntityStore } from '../lib/entity-store';
import { runDueJobs } from '../workflow/scheduler';
import { ENTITY_TYPE, rechargeStore } from './recharge.service';
import { uploadImage } from '../testing/uploads';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { memberBalances, reconcile } from './ledger';
import { idem, operationsStaff, walletMember, type WalletMember } from '../testing/wallet-members';

type Order = {
  id: number; orderNo: string; status: string; state: string; amountFen: number; bankCardId: number; cardBankName: string; cardLast4: string; remarkCode: string;
  transferReference: string | null; voucherKey: string | null; reason: string | null; deadlineAt: number; createdAt: number; submittedAt: number | null; completedAt: number | null;
};
type OpsOrder = Order & { userId: number; memberPhone: string | null; memberEmail: string | null; realName: string | null; duplicateOf: string[] };
type Page<T> = { records: T[]; total_record: number };

const HOUR = 3_600_000;

describeEachDatabase('recharge orders', (database) => {
  const h = useServicesApp(database);

  async function create(m: WalletMember, amountFen = 50_000, key = idem()) {
    return m.post<Order>('/wallet/v1/recharge/create', { amountFen, bankCardId: m.cardId }, key);
  }

  /** A member's order taken to awaiting review (confirm, then voucher). */
  async function submitted(m: WalletMember, amountFen = 50_000): Promise<Order> {
    const order = (await create(m, amountFen)).body.data;
    expect((await m.post<Order>(`/wallet/v1/recharge/${order.id}/confirm-transfer`)).body.data.state).toBe('awaitingProof');
    const voucherKey = await uploadImage(h, m, 'voucher.png');
    const sent = await m.post<Order>(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey });
    expect(sent.body).toMatchObject({ code: 200, data: { state: 'awaitingReview', status: '2', voucherKey, transferReference: 'TX20260101001' } });
    return sent.body.data;
  }

  const ordersOf = async (userId: number) => (await h.db().select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.userId, userId)))[0].n;
  const creditsOf = async (orderId: number) =>
    (await h.db().select({ n: count() }).from(ledgerTransfers).where(and(eq(ledgerTransfers.referenceType, 'recharge_order'), eq(ledgerTransfers.referenceId, String(orderId)))))[0].n;

  it('walks create → confirm → voucher → approve and credits the CNY wallet exactly once', async () => {
    const m = await walletMember(h);
    const ops = await operationsStaff(h);
    const created = await create(m, 12_345);
    expect(created.body).toMatchObject({
      code: 200,
      msg: 'Recharge order created, please remit within the window',
      data: { status: '0', state: 'awaitingTransfer', amountFen: 12_345, bankCardId: m.cardId, cardBankName: 'Industrial and Commercial Bank of China', reason: null, submittedAt: null, completedAt: null },
    });
    const order = created.body.data;
    expect(order.orderNo).toMatch(/^R\d{20}$/);
    expect(order.remarkCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(order.deadlineAt - order.createdAt).toBe(24 * HOUR);
    expect((await m.get<Order>(`/wallet/v1/recharge/${order.id}`)).body.data).toEqual(order);

    const review = await submitted(m, 100);
    expect((await m.get<{ cnyFen: number }>('/wallet/v1/balance')).body.data).toEqual({ cnyFen: 0, coinFen: 0, heldFen: 0 });
    const done = await submittedAndApprove(review, ops, m);
    expect(done.completedAt).toBe(h.clock.now());
    expect((await m.get('/wallet/v1/balance')).body.data).toEqual({ cnyFen: 100, coinFen: 0, heldFen: 0 });

    // the first order goes the same way; the credit is a 'recharge' transfer from bank clearing
    expect((await m.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`)).body.code).toBe(200);
    const key = await uploadImage(h, m, 'second.png');
    expect((await m.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'ABC-123456', voucherKey: key })).body.code).toBe(200);
    await submittedAndApprove({ ...order }, ops, m);
    expect(await memberBalances(h.db(), m.id)).toEqual({ cnyFen: 12_445, coinFen: 0, heldFen: 0 });
    const [row] = await h.db().select().from(rechargeOrders).where(eq(rechargeOrders.id, order.id));
    expect(row).toMatchObject({ status: 'done', reviewedBy: ops.id });
    const [credit] = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, row.creditTransferId!));
    expect(credit).toMatchObject({ idempotencyKey: `recharge:${order.id}:credit`, type: 'recharge', referenceType: 'recharge_order', referenceId: String(order.id), createdBy: ops.id });
    expect(await creditsOf(order.id)).toBe(1);
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);

    const detail = await ops.get<{ order: OpsOrder; history: Array<{ event: string; actorRole: string; to: string }> }>(`/ops/v1/recharge/${order.id}`);
    expect(detail.body.data.order).toMatchObject({ id: order.id, userId: m.id, memberPhone: m.phone, realName: '张三', state: 'done' });
    expect(detail.body.data.history.map((x) => [x.event, x.actorRole, x.to])).toEqual([
      ['entity.create', 'member', 'filling'],
      ['order.create', 'member', 'awaitingTransfer'],
      ['transfer.confirm', 'member', 'awaitingProof'],
      ['voucher.submit', 'member', 'awaitingReview'],
      ['review.approve', 'operations', 'done'],
    ]);
  });

  async function submittedAndApprove(order: Pick<Order, 'id'>, ops: Awaited<ReturnType<typeof operationsStaff>>, m: WalletMember): Promise<Order> {
    const approved = await ops.post<Order>(`/ops/v1/recharge/${order.id}/approve`, undefined, idem());
    expect(approved.body).toMatchObject({ code: 200, msg: 'Approved: the wallet is credited', data: { id: order.id, state: 'done', status: '3' } });
    expect((await m.get<Order>(`/wallet/v1/recharge/${order.id}`)).body.data.state).toBe('done');
    return approved.body.data;
  }

  it('answers a retry with the same Idempotency-Key with the same order and creates nothing', async () => {
    const m = await walletMember(h);
    const key = idem();
    const first = await create(m, 10_000, key);
    const again = await create(m, 10_000, key);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(m.id)).toBe(1);
    const other = await create(m, 20_000, key);
    expect(other.body).toMatchObject({ code: 400, msg: 'This Idempotency-Key was used for a different request' });
    const missing = await m.post('/wallet/v1/recharge/create', { amountFen: 10_000, bankCardId: m.cardId });
    expect(missing.body).toMatchObject({ code: 400, msg: 'The Idempotency-Key header is missing or not valid' });
    const bad = await create(m, 10_000, { 'idempotency-key': 'has space' });
    expect(bad.body.code).toBe(400);
    expect(await ordersOf(m.id)).toBe(1);
    // the same key sent several times at once: one order, the others answer it
    const key2 = idem();
    const racing = await Promise.all([1, 2, 3].map(() => create(m, 10_000, key2)));
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect(await ordersOf(m.id)).toBe(2);
    // keys are per caller: another member's identical key is theirs alone
    const b = await walletMember(h);
    expect((await b.post<Order>('/wallet/v1/recharge/create', { amountFen: 10_000, bankCardId: b.cardId }, key)).body.data.id).not.toBe(first.body.data.id);
  });

  it('approves once: the same key replays, another key is refused, and the wallet is credited once', async () => {
    const m = await walletMember(h);
    const ops = await operationsStaff(h);
    const order = await submitted(m, 70_000);
    const key = idem();
    const first = await ops.post<Order>(`/ops/v1/recharge/${order.id}/approve`, undefined, key);
    expect(first.body.data.state).toBe('done');
    expect((await ops.post<Order>(`/ops/v1/recharge/${order.id}/approve`, undefined, key)).body).toEqual(first.body);
    const twice = await ops.post(`/ops/v1/recharge/${order.id}/approve`, undefined, idem());
    expect(twice.body).toMatchObject({ code: 400, msg: 'Cannot "Approve" while this is "Completed"; refresh to see where it stands', data: { reason: 'eventRefused' } });
    expect((await ops.post(`/ops/v1/recharge/${order.id}/reject`, { reason: 'late' })).body.code).toBe(400);
    expect((await ops.post(`/ops/v1/recharge/${order.id}/approve`)).body).toMatchObject({ code: 400, msg: 'The Idempotency-Key header is missing or not valid' });
    expect(await memberBalances(h.db(), m.id)).toMatchObject({ cnyFen: 70_000 });
    expect(await creditsOf(order.id)).toBe(1);
    // approvals racing under different keys (two reviewers at once): one wins, one credit
    const other = await submitted(m, 5_000);
    const race = await Promise.all([1, 2, 3, 4].map(() => ops.post(`/ops/v1/recharge/${other.id}/approve`, undefined, idem())));
    expect(race.map((r) => r.body.code).sort()).toEqual([200, 400, 400, 400]);
    expect(await creditsOf(other.id)).toBe(1);
    expect(await memberBalances(h.db(), m.id)).toMatchObject({ cnyFen: 75_000 });
    // only an order under review can be approved
    const fresh = (await create(m)).body.data;
    expect((await ops.post(`/ops/v1/recharge/${fresh.id}/approve`, undefined, idem())).body.code).toBe(400);
    expect(await creditsOf(fresh.id)).toBe(0);
    expect((await ops.post('/ops/v1/recharge/999999999/approve', undefined, idem())).body.code).toBe(404);
  });

  it('sends a rejected voucher back to awaiting proof with the reason and a new 24-hour window; the member resubmits', async () => {
    const m = await walletMember(h);
    const ops = await operationsStaff(h);
    const order = await submitted(m);
    h.clock.advance(30 * HOUR); // review takes a while: the first window has passed
    await m.signin(m.phone);
    await ops.signin(ops.phone);
    expect((await ops.post(`/ops/v1/recharge/${order.id}/reject`, { reason: ' ' })).body).toMatchObject({ code: 400, msg: 'Please give a reason' });
    const rejected = await ops.post<Order>(`/ops/v1/recharge/${order.id}/reject`, { reason: 'The amount on the voucher differs' });
    expect(rejected.body).toMatchObject({ code: 200, msg: 'Rejected: the member may resubmit the voucher', data: { state: 'awaitingProof', status: '1', reason: 'The amount on the voucher differs' } });
    expect(rejected.body.data.deadlineAt).toBe(h.clock.now() + 24 * HOUR);
    const seen = await m.get<Order>(`/wallet/v1/recharge/${order.id}`);
    expect(seen.body.data).toMatchObject({ state: 'awaitingProof', reason: 'The amount on the voucher differs' });

    const voucherKey = await uploadImage(h, m, 'again.png');
    const again = await m.post<Order>(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260102002', voucherKey });
    expect(again.body.data).toMatchObject({ state: 'awaitingReview', reason: null, voucherKey, transferReference: 'TX20260102002', submittedAt: h.clock.now() });
    expect((await ops.post<Order>(`/ops/v1/recharge/${order.id}/approve`, undefined, idem())).body.data.state).toBe('done');
    const history = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'recharge_order'), eq(entityTransitions.entityId, String(order.id))));
    expect(history.find((x) => x.event === 'review.reject')).toMatchObject({ reason: 'The amount on the voucher differs', actorId: ops.id, actorRole: 'operations' });
  });

  it('fails an order whose window passed when it is read: Payment Window Expired', async () => {
    const m = await walletMember(h);
    const order = (await create(m)).body.data;
    h.clock.advance(24 * HOUR);
    await m.signin(m.phone);
    const read = await m.get<Order>(`/wallet/v1/recharge/${order.id}`);
    expect(read.body.data).toMatchObject({ state: 'failed', status: '4', reason: 'expired' });
    expect((await m.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`)).body).toMatchObject({ code: 400, msg: 'Payment Window Expired, please create a new order' });
    expect((await m.post(`/wallet/v1/recharge/${order.id}/cancel`)).body).toMatchObject({ code: 400, msg: 'Payment Window Expired, please create a new order' });
    const [log] = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'recharge_order'), eq(entityTransitions.entityId, String(order.id)), eq(entityTransitions.event, 'timer.expired')));
    expect(log).toMatchObject({ actorRole: 'system', reason: 'expired' });
  });

  it('fails due orders through the workflow scheduler, and forgets old idempotency answers in the housekeeping sweep', async () => {
    const sweep = async () => {
      await pruneExpired(h.db(), h.clock);
      await runDueJobs(h.db(), h.clock, new Map([[ENTITY_TYPE, rechargeStore({ db: h.db(), clock: h.clock }) as unknown as EntityStore]]));
    };
    const m = await walletMember(h);
    const waiting = (await create(m)).body.data;
    const proof = (await create(m)).body.data;
    await m.post(`/wallet/v1/recharge/${proof.id}/confirm-transfer`);
    const underReview = await submitted(m);
    h.clock.advance(24 * HOUR - 1);
    await sweep();
    const stateOf = async (id: number) => (await h.db().select().from(rechargeOrders).where(eq(rechargeOrders.id, id)))[0];
    expect((await stateOf(waiting.id)).status).toBe('awaitingTransfer');
    h.clock.advance(1);
    await sweep();
    expect(await stateOf(waiting.id)).toMatchObject({ status: 'failed', reason: 'expired' });
    expect(await stateOf(proof.id)).toMatchObject({ status: 'failed', reason: 'expired' });
    expect((await stateOf(underReview.id)).status).toBe('awaitingReview'); // the window is over once the voucher is in

    const keys = async () => (await h.db().select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, m.id)))[0].n;
    expect(await keys()).toBe(3);
    h.clock.advance(48 * HOUR + 1); // 72 h after the keys were stored
    await pruneExpired(h.db(), h.clock);
    expect(await keys()).toBe(0);
  });

  it('lets the member cancel an order not yet under review', async () => {
    const m = await walletMember(h);
    const order = (await create(m)).body.data;
    const cancelled = await m.post<Order>(`/wallet/v1/recharge/${order.id}/cancel`);
    expect(cancelled.body).toMatchObject({ code: 200, msg: 'Recharge order cancelled', data: { state: 'failed', status: '4', reason: 'cancelled' } });
    expect((await m.post(`/wallet/v1/recharge/${order.id}/cancel`)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'order.cancel', state: 'failed' } });
    expect((await m.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`)).body.code).toBe(400);
    const review = await submitted(m);
    expect((await m.post(`/wallet/v1/recharge/${review.id}/cancel`)).body.code).toBe(400);
  });

  it('needs a verified real name and one of the caller’s own verified cards', async () => {
    const noName = await walletMember(h, { realName: false });
    expect((await create(noName)).body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed' });
    expect(await ordersOf(noName.id)).toBe(0);

    const verifying = await walletMember(h, { card: 'verifying' });
    expect((await create(verifying)).body).toMatchObject({ code: 400, msg: 'Please choose one of your verified bank cards' });
    expect(await ordersOf(verifying.id)).toBe(0);

    const a = await walletMember(h);
    const b = await walletMember(h);
    const someoneElses = await b.post('/wallet/v1/recharge/create', { amountFen: 10_000, bankCardId: a.cardId }, idem());
    expect(someoneElses.body).toMatchObject({ code: 400, msg: 'Please choose one of your verified bank cards' });
    expect((await b.post('/wallet/v1/recharge/create', { amountFen: 10_000, bankCardId: 999_999_999 }, idem())).body.code).toBe(400);
    expect(await ordersOf(b.id)).toBe(0);
  });

  it('refuses amounts below 1 yuan or not whole fen', async () => {
    const m = await walletMember(h);
    expect((await create(m, 99)).body).toMatchObject({ code: 400, msg: 'The amount must be at least 1.00 yuan' });
    expect((await create(m, 0)).body.code).toBe(400);
    expect((await create(m, -100)).body.code).toBe(400);
    expect((await create(m, 100.5)).body).toMatchObject({ code: 400, msg: 'Enter the amount in yuan with at most 2 decimals' });
    expect((await create(m, 1e13)).body.code).toBe(400);
    expect((await create(m, 100)).body.code).toBe(200);
    expect(await ordersOf(m.id)).toBe(1);
  });

  it('keeps at most five orders open per member', async () => {
    const m = await walletMember(h);
    for (let i = 0; i < 5; i += 1) expect((await create(m)).body.code).toBe(200);
    expect((await create(m)).body).toMatchObject({ code: 400, msg: 'Too many open recharge orders, please finish or cancel one first' });
    const [first] = (await m.post<Page<Order>>('/wallet/v1/recharge/pages', { pageNum: 1, pageSize: 10 })).body.data.records;
    await m.post(`/wallet/v1/recharge/${first.id}/cancel`);
    expect((await create(m)).body.code).toBe(200);
  });

  it('refuses a voucher key the member did not upload, and a bad reference', async () => {
    const a = await walletMember(h);
    const b = await walletMember(h);
    const order = (await create(a)).body.data;
    const bKey = await uploadImage(h, b, 'theirs.png');
    const stolen = await a.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey: bKey });
    expect(stolen.body).toMatchObject({ code: 400, msg: 'The voucher image is not valid, please upload it again' });
    const missing = await a.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey: `auth/${a.id}_1767254400000_none.png` });
    expect(missing.body).toMatchObject({ code: 400, msg: 'The voucher image is not valid, please upload it again' });
    expect((await a.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey: '../etc/passwd' })).body.code).toBe(400);
    const own = await uploadImage(h, a, 'mine.png');
    expect((await a.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX 1', voucherKey: own })).body).toMatchObject({ code: 400, msg: 'The transfer reference is 6-40 letters or digits' });
    expect((await a.get<Order>(`/wallet/v1/recharge/${order.id}`)).body.data).toMatchObject({ state: 'awaitingTransfer', voucherKey: null });
  });

  it('keeps one member’s orders from another: 404 everywhere, and an empty record', async () => {
    const a = await walletMember(h);
    const b = await walletMember(h);
    const order = (await create(a)).body.data;
    const bKey = await uploadImage(h, b, 'b.png');
    expect((await b.get(`/wallet/v1/recharge/${order.id}`)).body.code).toBe(404);
    expect((await b.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`)).body.code).toBe(404);
    expect((await b.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey: bKey })).body.code).toBe(404);
    expect((await b.post(`/wallet/v1/recharge/${order.id}/cancel`)).body.code).toBe(404);
    expect((await b.post<Page<Order>>('/wallet/v1/recharge/pages', { pageNum: 1, pageSize: 10 })).body.data).toEqual({ records: [], total_record: 0 });
    expect((await a.get<Order>(`/wallet/v1/recharge/${order.id}`)).body.data.state).toBe('awaitingTransfer');
  });

  it('lists the member’s record newest first with status and time filters', async () => {
    const m = await walletMember(h);
    const first = (await create(m, 10_000)).body.data;
    h.clock.advance(60_000);
    const second = (await create(m, 20_000)).body.data;
    await m.post(`/wallet/v1/recharge/${first.id}/cancel`);
    h.clock.advance(60_000);
    const third = (await create(m, 30_000)).body.data;
    const page = async (body: Record<string, unknown>) => (await m.post<Page<Order>>('/wallet/v1/recharge/pages', { pageNum: 1, pageSize: 10, ...body })).body;
    expect((await page({})).data.records.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    expect((await page({})).data.total_record).toBe(3);
    expect((await page({ status: '4' })).data.records.map((o) => o.id)).toEqual([first.id]);
    expect((await page({ status: '0' })).data.total_record).toBe(2);
    expect((await page({ from: second.createdAt, to: second.createdAt })).data.records.map((o) => o.id)).toEqual([second.id]);
    expect((await page({ from: third.createdAt + 1 })).data.total_record).toBe(0);
    expect((await page({ status: null, from: null, to: null })).data.total_record).toBe(3);
    const paged = await m.post<Page<Order>>('/wallet/v1/recharge/pages', { pageNum: 2, pageSize: 10 });
    expect(paged.body.data).toEqual({ records: [], total_record: 3 });
    expect((await page({ pageSize: 15 })).code).toBe(400);
    expect((await page({ status: '5' })).code).toBe(400);
  });

  it('shows the balance and the wallet settings, the recipient in the caller’s language', async () => {
    const m = await walletMember(h);
    const en = await m.get('/wallet/v1/config');
    expect(en.body.data).toEqual({
      minRechargeFen: 100,
      withdrawFeeRateBp: 10,
      remitWindowHours: 24,
      recipient: {
        accountName: 'Innovation Crowdsourcing Platform Co., Ltd.',
        cardNumber: '0200004509200123456',
        bankName: 'Industrial and Commercial Bank of China, Beijing Haidian Sub-branch',
        bankAddress: 'No. 1 Zhongguancun Street, Haidian District, Beijing',
      },
    });
    // the member's saved language wins over Accept-Language
    expect((await m.get('/member/v2/modify/language?lang=zh')).body.code).toBe(200);
    const zh = await m.get<{ recipient: { accountName: string; bankName: string } }>('/wallet/v1/config');
    expect(zh.body.data.recipient).toMatchObject({ accountName: '创新众包平台有限公司', bankName: '中国工商银行北京海淀支行' });
    expect((await h.client().get('/wallet/v1/config')).body.code).toBe(401);
    expect((await h.client().get('/wallet/v1/balance')).body.code).toBe(401);
  });

  it('shows operations other live orders carrying the same transfer reference or voucher', async () => {
    const ops = await operationsStaff(h);
    const voucherOf = async (m: WalletMember, id: number, transferReference: string, voucherKey?: string) => {
      await m.post(`/wallet/v1/recharge/${id}/confirm-transfer`);
      const key = voucherKey ?? (await uploadImage(h, m, 'voucher.png'));
      expect((await m.post<Order>(`/wallet/v1/recharge/${id}/voucher`, { transferReference, voucherKey: key })).body.code).toBe(200);
      return key;
    };
    const reference = `DUP${Date.now()}`;
    const a = await walletMember(h);
    const b = await walletMember(h);
    const first = (await create(a)).body.data;
    const second = (await create(b)).body.data;
    const third = (await create(a)).body.data;
    const alone = (await create(b)).body.data;
    const voucher = await voucherOf(a, first.id, reference);
    await voucherOf(b, second.id, reference.toLowerCase()); // the same bank serial, typed in lower case
    await voucherOf(a, third.id, `OTHER${Date.now()}`, voucher); // another reference, the same screenshot
    await voucherOf(b, alone.id, `ALONE${Date.now()}`);
    const detail = async (id: number) => (await ops.get<{ order: OpsOrder }>(`/ops/v1/recharge/${id}`)).body.data.order.duplicateOf;
    expect((await detail(first.id)).sort()).toEqual([second.orderNo, third.orderNo].sort());
    expect(await detail(second.id)).toEqual([first.orderNo]);
    expect(await detail(third.id)).toEqual([first.orderNo]);
    expect(await detail(alone.id)).toEqual([]);
    const queue = await ops.post<Page<OpsOrder>>('/ops/v1/recharge/pages', { pageNum: 1, pageSize: 100 });
    expect(queue.body.data.records.find((o) => o.id === second.id)?.duplicateOf).toEqual([first.orderNo]);
  });

  it('gives operations a queue with orders under review first, and refuses members and self-review', async () => {
    const m = await walletMember(h);
    const ops = await operationsStaff(h);
    const open = (await create(m)).body.data;
    const review = await submitted(m);
    const queue = await ops.post<Page<OpsOrder>>('/ops/v1/recharge/pages', { pageNum: 1, pageSize: 100 });
    expect(queue.body.code).toBe(200);
    const states = queue.body.data.records.map((o) => o.state);
    expect(states.indexOf('awaitingReview')).toBe(0);
    expect(states.lastIndexOf('awaitingReview')).toBeLessThan(states.findIndex((s) => s !== 'awaitingReview'));
    expect(queue.body.data.records.find((o) => o.id === review.id)).toMatchObject({ userId: m.id, memberPhone: m.phone, memberEmail: null, realName: '张三' });
    const filtered = await ops.post<Page<OpsOrder>>('/ops/v1/recharge/pages', { pageNum: 1, pageSize: 100, status: 'awaitingTransfer' });
    expect(filtered.body.data.records.map((o) => o.id)).toContain(open.id);
    expect(filtered.body.data.records.every((o) => o.status === '0')).toBe(true);

    for (const [method, path, body] of [
      ['post', '/ops/v1/recharge/pages', { pageNum: 1, pageSize: 10 }],
      ['get', `/ops/v1/recharge/${review.id}`, undefined],
      ['post', `/ops/v1/recharge/${review.id}/approve`, undefined],
      ['post', `/ops/v1/recharge/${review.id}/reject`, { reason: 'no' }],
    ] as const) {
      const res = method === 'get' ? await m.get(path) : await m.post(path, body, idem());
      expect(res.body.code).toBe(403);
      expect((method === 'get' ? await h.client().get(path) : await h.client().post(path, body, idem())).body.code).toBe(401);
    }
    expect(await creditsOf(review.id)).toBe(0);

    // staff who are members too cannot review their own order
    const staffMember = await walletMember(h, { role: 'operations' });
    const own = await submitted(staffMember);
    expect((await staffMember.post(`/ops/v1/recharge/${own.id}/approve`, undefined, idem())).body).toMatchObject({ code: 403, msg: 'You cannot review your own recharge order' });
    expect((await staffMember.post(`/ops/v1/recharge/${own.id}/reject`, { reason: 'no' })).body.code).toBe(403);
    expect((await staffMember.post<Order>(`/ops/v1/recharge/${review.id}/approve`, undefined, idem())).body.data.state).toBe('done');
  });

  it('answers malformed bodies with 400 and changes nothing', async () => {
    const m = await walletMember(h);
    const ops = await operationsStaff(h);
    const order = (await create(m)).body.data;
    const before = await ordersOf(m.id);
    const huge = 'x'.repeat(10_000);
    const bodies: unknown[] = [
      {}, { amountFen: '100', bankCardId: m.cardId }, { amountFen: 100 }, { amountFen: 100, bankCardId: '1' }, { amountFen: null, bankCardId: m.cardId },
      { amountFen: [1], bankCardId: m.cardId }, { amountFen: 100, bankCardId: 1.5 }, { amountFen: 1e400, bankCardId: m.cardId },
    ];
    for (const body of bodies) {
      const res = await m.post('/wallet/v1/recharge/create', body, idem());
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    for (const raw of ['', 'null', '[]', '"x"', '{', 'not json']) {
      const res = await h.app.inject({ method: 'POST', url: '/wallet/v1/recharge/create', payload: raw, headers: { authorization: `Bearer ${m.state.token}`, 'content-type': 'application/json', ...idem() } });
      expect(res.statusCode, raw).toBe(400);
    }
    for (const body of [{}, { transferReference: 'TX20260101001' }, { transferReference: 1, voucherKey: 'k' }, { transferReference: huge, voucherKey: 'k' }, { transferReference: 'TX2026\u0000', voucherKey: 'k' }]) {
      expect((await m.post(`/wallet/v1/recharge/${order.id}/voucher`, body)).body.code).toBe(400);
    }
    for (const body of [{}, { pageNum: 0, pageSize: 10 }, { pageNum: '1', pageSize: 10 }, { pageNum: 1, pageSize: 10, from: 'yesterday' }, { pageNum: 1, pageSize: 10, from: -1 }]) {
      expect((await m.post('/wallet/v1/recharge/pages', body)).body.code).toBe(400);
    }
    for (const body of [{}, { reason: 5 }, { reason: huge }]) {
      expect((await ops.post(`/ops/v1/recharge/${order.id}/reject`, body)).body.code).toBe(400);
    }
    expect((await m.get('/wallet/v1/recharge/abc')).body.code).toBe(400);
    expect((await m.get('/wallet/v1/recharge/99999999999')).body.code).toBe(400);
    expect((await ops.post('/ops/v1/recharge/pages', { pageNum: 1, pageSize: 1000 })).body.code).toBe(400);
    expect(await ordersOf(m.id)).toBe(before);
    expect((await m.get<Order>(`/wallet/v1/recharge/${order.id}`)).body.data.state).toBe('awaitingTransfer');
  });
});
