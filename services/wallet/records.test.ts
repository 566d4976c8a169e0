import { expect, it } from 'vitest';
import { withdrawals } from '../db/schema';
import { uploadImage } from '../testing/uploads';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { memberAccounts, platformAccount, transfer, type Posting } from './ledger';
import type { TransferType } from './ledger-accounts';
import { idem, operationsStaff, walletMember, type WalletMember } from '../testing/wallet-members';

type Entry = {
  id: number; transferId: number; type: string; transferType: string; wallet: 'cny' | 'coin'; amountFen: number; balanceAfterFen: number;
  referenceType: string | null; referenceId: string | null; orderNo: string | null; createdAt: number;
};
type Page = { records: Entry[]; total_record: number };
const MINUTE = 60_000;

describeEachDatabase('flow record', (database) => {
  const h = useServicesApp(database);

  /** A recharge walked through the API and approved: the member's first flow line. */
  async function recharged(m: WalletMember, amountFen: number) {
    const ops = await operationsStaff(h);
    const order = (await m.post<{ id: number; orderNo: string }>('/wallet/v1/recharge/create', { amountFen, bankCardId: m.cardId }, idem())).body.data;
    await m.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`);
    const voucherKey = await uploadImage(h, m, 'voucher.png');
    await m.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey });
    expect((await ops.post(`/ops/v1/recharge/${order.id}/approve`, undefined, idem())).body.code).toBe(200);
    return order;
  }

  async function move(key: string, type: TransferType, postings: Posting[], extra: { referenceType?: string; referenceId?: number } = {}) {
    return h.db().transaction((tx) => transfer(tx, { key, type, postings, at: new Date(h.clock.now()), ...extra }));
  }

  const page = async (m: WalletMember, body: Record<string, unknown> = {}) => (await m.post<Page>('/wallet/v1/flow/pages', { pageNum: 1, pageSize: 10, ...body })).body;

  it('shows an approved recharge as a type 3 line with its order number, and its detail with the order', async () => {
    const m = await walletMember(h);
    const order = await recharged(m, 8_800);
    const list = await page(m);
    expect(list.code).toBe(200);
    expect(list.data.total_record).toBe(1);
    const [entry] = list.data.records;
    expect(entry).toMatchObject({ type: '3', transferType: 'recharge', wallet: 'cny', amountFen: 8_800, balanceAfterFen: 8_800, referenceType: 'recharge_order', referenceId: String(order.id), orderNo: order.orderNo });
    const detail = await m.get<{ entry: Entry; order: { id: number; state: string; orderNo: string } }>(`/wallet/v1/flow/${entry.transferId}`);
    expect(detail.body.data.entry).toEqual(entry);
    expect(detail.body.data.order).toMatchObject({ id: order.id, orderNo: order.orderNo, state: 'done', status: '3', amountFen: 8_800 });
  });

  it('lists every kind of movement on the member’s wallets, newest first, with type, wallet and time filters', async () => {
    const m = await walletMember(h);
    await recharged(m, 100_000);
    const wallet = await memberAccounts(h.db(), m.id);
    const platform = async (kind: Parameters<typeof platformAccount>[1]) => platformAccount(h.db(), kind);
    const [reserve, issuance, pending, clearing, fees, escrow, costs] = await Promise.all([
      platform('platform_coin_reserve'), platform('platform_coin_issuance'), platform('platform_pending_withdrawals'), platform('platform_bank_clearing'),
      platform('platform_fees'), platform('escrow_review_fees'), platform('platform_verification_costs'),
    ]);

    h.clock.advance(MINUTE);
    const exchangeAt = h.clock.now();
    const exchange = await move(`x:${m.id}`, 'exchange', [
      { accountId: wallet.cny, amountFen: -30_000 }, { accountId: reserve, amountFen: 30_000 },
      { accountId: issuance, amountFen: -30_000 }, { accountId: wallet.coin, amountFen: 30_000 },
    ]);
    h.clock.advance(MINUTE);
    await move(`p:${m.id}`, 'payReviewFee', [{ accountId: wallet.coin, amountFen: -5_000 }, { accountId: escrow, amountFen: 5_000 }]);
    h.clock.advance(MINUTE);
    const at = new Date(h.clock.now());
    const [w] = await h.db().insert(withdrawals).values({
      orderNo: `W${Date.now()}${m.id}`.slice(0, 21), userId: m.id, stateValue: 'failed', context: {}, status: 'failed', version: 3, amountFen: 20_000, feeFen: 20, feeRateBp: 10,
      receivedFen: 19_980, bankCardId: m.cardId!, cardBankCode: 'ICBC', cardLast4: '0000', cardNumber: '6222020000000000000', cardholderName: '张三', createdAt: at, updatedAt: at,
    }).returning();
    await move(`wh:${w.id}`, 'withdrawHold', [{ accountId: wallet.cny, amountFen: -20_000 }, { accountId: pending, amountFen: 20_000 }], { referenceType: 'withdrawal', referenceId: w.id });
    h.clock.advance(MINUTE);
    await move(`wr:${w.id}`, 'withdrawRelease', [{ accountId: pending, amountFen: -20_000 }, { accountId: wallet.cny, amountFen: 20_000 }], { referenceType: 'withdrawal', referenceId: w.id });
    // movements of the platform only never show in a member's record
    const deposit = await move(`md:${m.id}`, 'microDeposit', [{ accountId: costs, amountFen: -37 }, { accountId: clearing, amountFen: 37 }]);
    await move(`fee:${m.id}`, 'withdrawPayout', [{ accountId: clearing, amountFen: -1 }, { accountId: fees, amountFen: 1 }]);

    const all = await page(m);
    expect(all.data.total_record).toBe(6);
    expect(all.data.records.map((e) => [e.transferType, e.wallet, e.amountFen, e.balanceAfterFen])).toEqual([
      ['withdrawRelease', 'cny', 20_000, 70_000],
      ['withdrawHold', 'cny', -20_000, 50_000],
      ['payReviewFee', 'coin', -5_000, 25_000],
      // both lines of the exchange, one per wallet, at the same time: the later posting first
      ['exchange', 'coin', 30_000, 30_000],
      ['exchange', 'cny', -30_000, 70_000],
      ['recharge', 'cny', 100_000, 100_000],
    ]);
    expect(all.data.records.map((e) => e.type)).toEqual(['2', '2', '4', '1', '1', '3']);
    expect(all.data.records.find((e) => e.transferType === 'payReviewFee')).toMatchObject({ wallet: 'coin', amountFen: -5_000, balanceAfterFen: 25_000, orderNo: null });
    expect(all.data.records.filter((e) => e.type === '2').map((e) => [e.amountFen, e.balanceAfterFen, e.orderNo, e.referenceId])).toEqual([
      [20_000, 70_000, w.orderNo, String(w.id)],
      [-20_000, 50_000, w.orderNo, String(w.id)],
    ]);
    const createdAts = all.data.records.map((e) => e.createdAt);
    expect([...createdAts].sort((a, b) => b - a)).toEqual(createdAts);

    expect((await page(m, { type: '1' })).data.records.map((e) => e.wallet).sort()).toEqual(['cny', 'coin']);
    expect((await page(m, { type: '2' })).data.total_record).toBe(2);
    expect((await page(m, { type: '3' })).data.records.map((e) => e.transferType)).toEqual(['recharge']);
    expect((await page(m, { type: '4' })).data.total_record).toBe(1);
    expect((await page(m, { wallet: 'coin' })).data.records.map((e) => e.transferType)).toEqual(['payReviewFee', 'exchange']);
    expect((await page(m, { wallet: 'cny', type: '1' })).data.records.map((e) => e.amountFen)).toEqual([-30_000]);
    expect((await page(m, { from: exchangeAt, to: exchangeAt })).data.records.map((e) => e.transferType)).toEqual(['exchange', 'exchange']);
    expect((await page(m, { from: exchangeAt + 1 })).data.total_record).toBe(3);
    expect((await page(m, { type: null, wallet: null, from: null, to: null })).data.total_record).toBe(6);

    // an exchange's detail: the first line, or the one of the wallet asked for
    const coinLine = await m.get<{ entry: Entry; order: null }>(`/wallet/v1/flow/${exchange.id}?wallet=coin`);
    expect(coinLine.body.data).toMatchObject({ entry: { wallet: 'coin', amountFen: 30_000 }, order: null });
    expect((await m.get<{ entry: Entry }>(`/wallet/v1/flow/${exchange.id}?wallet=cny`)).body.data.entry).toMatchObject({ wallet: 'cny', amountFen: -30_000 });
    const withdrawLine = all.data.records.find((e) => e.transferType === 'withdrawHold')!;
    const withdrawDetail = await m.get<{ order: { id: number; orderNo: string; state: string; feeFen: number } }>(`/wallet/v1/flow/${withdrawLine.transferId}`);
    expect(withdrawDetail.body.data.order).toMatchObject({ id: w.id, orderNo: w.orderNo, state: 'failed', status: '3', feeFen: 20, receivedFen: 19_980, cardLast4: '0000' });
    expect((await m.get(`/wallet/v1/flow/${deposit.id}`)).body.code).toBe(404);
  });

  it('pages through a long record', async () => {
    const m = await walletMember(h);
    const wallet = await memberAccounts(h.db(), m.id);
    const clearing = await platformAccount(h.db(), 'platform_bank_clearing');
    for (let i = 1; i <= 23; i += 1) {
      h.clock.advance(1_000);
      await move(`many:${m.id}:${i}`, 'recharge', [{ accountId: clearing, amountFen: -i }, { accountId: wallet.cny, amountFen: i }]);
    }
    const pages = await Promise.all([1, 2, 3, 4].map((pageNum) => page(m, { pageNum, pageSize: 10 })));
    expect(pages.map((p) => p.data.total_record)).toEqual([23, 23, 23, 23]);
    expect(pages.map((p) => p.data.records.length)).toEqual([10, 10, 3, 0]);
    expect(pages.flatMap((p) => p.data.records.map((e) => e.amountFen))).toEqual(Array.from({ length: 23 }, (_, i) => 23 - i));
    expect((await page(m, { pageSize: 50 })).data.records).toHaveLength(23);
  });

  it('shows a member only their own lines: another member’s transfer is 404', async () => {
    const a = await walletMember(h);
    const b = await walletMember(h);
    await recharged(a, 1_000);
    const [line] = (await page(a)).data.records;
    expect((await b.get(`/wallet/v1/flow/${line.transferId}`)).body.code).toBe(404);
    expect((await page(b)).data).toEqual({ records: [], total_record: 0 });
    expect((await a.get('/wallet/v1/flow/999999999999')).body.code).toBe(404);
    expect((await h.client().post('/wallet/v1/flow/pages', { pageNum: 1, pageSize: 10 })).body.code).toBe(401);
    expect((await h.client().get(`/wallet/v1/flow/${line.transferId}`)).body.code).toBe(401);
  });

  it('answers malformed filters with 400', async () => {
    const m = await walletMember(h);
    for (const body of [
      {}, { pageNum: 1 }, { pageNum: 1, pageSize: 7 }, { pageNum: 0, pageSize: 10 }, { pageNum: 1, pageSize: 10, type: '6' }, { pageNum: 1, pageSize: 10, type: 3 },
      { pageNum: 1, pageSize: 10, wallet: 'usd' }, { pageNum: 1, pageSize: 10, from: '2026-01-01' }, { pageNum: 1, pageSize: 10, to: 1.5 },
    ]) {
      expect((await m.post('/wallet/v1/flow/pages', body)).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await m.get('/wallet/v1/flow/abc')).body.code).toBe(400);
    expect((await m.get('/wallet/v1/flow/1?wallet=usd')).body.code).toBe(400);
  });
});
