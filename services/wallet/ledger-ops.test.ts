import { describe, expect, it } from 'vitest';
import { withdrawals } from '../db/schema';
import { uploadImage } from '../testing/uploads';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { csvCell, toCsv, yuanCell } from './csv';
import { memberAccounts, platformAccount, transfer } from './ledger';
import { RECHARGE_COLUMNS, TRANSFER_COLUMNS, WITHDRAWAL_COLUMNS } from './ledger-ops.routes';
import { idem, operationsStaff, walletMember, type WalletMember } from '../testing/wallet-members';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('中文')).toBe('中文');
  });

  it('defuses text a spreadsheet would run as a formula, but leaves numbers alone', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+86 138')).toBe("'+86 138");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(yuanCell(-1234))).toBe('-12.34');
    expect(csvCell(yuanCell(5))).toBe('0.05');
    expect(csvCell(yuanCell(null))).toBe('');
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y'], [null, 'z']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,z\r\n');
  });
});

/** Rows of a CSV body (BOM dropped), with quoted cells that hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  expect(row).toEqual([]);
  return rows;
}

describeEachDatabase('ledger operations', (database) => {
  const h = useServicesApp(database);

  async function approvedRecharge(m: WalletMember, amountFen: number, rejectWith?: string) {
    const ops = await operationsStaff(h);
    const order = (await m.post<{ id: number; orderNo: string }>('/wallet/v1/recharge/create', { amountFen, bankCardId: m.cardId }, idem())).body.data;
    await m.post(`/wallet/v1/recharge/${order.id}/confirm-transfer`);
    const voucherKey = await uploadImage(h, m, 'voucher.png');
    await m.post(`/wallet/v1/recharge/${order.id}/voucher`, { transferReference: 'TX20260101001', voucherKey });
    if (rejectWith) {
      expect((await ops.post(`/ops/v1/recharge/${order.id}/reject`, { reason: rejectWith })).body.code).toBe(200);
      return order;
    }
    expect((await ops.post(`/ops/v1/recharge/${order.id}/approve`, undefined, idem())).body.code).toBe(200);
    return order;
  }

  const download = async (path: string) => {
    const ops = await operationsStaff(h);
    return h.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${ops.state.token}`, 'x-forwarded-for': ops.state.ip } });
  };

  it('reports a reconciled ledger after real flows', async () => {
    const m = await walletMember(h);
    await approvedRecharge(m, 123_456);
    const wallet = await memberAccounts(h.db(), m.id);
    const [reserve, issuance] = [await platformAccount(h.db(), 'platform_coin_reserve'), await platformAccount(h.db(), 'platform_coin_issuance')];
    await h.db().transaction((tx) =>
      transfer(tx, {
        key: `x:${m.id}`, type: 'exchange', at: new Date(h.clock.now()),
        postings: [{ accountId: wallet.cny, amountFen: -456 }, { accountId: reserve, amountFen: 456 }, { accountId: issuance, amountFen: -456 }, { accountId: wallet.coin, amountFen: 456 }],
      }),
    );
    const ops = await operationsStaff(h);
    const res = await ops.get<Record<string, unknown>>('/ops/v1/ledger/reconciliation');
    expect(res.body).toMatchObject({
      code: 200,
      data: { ok: true, totalFen: 0, mismatchedAccounts: [], unbalancedTransfers: [], negativeAccounts: [], pendingWithdrawals: { ledgerFen: 0, openWithdrawalsFen: 0 }, checkedAt: h.clock.now() },
    });
    expect(res.body.data.transfers).toBe(2);
    expect(res.body.data.accounts).toBeGreaterThanOrEqual(10);
    // the exchange issued 4.56 coins against 4.56 yuan in the reserve; each currency sums to zero
    expect(res.body.data.coinBacking).toEqual({ reserveFen: 456, coinsInCirculationFen: 456 });
    expect(res.body.data.totalsByCurrency).toEqual(expect.arrayContaining([{ currency: 'CNY', totalFen: 0 }, { currency: 'COIN', totalFen: 0 }]));
  });

  it('exports the transfers as CSV: one row per posting, yuan with 2 decimals and fen, with a download name', async () => {
    const m = await walletMember(h);
    const order = await approvedRecharge(m, 100_005);
    const res = await download('/ops/v1/ledger/export/transfers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const name = decodeURIComponent(String(res.headers['download-filename']));
    expect(name).toMatch(/^ledger-transfers-\d{8}-\d{6}\.csv$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...TRANSFER_COLUMNS]);
    const mine = rows.slice(1).filter((r) => r[6] === order.orderNo);
    const col = (r: string[], c: (typeof TRANSFER_COLUMNS)[number]) => r[TRANSFER_COLUMNS.indexOf(c)];
    expect(mine.map((r) => [col(r, 'type'), col(r, 'reference_type'), col(r, 'reference_id'), col(r, 'account_kind'), col(r, 'amount_yuan'), col(r, 'amount_fen'), col(r, 'currency')])).toEqual([
      ['recharge', 'recharge_order', String(order.id), 'platform_bank_clearing', '-1000.05', '-100005', 'CNY'],
      ['recharge', 'recharge_order', String(order.id), 'member_cny', '1000.05', '100005', 'CNY'],
    ]);
    expect(col(mine[1], 'owner_user_id')).toBe(String(m.id));
    expect(col(mine[1], 'balance_after_yuan')).toBe('1000.05');
    expect(col(mine[0], 'created_at (UTC+8)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // from/to (ms) bound the creation time
    const later = await download(`/ops/v1/ledger/export/transfers.csv?from=${h.clock.now() + 1}`);
    expect(parseCsv(later.body)).toEqual([[...TRANSFER_COLUMNS]]);
    const during = await download(`/ops/v1/ledger/export/transfers.csv?from=${h.clock.now()}&to=${h.clock.now()}`);
    expect(parseCsv(during.body).length).toBeGreaterThanOrEqual(3);
    expect((await download('/ops/v1/ledger/export/transfers.csv?from=yesterday')).statusCode).toBe(400);
  });

  it('exports recharge orders with texts escaped and formulas defused', async () => {
    const m = await walletMember(h);
    const nasty = '=HYPERLINK("http://evil","click"), then\nsecond line';
    const rejected = await approvedRecharge(m, 20_000, nasty);
    const done = await approvedRecharge(m, 30_000);
    const res = await download('/ops/v1/ledger/export/recharges.csv');
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^recharges-\d{8}-\d{6}\.csv$/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"",""click""), then\nsecond line"`);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...RECHARGE_COLUMNS]);
    const col = (r: string[], c: (typeof RECHARGE_COLUMNS)[number]) => r[RECHARGE_COLUMNS.indexOf(c)];
    const byNo = (no: string) => rows.find((r) => col(r, 'order_no') === no)!;
    expect(col(byNo(rejected.orderNo), 'reason')).toBe(`'${nasty}`);
    expect(col(byNo(rejected.orderNo), 'status')).toBe('1');
    expect([col(byNo(done.orderNo), 'amount_yuan'), col(byNo(done.orderNo), 'amount_fen'), col(byNo(done.orderNo), 'status'), col(byNo(done.orderNo), 'state')]).toEqual(['300.00', '30000', '3', 'done']);
    // the member's phone starts with a digit: kept as it is
    expect(col(byNo(done.orderNo), 'member_phone')).toBe(m.phone);
    expect(col(byNo(done.orderNo), 'credit_transfer_id')).toMatch(/^\d+$/);
  });

  it('exports withdrawals with fee columns', async () => {
    const m = await walletMember(h);
    const at = new Date(h.clock.now());
    const [w] = await h.db().insert(withdrawals).values({
      orderNo: `W${Date.now()}`.slice(0, 21), userId: m.id, stateValue: 'failed', context: {}, status: 'failed', version: 3, amountFen: 123_456, feeFen: 124, feeRateBp: 10,
      receivedFen: 123_332, bankCardId: m.cardId!, cardBankCode: 'ICBC', cardLast4: '4321', cardNumber: '6222020000000004321', cardholderName: '@张三', reason: 'Bank said "no", twice',
      createdAt: at, updatedAt: at,
    }).returning();
    const res = await download('/ops/v1/ledger/export/withdrawals.csv');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...WITHDRAWAL_COLUMNS]);
    const col = (r: string[], c: (typeof WITHDRAWAL_COLUMNS)[number]) => r[WITHDRAWAL_COLUMNS.indexOf(c)];
    const row = rows.find((r) => col(r, 'order_no') === w.orderNo)!;
    expect(['amount_yuan', 'amount_fen', 'fee_yuan', 'fee_fen', 'received_yuan', 'received_fen', 'status', 'card_last4', 'cardholder_name', 'reason'].map((c) => col(row, c as never))).toEqual([
      '1234.56', '123456', '1.24', '124', '1233.32', '123332', '3', '4321', "'@张三", 'Bank said "no", twice',
    ]);
    expect(res.body).not.toContain('6222020000000004321'); // the full card number stays in the operations page
  });

  it('is for operations only', async () => {
    const m = await walletMember(h);
    for (const path of ['/ops/v1/ledger/reconciliation', '/ops/v1/ledger/export/transfers.csv', '/ops/v1/ledger/export/recharges.csv', '/ops/v1/ledger/export/withdrawals.csv']) {
      expect((await m.get(path)).body.code, path).toBe(403);
      expect((await h.client().get(path)).body.code, path).toBe(401);
    }
  });
});
