/**
 * Withdrawals through HTTP (docs/contracts.md "Wallets and the ledger"): the amount is held at once, operations
 * pay it out (settled to bank clearing and the fee account) or fail it (the hold released), each money step once
 * per Idempotency-Key and once per withdrawal; the four-eyes rule; every refusal writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotencyKeys, ledgerPostings, ledgerTransfers, users, withdrawals } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { reconcile } from './ledger';
import {
  balancesOf,
  credit,
  idem,
  makeOperator,
  opsClient,
  PAY_PASSWORD,
  platformBalances,
  verifiedCard,
  walletMember,
  withdrawKey,
  type Client,
  type TestMember,
} from '../testing/wallet-money';

type Withdrawal = {
  id: number; orderNo: string; status: string; state: string; amountFen: number; feeFen: number; feeRateBp: number; receivedFen: number;
  bankCardId: number; cardBankName: string; cardLast4: string; bankReference: string | null; reason: string | null;
  createdAt: number; payingAt: number | null; arrivedAt: number | null;
};
type OpsWithdrawal = Withdrawal & { userId: number; memberPhone: string | null; cardholderName: string; cardNumber: string; startedBy: number | null; paidBy: number | null; fourEyesFen: number };

describeEachDatabase('withdrawals', (database) => {
  const h = useServicesApp(database);

  async function ask(m: TestMember, amountFen: number, options: { key?: string; codeKey?: string; password?: string; cardId?: number } = {}) {
    const codeKey = options.codeKey ?? (await withdrawKey(h, m));
    const body = { amountFen, bankCardId: options.cardId ?? m.cardId, identifier: m.phone, codeKey, transactionPassword: options.password ?? PAY_PASSWORD };
    const result = await m.c.post<Withdrawal>('/wallet/v1/withdraw/create', body, idem(options.key));
    return { ...result, body: result.body, codeKey, payload: body };
  }

  async function funded(fen: number): Promise<TestMember> {
    const m = await walletMember(h);
    await credit(h.db(), m.id, fen);
    return m;
  }

  const start = (ops: Client, id: number) => ops.post<Withdrawal>(`/ops/v1/withdraw/${id}/start`);
  const paid = (ops: Client, id: number, key?: string, bankReference = 'BK20261122001') => ops.post<Withdrawal>(`/ops/v1/withdraw/${id}/paid`, { bankReference }, idem(key));
  const fail = (ops: Client, id: number, key?: string, reason = 'The card is closed') => ops.post<Withdrawal>(`/ops/v1/withdraw/${id}/fail`, { reason }, idem(key));
  const rowsOf = (userId: number) => h.db().select().from(withdrawals).where(eq(withdrawals.userId, userId));
  const transfersOf = (id: number) =>
    h.db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.referenceType, 'withdrawal'), eq(ledgerTransfers.referenceId, String(id))));

  it('quotes the fee: 0.1 % rounded up to the fen, never the whole amount', async () => {
    const m = await walletMember(h, { card: false });
    const quote = await m.c.get('/wallet/v1/withdraw/quote?amountFen=100000');
    expect(quote.body).toEqual({ code: 200, msg: 'Success', data: { amountFen: 100000, feeFen: 100, feeRateBp: 10, receivedFen: 99900 } });
    expect((await m.c.get('/wallet/v1/withdraw/quote?amountFen=1001')).body.data).toEqual({ amountFen: 1001, feeFen: 2, feeRateBp: 10, receivedFen: 999 });
    expect((await m.c.get('/wallet/v1/withdraw/quote?amountFen=2')).body.data).toMatchObject({ feeFen: 1, receivedFen: 1 });
    // one fen would all go to the fee
    expect((await m.c.get('/wallet/v1/withdraw/quote?amountFen=1')).body).toMatchObject({ code: 400 });
    for (const bad of ['0', 'abc', '1.5', '-5', '99999999999999']) {
      expect((await m.c.get(`/wallet/v1/withdraw/quote?amountFen=${bad}`)).body.code).toBe(400);
    }
    expect((await m.c.get('/wallet/v1/withdraw/quote')).body.code).toBe(400);
    expect((await h.client().get('/wallet/v1/withdraw/quote?amountFen=100')).body.code).toBe(401);
  });

  it('holds the amount at once: available less the amount, held the amount, one hold transfer', async () => {
    const m = await funded(100_000);
    const before = await platformBalances(h.db());
    const asked = await ask(m, 30_000);
    expect(asked.body).toMatchObject({
      code: 200,
      msg: 'Submitted',
      data: { status: '0', state: 'awaitingPayout', amountFen: 30_000, feeFen: 30, feeRateBp: 10, receivedFen: 29_970, bankCardId: m.cardId, cardBankName: 'Industrial and Commercial Bank of China', bankReference: null, reason: null, payingAt: null, arrivedAt: null },
    });
    const w = asked.body.data;
    expect(w.orderNo).toMatch(/^W\d{20}$/);
    expect(w.cardLast4).toMatch(/^\d{4}$/);
    expect(JSON.stringify(asked.body)).not.toMatch(/622202\d{13}/); // never the full number to the member
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 70_000, coinFen: 0, heldFen: 30_000 });
    const after = await platformBalances(h.db());
    expect(after.platform_pending_withdrawals - before.platform_pending_withdrawals).toBe(30_000);
    const transfers = await transfersOf(w.id);
    expect(transfers.map((t) => [t.type, t.idempotencyKey])).toEqual([['withdrawHold', `withdraw:${w.id}:hold`]]);
    const [row] = await rowsOf(m.id);
    expect(row.holdTransferId).toBe(transfers[0].id);

    expect((await m.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data).toEqual(w);
    // the key is spent: a second withdrawal with it is refused
    const again = await ask(m, 1_000, { codeKey: asked.codeKey });
    expect(again.body).toMatchObject({ code: 400, msg: 'The verification has expired, please verify again' });
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });

  it('pays out: pending to bank clearing less the fee, the fee to the fee account; paid only once', async () => {
    const m = await funded(50_000);
    const w = (await ask(m, 20_000)).body.data;
    const ops = await opsClient(h);
    const before = await platformBalances(h.db());

    // paid before started is refused (the seeded operator reads Chinese: their saved language wins)
    expect((await paid(ops, w.id)).body).toMatchObject({ code: 400, msg: '当前状态为“待打款”，不能执行“确认已到账”，请刷新后查看', data: { reason: 'eventRefused' } });
    const started = await start(ops, w.id);
    expect(started.body).toMatchObject({ code: 200, msg: '已开始打款', data: { status: '1', state: 'paying' } });
    expect(started.body.data.payingAt).toBe(h.clock.now());
    // below the four-eyes limit the operator who started it may mark it paid
    const key = 'paid-once-1';
    const done = await paid(ops, w.id, key);
    expect(done.body).toMatchObject({ code: 200, msg: '已确认打款，提现已到账', data: { status: '2', state: 'paid', bankReference: 'BK20261122001' } });
    expect(done.body.data.arrivedAt).toBe(h.clock.now());
    const after = await platformBalances(h.db());
    expect(after.platform_pending_withdrawals - before.platform_pending_withdrawals).toBe(-20_000);
    expect(after.platform_bank_clearing - before.platform_bank_clearing).toBe(19_980);
    expect(after.platform_fees - before.platform_fees).toBe(20);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 30_000, coinFen: 0, heldFen: 0 });

    // the same key again: the same answer, nothing moves; another key, or a failure now: refused
    const retried = await paid(ops, w.id, key);
    expect(retried.body).toMatchObject({ code: 200, data: { id: w.id, state: 'paid' } });
    expect((await paid(ops, w.id)).body).toMatchObject({ code: 400, msg: '当前状态为“已到账”，不能执行“确认已到账”，请刷新后查看', data: { reason: 'eventRefused' } });
    expect((await fail(ops, w.id)).body.code).toBe(400);
    expect((await start(ops, w.id)).body.code).toBe(400);
    expect(await platformBalances(h.db())).toEqual(after);
    const transfers = await transfersOf(w.id);
    expect(transfers.map((t) => t.type).sort()).toEqual(['withdrawHold', 'withdrawPayout']);
    const payout = transfers.find((t) => t.type === 'withdrawPayout')!;
    expect(payout.idempotencyKey).toBe(`withdraw:${w.id}:payout`);
    expect(await h.db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, payout.id))).toHaveLength(3);

    const detail = await ops.get<{ withdrawal: OpsWithdrawal; history: Array<{ event: string; actorRole: string; to: string }> }>(`/ops/v1/withdraw/${w.id}`);
    expect(detail.body.data.withdrawal).toMatchObject({ id: w.id, userId: m.id, memberPhone: m.phone, cardholderName: '李四', startedBy: detail.body.data.withdrawal.paidBy, fourEyesFen: 500_000 });
    expect(detail.body.data.withdrawal.cardNumber).toMatch(/^622202\d{13}$/);
    expect(detail.body.data.history.map((x) => [x.event, x.actorRole, x.to])).toEqual([
      ['entity.create', 'member', 'filling'],
      ['withdraw.submit', 'member', 'awaitingPayout'],
      ['payout.start', 'operations', 'paying'],
      ['payout.paid', 'operations', 'paid'],
    ]);
    expect((await m.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data).toMatchObject({ status: '2', bankReference: 'BK20261122001' });
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });

  it('fails a payout: the whole amount returns to the wallet, once', async () => {
    const m = await funded(40_000);
    const ops = await opsClient(h);
    const first = (await ask(m, 10_000)).body.data;
    const second = (await ask(m, 15_000)).body.data;
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 15_000, coinFen: 0, heldFen: 25_000 });

    // from awaitingPayout
    expect((await fail(ops, first.id, undefined, '   ')).body.code).toBe(400);
    const failed = await fail(ops, first.id, 'fail-1');
    expect(failed.body).toMatchObject({ code: 200, data: { status: '3', state: 'failed', reason: 'The card is closed' } });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 25_000, coinFen: 0, heldFen: 15_000 });
    // from paying
    expect((await start(ops, second.id)).body.code).toBe(200);
    expect((await fail(ops, second.id, 'fail-2', 'Bank returned the transfer')).body).toMatchObject({ code: 200, data: { state: 'failed' } });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 40_000, coinFen: 0, heldFen: 0 });

    // again with the same key: the same answer; with another key, or paid: refused; nothing moves
    const platform = await platformBalances(h.db());
    expect((await fail(ops, first.id, 'fail-1')).body).toMatchObject({ code: 200, data: { id: first.id, state: 'failed' } });
    expect((await fail(ops, first.id)).body.code).toBe(400);
    expect((await paid(ops, second.id)).body.code).toBe(400);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 40_000, coinFen: 0, heldFen: 0 });
    expect(await platformBalances(h.db())).toEqual(platform);

    const transfers = await transfersOf(first.id);
    const hold = transfers.find((t) => t.type === 'withdrawHold')!;
    const release = transfers.find((t) => t.type === 'withdrawRelease')!;
    expect(release).toMatchObject({ idempotencyKey: `withdraw:${first.id}:release`, reversesTransferId: hold.id });
    expect(transfers).toHaveLength(2);
    const [row] = (await rowsOf(m.id)).filter((r) => r.id === first.id);
    expect(row.settleTransferId).toBe(release.id);
    expect((await m.c.get<Withdrawal>(`/wallet/v1/withdraw/${first.id}`)).body.data).toMatchObject({ status: '3', reason: 'The card is closed' });
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });

  it('answers a retry with the same Idempotency-Key with the same withdrawal and holds once', async () => {
    const m = await funded(10_000);
    const first = await ask(m, 4_000, { key: 'attempt-1' });
    expect(first.body.code).toBe(200);
    const retry = await m.c.post<Withdrawal>('/wallet/v1/withdraw/create', first.payload, idem('attempt-1'));
    expect(retry.body).toMatchObject({ code: 200, data: { id: first.body.data.id, orderNo: first.body.data.orderNo } });
    // a retry is answered as the first time even when its checks would now refuse it: the code key is spent and
    // the transaction password changed since; more retries than the password limit (5) all answer
    await h.db().update(users).set({ transactionPasswordHash: await hashPassword('999999') }).where(eq(users.id, m.id));
    for (let i = 0; i < 6; i += 1) expect((await m.c.post('/wallet/v1/withdraw/create', first.payload, idem('attempt-1'))).body.code).toBe(200);
    expect((await ask(m, 1_000, { password: PAY_PASSWORD })).body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    // concurrent retries: the same withdrawal
    const racing = await Promise.all([1, 2, 3].map(() => m.c.post<Withdrawal>('/wallet/v1/withdraw/create', first.payload, idem('attempt-1'))));
    expect(racing.map((r) => r.body.data.id)).toEqual([first.body.data.id, first.body.data.id, first.body.data.id]);
    // a member who lost the answer may verify again: a new code key (and identifier) is the same request
    const reverified = await m.c.post<Withdrawal>('/wallet/v1/withdraw/create', { ...first.payload, codeKey: 'another-key', identifier: 'someone@example.com' }, idem('attempt-1'));
    expect(reverified.body).toMatchObject({ code: 200, data: { id: first.body.data.id } });
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 6_000, coinFen: 0, heldFen: 4_000 });
    // the same key with another body
    const other = await m.c.post('/wallet/v1/withdraw/create', { ...first.payload, amountFen: 3_000 }, idem('attempt-1'));
    expect(other.body).toMatchObject({ code: 400, msg: 'This Idempotency-Key was used for a different request' });
    // no key, or a malformed one
    expect((await m.c.post('/wallet/v1/withdraw/create', first.payload)).body).toMatchObject({ code: 400, msg: 'The Idempotency-Key header is missing or not valid' });
    expect((await m.c.post('/wallet/v1/withdraw/create', first.payload, idem('has space'))).body.code).toBe(400);
    expect(await rowsOf(m.id)).toHaveLength(1);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 6_000, coinFen: 0, heldFen: 4_000 });
  });

  it('above the four-eyes limit the operator who started cannot mark it paid; another can', async () => {
    const m = await funded(800_000);
    const w = (await ask(m, 600_000)).body.data;
    const ops = await opsClient(h);
    const second = await walletMember(h, { card: false });
    await makeOperator(h, second.id);

    expect((await start(ops, w.id)).body.code).toBe(200);
    const refused = await paid(ops, w.id, 'four-eyes-1');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, msg: '该笔提现金额较大，需由另一位运营人员确认打款' });
    expect((await second.c.get<{ withdrawal: OpsWithdrawal }>(`/ops/v1/withdraw/${w.id}`)).body.data.withdrawal).toMatchObject({ state: 'paying', paidBy: null });
    // the refusal stored nothing under its key
    expect(await h.db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'four-eyes-1'))).toEqual([]);
    const ok = await paid(second.c, w.id);
    expect(ok.body).toMatchObject({ code: 200, data: { state: 'paid' } });
    const detail = (await ops.get<{ withdrawal: OpsWithdrawal }>(`/ops/v1/withdraw/${w.id}`)).body.data.withdrawal;
    expect(detail.startedBy).not.toBe(detail.paidBy);
    expect(detail.paidBy).toBe(second.id);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 200_000, coinFen: 0, heldFen: 0 });
  });

  it('refuses a withdrawal beyond the balance with the ledger’s data, writing nothing and keeping the code key', async () => {
    const m = await funded(1_000);
    const platform = await platformBalances(h.db());
    const short = await ask(m, 2_000, { key: 'short-1' });
    expect(short.res.statusCode).toBe(400);
    expect(short.body).toMatchObject({ code: 400, msg: 'Insufficient balance, please deposit or exchange first', data: { reason: 'insufficientBalance', insufficient: true, balanceFen: 1_000 } });
    expect(await rowsOf(m.id)).toEqual([]);
    expect(await h.db().select().from(idempotencyKeys).where(eq(idempotencyKeys.ownerId, m.id))).toEqual([]);
    expect(await platformBalances(h.db())).toEqual(platform);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 1_000, coinFen: 0, heldFen: 0 });
    // the same code key and even the same Idempotency-Key work for a request that fits
    const fits = await ask(m, 1_000, { key: 'short-1', codeKey: short.codeKey });
    expect(fits.body).toMatchObject({ code: 200, data: { amountFen: 1_000, feeFen: 1 } });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 0, coinFen: 0, heldFen: 1_000 });
  });

  it('refuses a wrong transaction password and a missing one, writing nothing', async () => {
    const m = await funded(5_000);
    const wrong = await ask(m, 1_000, { password: '000000' });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    expect((await ask(m, 1_000, { password: '12ab', codeKey: wrong.codeKey })).body).toMatchObject({ code: 400 });
    expect(await rowsOf(m.id)).toEqual([]);
    // the key was not spent by the refusals
    expect((await ask(m, 1_000, { codeKey: wrong.codeKey })).body.code).toBe(200);

    // no transaction password set (any more): the wallet's gate message
    const noPassword = await funded(5_000);
    await h.db().update(users).set({ transactionPasswordHash: null }).where(eq(users.id, noPassword.id));
    expect((await ask(noPassword, 1_000)).body).toMatchObject({ code: 400, msg: 'Set 2 Factor Password first' });
    expect(await rowsOf(noPassword.id)).toEqual([]);
  });

  it('refuses invalid, foreign and other-purpose code keys', async () => {
    const a = await funded(5_000);
    const b = await funded(5_000);
    expect((await ask(a, 1_000, { codeKey: 'not-a-key' })).body).toMatchObject({ code: 400, msg: 'The verification has expired, please verify again', data: { reason: 'codeKeyInvalid' } });
    const bKey = await withdrawKey(h, b);
    expect((await ask(a, 1_000, { codeKey: bKey })).body).toMatchObject({ code: 400, msg: 'The verification has expired, please verify again' });
    // a pay-password key (type 4) of a's own phone is not a withdraw key
    const { id, text } = await a.c.captcha();
    expect((await a.c.post('/member/v2/logged-in/send/sms/verify-code', { captchaId: id, captchaCode: text, smsType: 4 })).body.code).toBe(200);
    const payKey = (await a.c.verify(a.phone, await h.latestCode(a.phone))).body.data as string;
    h.clock.advance(61_000);
    expect((await ask(a, 1_000, { codeKey: payKey })).body.code).toBe(400);
    // b's key still works for b; a's identifier with b's key does not
    const bBody = { amountFen: 1_000, bankCardId: b.cardId, identifier: a.phone, codeKey: bKey, transactionPassword: PAY_PASSWORD };
    expect((await b.c.post('/wallet/v1/withdraw/create', bBody, idem())).body.code).toBe(400);
    expect((await ask(b, 1_000, { codeKey: bKey })).body.code).toBe(200);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(await balancesOf(h, a.id)).toEqual({ cnyFen: 5_000, coinFen: 0, heldFen: 0 });
  });

  it('needs a verified real name and one of the caller’s own verified cards', async () => {
    const a = await funded(5_000);
    const b = await funded(5_000);
    expect((await ask(a, 1_000, { cardId: b.cardId! })).body).toMatchObject({ code: 400, msg: 'Please choose one of your verified bank cards' });
    expect((await ask(a, 1_000, { cardId: 999_999 })).body.code).toBe(400);
    const noName = await walletMember(h, { realName: false });
    await credit(h.db(), noName.id, 5_000);
    expect((await ask(noName, 1_000, { cardId: a.cardId! })).body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed' });
    expect(await rowsOf(a.id)).toEqual([]);
    // a second verified card of a's own is fine
    const another = await verifiedCard(h, a.c);
    expect((await ask(a, 1_000, { cardId: another })).body).toMatchObject({ code: 200, data: { bankCardId: another } });
  });

  it('one member cannot read another’s withdrawals; members cannot use the operations routes', async () => {
    const a = await funded(5_000);
    const b = await walletMember(h, { card: false });
    const w = (await ask(a, 1_000)).body.data;
    expect((await b.c.get(`/wallet/v1/withdraw/${w.id}`)).body.code).toBe(404);
    expect((await b.c.get('/wallet/v1/withdraw/99999999')).body.code).toBe(404);
    expect((await b.c.post<{ records: Withdrawal[]; total_record: number }>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10 })).body.data).toEqual({ records: [], total_record: 0 });
    for (const [method, path, body] of [
      ['post', '/ops/v1/withdraw/pages', { pageNum: 1, pageSize: 10 }],
      ['get', `/ops/v1/withdraw/${w.id}`, undefined],
      ['post', `/ops/v1/withdraw/${w.id}/start`, undefined],
      ['post', `/ops/v1/withdraw/${w.id}/paid`, { bankReference: 'BK20261122001' }],
      ['post', `/ops/v1/withdraw/${w.id}/fail`, { reason: 'no' }],
    ] as const) {
      const res = method === 'get' ? await a.c.get(path) : await a.c.post(path, body, idem());
      expect(res.body.code).toBe(403);
      expect((method === 'get' ? await h.client().get(path) : await h.client().post(path, body, idem())).body.code).toBe(401);
    }
    expect((await a.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data.state).toBe('awaitingPayout');
    // an operator never handles their own withdrawal
    await makeOperator(h, a.id);
    expect((await start(a.c, w.id)).body).toMatchObject({ code: 403, msg: 'You cannot handle your own withdrawal' });
    expect((await fail(a.c, w.id)).body.code).toBe(403);
    expect((await a.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data.state).toBe('awaitingPayout');
  });

  it('lists the member’s withdrawals newest first with status and time filters', async () => {
    const m = await funded(10_000);
    const ops = await opsClient(h);
    const first = (await ask(m, 1_000)).body.data;
    const second = (await ask(m, 2_000)).body.data;
    const third = (await ask(m, 3_000)).body.data;
    await fail(ops, second.id);
    type Page = { records: Withdrawal[]; total_record: number };
    const all = await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10 });
    expect(all.body.data.records.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.data.total_record).toBe(3);
    expect((await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10, status: '3' })).body.data.records.map((r) => r.id)).toEqual([second.id]);
    expect((await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10, status: '0' })).body.data.total_record).toBe(2);
    const since = await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10, from: second.createdAt, to: third.createdAt });
    expect(since.body.data.records.map((r) => r.id)).toEqual([third.id, second.id]);
    const until = await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10, to: first.createdAt });
    expect(until.body.data.records.map((r) => r.id)).toEqual([first.id]);
    const paged = await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 2, pageSize: 10 });
    expect(paged.body.data).toEqual({ records: [], total_record: 3 });
    expect((await m.c.post<Page>('/wallet/v1/withdraw/pages', { pageNum: 1, pageSize: 10, status: null, from: null, to: null })).body.data.total_record).toBe(3);

    // operations: awaiting payout first, with what they pay to
    const queue = await ops.post<{ records: OpsWithdrawal[]; total_record: number }>('/ops/v1/withdraw/pages', { pageNum: 1, pageSize: 100 });
    const states = queue.body.data.records.map((r) => r.state);
    const firstClosed = states.findIndex((s) => s === 'paid' || s === 'failed');
    expect(states.slice(firstClosed).every((s) => s === 'paid' || s === 'failed')).toBe(true);
    const mine = queue.body.data.records.find((r) => r.id === first.id)!;
    expect(mine).toMatchObject({ userId: m.id, memberPhone: m.phone, cardholderName: '李四', startedBy: null, paidBy: null, fourEyesFen: 500_000 });
    expect(mine.cardNumber).toMatch(/^622202\d{13}$/);
    const failedOnly = await ops.post<Page>('/ops/v1/withdraw/pages', { pageNum: 1, pageSize: 100, status: '3' });
    expect(failedOnly.body.data.records.every((r) => r.state === 'failed')).toBe(true);
    expect((await ops.post<Page>('/ops/v1/withdraw/pages', { pageNum: 1, pageSize: 100, status: 'awaitingPayout' })).body.data.records.every((r) => r.state === 'awaitingPayout')).toBe(true);
    expect((await ops.post('/ops/v1/withdraw/pages', { pageNum: 1, pageSize: 10, status: 'nonsense' })).body.code).toBe(400);
    expect((await ops.get('/ops/v1/withdraw/99999999')).body.code).toBe(404);
    expect((await start(ops, 99999999)).body.code).toBe(404);
  });

  it('answers malformed requests with 400 and changes nothing', async () => {
    const m = await funded(5_000);
    const ops = await opsClient(h);
    const key = await withdrawKey(h, m);
    const good = { amountFen: 1_000, bankCardId: m.cardId, identifier: m.phone, codeKey: key, transactionPassword: PAY_PASSWORD };
    for (const body of [
      { ...good, amountFen: '1000' },
      { ...good, amountFen: 10.5 },
      { ...good, amountFen: -1 },
      { ...good, amountFen: 0 },
      { ...good, amountFen: 1e20 },
      { ...good, bankCardId: 'x' },
      { ...good, transactionPassword: 123456 },
      { ...good, transactionPassword: '12345' },
      { ...good, identifier: 'a\u0000b' },
      { amountFen: 1_000 },
      [],
      'text',
    ]) {
      const res = await m.c.post('/wallet/v1/withdraw/create', body, idem());
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ pageNum: 0, pageSize: 10 }, { pageNum: 1, pageSize: 15 }, { pageNum: 1, pageSize: 10, status: '9' }, { pageNum: 1, pageSize: 10, from: 'x' }, {}]) {
      expect((await m.c.post('/wallet/v1/withdraw/pages', body)).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await m.c.get('/wallet/v1/withdraw/abc')).body.code).toBe(400);
    const w = (await m.c.post<Withdrawal>('/wallet/v1/withdraw/create', good, idem())).body.data;
    expect(w.state).toBe('awaitingPayout');
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/start`)).body.code).toBe(200);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/paid`, { bankReference: 'x' }, idem())).body.code).toBe(400);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/paid`, { bankReference: 12345678 }, idem())).body.code).toBe(400);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/paid`, {}, idem())).body.code).toBe(400);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/paid`, { bankReference: 'BK20261122001' })).body).toMatchObject({ code: 400, msg: '缺少或无效的 Idempotency-Key 请求头' });
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/fail`, { reason: 'x'.repeat(201) }, idem())).body.code).toBe(400);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/fail`, { reason: 'ok' })).body.code).toBe(400);
    expect((await m.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data.state).toBe('paying');
    expect(await rowsOf(m.id)).toHaveLength(1);
  });

  it('lets concurrent requests hold no more than the balance, and settles a payout once when two operators race', async () => {
    const m = await funded(10_000);
    const keys = [await withdrawKey(h, m), await withdrawKey(h, m)];
    const racing = await Promise.all(
      keys.map((codeKey) => m.c.post<Withdrawal>('/wallet/v1/withdraw/create', { amountFen: 6_000, bankCardId: m.cardId, identifier: m.phone, codeKey, transactionPassword: PAY_PASSWORD }, idem())),
    );
    expect(racing.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.body.code === 400)!.body.data).toMatchObject({ reason: 'insufficientBalance', balanceFen: 4_000 });
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 4_000, coinFen: 0, heldFen: 6_000 });
    const w = racing.find((r) => r.body.code === 200)!.body.data;

    const ops = await opsClient(h);
    const other = await walletMember(h, { card: false });
    await makeOperator(h, other.id);
    expect((await start(ops, w.id)).body.code).toBe(200);
    const before = await platformBalances(h.db());
    const decisions = await Promise.all([paid(ops, w.id), paid(other.c, w.id, undefined, 'BK20261122002'), fail(other.c, w.id)]);
    expect(decisions.map((r) => r.body.code).sort()).toEqual([200, 400, 400]);
    const after = await platformBalances(h.db());
    const winner = (await m.c.get<Withdrawal>(`/wallet/v1/withdraw/${w.id}`)).body.data;
    if (winner.state === 'paid') {
      expect(after.platform_bank_clearing - before.platform_bank_clearing).toBe(6_000 - 6);
      expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 4_000, coinFen: 0, heldFen: 0 });
    } else {
      expect(winner.state).toBe('failed');
      expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 10_000, coinFen: 0, heldFen: 0 });
    }
    expect(after.platform_pending_withdrawals - before.platform_pending_withdrawals).toBe(-6_000);
    expect(await transfersOf(w.id)).toHaveLength(2);
  });

  it('keeps the whole ledger reconciled after all of the above', async () => {
    const report = await reconcile(h.db(), new Date());
    expect(report).toMatchObject({ ok: true, totalFen: 0, mismatchedAccounts: [], unbalancedTransfers: [], negativeAccounts: [] });
  });
});

describeEachDatabase('withdrawals without a fee', (database) => {
  const h = useServicesApp(database, { config: { withdrawFeeRateBp: 0, withdrawFourEyesFen: 0 } });

  it('settles the whole amount to bank clearing with no fee line; four eyes for every amount at a limit of 0', async () => {
    const m = await walletMember(h);
    await credit(h.db(), m.id, 5_000);
    expect((await m.c.get('/wallet/v1/withdraw/quote?amountFen=1')).body.data).toEqual({ amountFen: 1, feeFen: 0, feeRateBp: 0, receivedFen: 1 });
    const body = { amountFen: 5_000, bankCardId: m.cardId, identifier: m.phone, codeKey: await withdrawKey(h, m), transactionPassword: PAY_PASSWORD };
    const w = (await m.c.post<Withdrawal>('/wallet/v1/withdraw/create', body, idem())).body.data;
    expect(w).toMatchObject({ feeFen: 0, receivedFen: 5_000, feeRateBp: 0 });
    const ops = await opsClient(h);
    const other = await walletMember(h, { card: false });
    await makeOperator(h, other.id);
    const before = await platformBalances(h.db());
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/start`)).body.code).toBe(200);
    expect((await ops.post(`/ops/v1/withdraw/${w.id}/paid`, { bankReference: 'BK20261122009' }, idem())).body.code).toBe(403);
    expect((await other.c.post(`/ops/v1/withdraw/${w.id}/paid`, { bankReference: 'BK20261122009' }, idem())).body.code).toBe(200);
    const after = await platformBalances(h.db());
    expect(after.platform_bank_clearing - before.platform_bank_clearing).toBe(5_000);
    expect(after.platform_fees).toBe(before.platform_fees);
    const [payout] = await h.db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, `withdraw:${w.id}:payout`));
    expect(await h.db().select().from(ledgerPostings).where(eq(ledgerPostings.transferId, payout.id))).toHaveLength(2);
    expect(await balancesOf(h, m.id)).toEqual({ cnyFen: 0, coinFen: 0, heldFen: 0 });
    expect((await reconcile(h.db(), new Date())).ok).toBe(true);
  });
});
