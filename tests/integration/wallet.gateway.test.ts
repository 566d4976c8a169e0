/**
 * The wallet fields through the gateway in-process (`yoga.fetch`) before the real services on a random port over
 * an in-memory PGlite: the Idempotency-Key travels, a ledger refusal keeps its machine-readable reason, the
 * operations fields stay closed to members, and the recharge flow runs end to end. The member's gates (verified
 * real name, verified card, transaction password) are set straight in the database: their own flows are tested
 * where they live (services/identity, services/bank-cards, services/member).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLogger } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLuhnDigit } from '../../machines/rules/bank-card';
// Only tests bring the two parts together in one process; the gateway code never imports services/.
import { buildServicesApp } from '../../services/app';
import { parseServicesConfig } from '../../services/config';
import { openTestDatabase } from '../../services/testing/databases';
import { bankCards, realNameApplications, users } from '../../services/db/schema';
import { hashPassword } from '../../services/lib/passwords';
import { createUsersRepository } from '../../services/member';
import { startGateway } from '../../gateway/server';
import { cacheTtls, createGateway, PUBLIC_READS, type Gateway } from '../../gateway/yoga';

type GraphQLAnswer<T> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

/** A request as the services received it. */
type Received = { method: string; url: string; idempotencyKey?: string };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let services: FastifyInstance;
let servicesUrl: string;
let gateway: Gateway;
const received: Received[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  // Vouchers are uploaded to the embedded store: a temporary folder, never the project's ./data.
  const config = { ...parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1' }), dataDir: mkdtempSync(join(tmpdir(), 'portal-gw-wallet-')) };
  services = buildServicesApp({ db: database.db, config });
  services.addHook('onRequest', async (request) => {
    const key = request.headers['idempotency-key'];
    received.push({ method: request.method, url: request.url, idempotencyKey: Array.isArray(key) ? key[0] : key });
  });
  await services.listen({ port: 0, host: '127.0.0.1' });
  servicesUrl = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
  gateway = createGateway({ servicesUrl, production: false, logger: createLogger('silent') });
});

afterAll(async () => {
  await gateway?.dispose();
  await services?.close();
  await database?.dispose();
});

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string, clientIp = '198.51.100.250'): Promise<GraphQLAnswer<T>> {
  const response = await gateway.fetch(
    'http://gateway.test/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    },
    { clientIp },
  );
  return (await response.json()) as GraphQLAnswer<T>;
}

/** The data of an answer that must have succeeded. */
function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

/** The extensions of an answer that must have failed with exactly one expected error. */
function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

async function devAid<T>(path: string): Promise<T> {
  const body = (await (await fetch(servicesUrl + path)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`GET ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function signin(identifier: string, password: string, clientIp: string): Promise<string> {
  const answer = await graphql<{ signin: { idToken: string } }>(
    'mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }',
    { i: identifier, p: password },
    undefined,
    clientIp,
  );
  return ok(answer).signin.idToken;
}

const PASSWORD = 'Aa1!good';
const PAY_PASSWORD = '246810';
let memberCounter = 0;

type Member = { id: number; phone: string; token: string; cardId: number; clientIp: string };

/** A signed-in member with a verified real name, a verified default card and a transaction password. */
async function walletMember(): Promise<Member> {
  memberCounter += 1;
  const phone = `86-137${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  const user = await createUsersRepository(database.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
  const id = user!.id;
  await database.db.update(users).set({ transactionPasswordHash: await hashPassword(PAY_PASSWORD) }).where(eq(users.id, id));
  await database.db.insert(realNameApplications).values({
    userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-wallet:${id}`, realName: '李四', createdAt: now,
  });
  const cardNumber = withLuhnDigit(`622202${String(Date.now() % 1e7).padStart(7, '0')}${String(memberCounter).padStart(5, '0')}`);
  const [card] = await database.db
    .insert(bankCards)
    .values({
      userId: id, stateValue: 'verified', status: 'verified', version: 1, cardholderName: '李四', cardNumber, last4: cardNumber.slice(-4), bankCode: 'ICBC',
      cardType: 'debit', branchName: '北京海淀支行', mobile: '13800000001', isDefault: true, verifiedAt: now, createdAt: now, updatedAt: now,
      context: { cardholderName: '李四', bankCode: 'ICBC', cardType: 'debit', last4: cardNumber.slice(-4), maxAttempts: 3, attemptsLeft: 3, isDefault: true, reason: null },
    })
    .returning({ id: bankCards.id });
  const clientIp = nextIp();
  return { id, phone, token: await signin(phone, PASSWORD, clientIp), cardId: card.id, clientIp };
}

let opsToken: string;
async function ops(): Promise<string> {
  opsToken ??= await signin('ops@portal.local', 'Ops@2026x', '198.51.100.200');
  return opsToken;
}

const ORDER_FIELDS = 'id orderNo status state amountFen bankCardId cardBankName cardLast4 remarkCode transferReference voucherKey reason deadlineAt createdAt submittedAt completedAt';
const WITHDRAWAL_FIELDS = 'id orderNo status state amountFen feeFen feeRateBp receivedFen bankCardId cardBankName cardLast4 bankReference reason createdAt payingAt arrivedAt';
const CREATE_RECHARGE = `mutation R($input: RechargeOrderInput!, $key: String!) { createRechargeOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} } }`;
const BALANCE = '{ walletBalance { cnyFen coinFen heldFen } }';

type Order = { id: number; orderNo: string; status: string; state: string; amountFen: number; reason: string | null; voucherKey: string | null; transferReference: string | null };

/** Signature from the gateway, then the multipart post to the store, exactly as the browser does: the object key. */
async function uploadVoucher(member: Member): Promise<string> {
  const { uploadPolicy } = ok(
    await graphql<{ uploadPolicy: { host: string; key: string; fields: Array<{ name: string; value: string }> } }>(
      'query P($f: String!) { uploadPolicy(fileName: $f) { host key fields { name value } } }',
      { f: 'voucher.png' },
      member.token,
      member.clientIp,
    ),
  );
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  for (const field of uploadPolicy.fields) form.append(field.name, field.value);
  form.append('Content-Type', 'image/png');
  form.append('name', 'voucher.png');
  form.append('file', new Blob([png], { type: 'image/png' }), 'voucher.png');
  const uploaded = (await (await fetch(servicesUrl + new URL(uploadPolicy.host, 'http://x').pathname, { method: 'POST', body: form })).json()) as { code: number };
  expect(uploaded.code).toBe(200);
  return uploadPolicy.key;
}

describe('wallet fields are never cached', () => {
  it('gives every wallet query ttl 0, and two balance reads reach the services twice', async () => {
    const ttls = cacheTtls(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const walletFields = ['walletBalance', 'walletConfig', 'rechargeOrder', 'rechargeOrders', 'withdrawQuote', 'withdrawal', 'withdrawals', 'flowEntries', 'flowEntry', 'opsRechargeOrders', 'opsRechargeOrder', 'opsWithdrawals', 'opsWithdrawal', 'reconciliation'];
    for (const field of walletFields) {
      expect(PUBLIC_READS.has(field)).toBe(false);
      expect(ttls[`Query.${field}`], field).toBe(0);
    }
    const member = await walletMember();
    received.length = 0;
    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 0, coinFen: 0, heldFen: 0 } });
    ok(await graphql(BALANCE, {}, member.token, member.clientIp));
    expect(received.filter((r) => r.url === '/wallet/v1/balance')).toHaveLength(2);
  });
});

describe('money mutations through the gateway', () => {
  it('forwards the idempotencyKey as the Idempotency-Key header: the same key twice makes one order', async () => {
    const member = await walletMember();
    const key = `gw-${crypto.randomUUID()}`;
    const input = { amountFen: 12_345, bankCardId: member.cardId };
    received.length = 0;
    const first = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input, key }, member.token, member.clientIp)).createRechargeOrder;
    const again = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input, key }, member.token, member.clientIp)).createRechargeOrder;
    expect(first).toMatchObject({ state: 'awaitingTransfer', status: '0', amountFen: 12_345, bankCardId: member.cardId, cardLast4: expect.stringMatching(/^\d{4}$/) });
    expect(again.id).toBe(first.id);
    expect(received.filter((r) => r.url === '/wallet/v1/recharge/create').map((r) => r.idempotencyKey)).toEqual([key, key]);

    const page = ok(
      await graphql<{ rechargeOrders: { records: Order[]; total_record: number } }>(
        `query P($f: WalletRecordFilter) { rechargeOrders(pageNum: 1, pageSize: 10, filter: $f) { records { ${ORDER_FIELDS} } total_record } }`,
        { f: { status: '0' } },
        member.token,
        member.clientIp,
      ),
    ).rechargeOrders;
    expect(page.total_record).toBe(1);
    expect(page.records.map((o) => o.id)).toEqual([first.id]);
    // The filter's status is the body's `status` on the recharge pages.
    const none = ok(
      await graphql<{ rechargeOrders: { total_record: number } }>('query P($f: WalletRecordFilter) { rechargeOrders(pageNum: 1, pageSize: 10, filter: $f) { total_record } }', { f: { status: '3' } }, member.token, member.clientIp),
    );
    expect(none.rechargeOrders.total_record).toBe(0);

    // Another key is another order.
    const other = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input, key: `${key}-2` }, member.token, member.clientIp)).createRechargeOrder;
    expect(other.id).not.toBe(first.id);
  });

  it('leaves a malformed key out, so the services refuse it with their own 400', async () => {
    const member = await walletMember();
    received.length = 0;
    const answer = await graphql(CREATE_RECHARGE, { input: { amountFen: 10_000, bankCardId: member.cardId }, key: 'line\nbreak' }, member.token, member.clientIp);
    expect(refusal(answer)).toMatchObject({ code: 'SERVICE_ERROR', status: 400 });
    expect(received.find((r) => r.url === '/wallet/v1/recharge/create')?.idempotencyKey).toBeUndefined();
  });

  it('carries the ledger refusal of an exchange beyond the balance as extensions.reason', async () => {
    const member = await walletMember();
    const answer = await graphql(
      'mutation X($input: ExchangeInput!, $key: String!) { exchange(input: $input, idempotencyKey: $key) { transferId balance { cnyFen coinFen heldFen } } }',
      { input: { direction: 'cnyToCoin', amountFen: 100, transactionPassword: PAY_PASSWORD }, key: crypto.randomUUID() },
      member.token,
      member.clientIp,
    );
    expect(refusal(answer)).toMatchObject({ code: 'SERVICE_ERROR', status: 400, reason: 'insufficientBalance' });
    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 0, coinFen: 0, heldFen: 0 } });
  });
});

describe('operations fields', () => {
  it('refuses every operations field to a member with status 403', async () => {
    const member = await walletMember();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['{ opsRechargeOrders(pageNum: 1, pageSize: 10) { total_record } }', {}],
      ['{ opsRechargeOrder(id: 1) { order { userId } } }', {}],
      ['{ opsWithdrawals(pageNum: 1, pageSize: 10) { total_record } }', {}],
      ['{ opsWithdrawal(id: 1) { withdrawal { userId } } }', {}],
      ['{ reconciliation { ok } }', {}],
      ['mutation { approveRecharge(id: 1, idempotencyKey: "k-approve") { id } }', {}],
      ['mutation { rejectRecharge(id: 1, reason: "no money arrived") { id } }', {}],
      ['mutation { startWithdrawalPayout(id: 1) { id } }', {}],
      ['mutation { markWithdrawalPaid(id: 1, bankReference: "BR123456", idempotencyKey: "k-paid") { id } }', {}],
      ['mutation { failWithdrawal(id: 1, reason: "card closed", idempotencyKey: "k-fail") { id } }', {}],
    ];
    for (const [query, variables] of calls) {
      expect(refusal(await graphql(query, variables, member.token, member.clientIp)), query).toMatchObject({ code: 'SERVICE_ERROR', status: 403 });
    }
  });

  it('reports a balanced ledger to operations', async () => {
    const report = ok(
      await graphql<{ reconciliation: Record<string, unknown> }>(
        `{ reconciliation { ok checkedAt accounts transfers totalFen pendingWithdrawalsLedgerFen openWithdrawalsFen
            mismatchedAccounts { accountId kind ownerUserId balanceFen postingsFen } unbalancedTransfers { transferId sumFen postings }
            negativeAccounts { accountId kind balanceFen } totalsByCurrency { currency totalFen } coinReserveFen coinsInCirculationFen } }`,
        {},
        await ops(),
      ),
    ).reconciliation;
    expect(report).toMatchObject({ ok: true, totalFen: 0, mismatchedAccounts: [], unbalancedTransfers: [], negativeAccounts: [] });
    expect(report.totalsByCurrency).toEqual(expect.arrayContaining([{ currency: 'CNY', totalFen: 0 }]));
    expect(report.coinReserveFen).toBe(report.coinsInCirculationFen);
    expect(report.pendingWithdrawalsLedgerFen).toBe(report.openWithdrawalsFen);
    expect(report.checkedAt).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the recharge flow through GraphQL', () => {
  it('create → I have transferred → voucher → approved by operations → the CNY wallet holds the amount', async () => {
    const member = await walletMember();
    const { walletConfig } = ok(
      await graphql<{ walletConfig: { minRechargeFen: number; remitWindowHours: number; recipient: { accountName: string; cardNumber: string; bankName: string } } }>(
        '{ walletConfig { minRechargeFen withdrawFeeRateBp remitWindowHours recipient { accountName cardNumber bankName bankAddress } } }',
        {},
        member.token,
        member.clientIp,
      ),
    );
    expect(walletConfig.remitWindowHours).toBe(24);
    expect(walletConfig.recipient.cardNumber).not.toBe('');

    const created = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input: { amountFen: 50_000, bankCardId: member.cardId }, key: crypto.randomUUID() }, member.token, member.clientIp)).createRechargeOrder;
    expect(created).toMatchObject({ state: 'awaitingTransfer', status: '0', transferReference: null, voucherKey: null, reason: null });

    const confirmed = ok(await graphql<{ confirmRechargeTransfer: Order }>(`mutation C($id: Int!) { confirmRechargeTransfer(id: $id) { ${ORDER_FIELDS} } }`, { id: created.id }, member.token, member.clientIp));
    expect(confirmed.confirmRechargeTransfer).toMatchObject({ id: created.id, state: 'awaitingProof', status: '1' });

    const voucherKey = await uploadVoucher(member);
    const submitted = ok(
      await graphql<{ submitRechargeVoucher: Order }>(
        `mutation V($id: Int!, $r: String!, $k: String!) { submitRechargeVoucher(id: $id, transferReference: $r, voucherKey: $k) { ${ORDER_FIELDS} } }`,
        { id: created.id, r: 'TR20260101123456', k: voucherKey },
        member.token,
        member.clientIp,
      ),
    ).submitRechargeVoucher;
    expect(submitted).toMatchObject({ state: 'awaitingReview', status: '2', transferReference: 'TR20260101123456', voucherKey });

    // Operations see the order nested under its member.
    const token = await ops();
    const queue = ok(
      await graphql<{ opsRechargeOrders: { records: Array<{ userId: number; memberPhone: string | null; realName: string | null; order: Order }> } }>(
        `{ opsRechargeOrders(pageNum: 1, pageSize: 100, status: "2") { records { userId memberPhone memberEmail realName order { ${ORDER_FIELDS} } } total_record } }`,
        {},
        token,
      ),
    ).opsRechargeOrders;
    const row = queue.records.find((r) => r.order.id === created.id);
    expect(row).toMatchObject({ userId: member.id, memberPhone: member.phone, realName: '李四', order: { state: 'awaitingReview', status: '2', amountFen: 50_000 } });

    const approveKey = crypto.randomUUID();
    received.length = 0;
    const approved = ok(await graphql<{ approveRecharge: Order }>(`mutation A($id: Int!, $k: String!) { approveRecharge(id: $id, idempotencyKey: $k) { ${ORDER_FIELDS} } }`, { id: created.id, k: approveKey }, token));
    expect(approved.approveRecharge).toMatchObject({ id: created.id, state: 'done', status: '3' });
    // A retry of the same approval (a lost answer) credits nothing more.
    ok(await graphql(`mutation A($id: Int!, $k: String!) { approveRecharge(id: $id, idempotencyKey: $k) { id } }`, { id: created.id, k: approveKey }, token));
    expect(received.filter((r) => r.url === `/ops/v1/recharge/${created.id}/approve`).map((r) => r.idempotencyKey)).toEqual([approveKey, approveKey]);

    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 50_000, coinFen: 0, heldFen: 0 } });

    const detail = ok(
      await graphql<{ opsRechargeOrder: { order: { userId: number; order: Order }; history: Array<{ event: string; to: string; actorRole: string }> } }>(
        `query D($id: Int!) { opsRechargeOrder(id: $id) { order { userId order { id state status } } history { seq event from to actorId actorRole reason at } } }`,
        { id: created.id },
        token,
      ),
    ).opsRechargeOrder;
    expect(detail.order).toMatchObject({ userId: member.id, order: { id: created.id, state: 'done', status: '3' } });
    expect(detail.history.at(-1)).toMatchObject({ to: 'done', actorRole: 'operations' });

    // The member's flow record shows the credit, and its detail names the order.
    const flow = ok(
      await graphql<{ flowEntries: { records: Array<{ transferId: number; type: string; wallet: string; amountFen: number; balanceAfterFen: number; orderNo: string | null }>; total_record: number } }>(
        'query F($f: WalletRecordFilter) { flowEntries(pageNum: 1, pageSize: 10, filter: $f) { records { id transferId type transferType wallet amountFen balanceAfterFen referenceType referenceId orderNo createdAt } total_record } }',
        { f: { status: '3', wallet: 'cny' } },
        member.token,
        member.clientIp,
      ),
    ).flowEntries;
    expect(flow.total_record).toBe(1);
    expect(flow.records[0]).toMatchObject({ type: '3', wallet: 'cny', amountFen: 50_000, balanceAfterFen: 50_000, orderNo: created.orderNo });
    // The filter's status is the flow pages' `type`: no exchange lines yet.
    const exchanges = ok(await graphql<{ flowEntries: { total_record: number } }>('query F($f: WalletRecordFilter) { flowEntries(pageNum: 1, pageSize: 10, filter: $f) { total_record } }', { f: { status: '1' } }, member.token, member.clientIp));
    expect(exchanges.flowEntries.total_record).toBe(0);

    const line = ok(
      await graphql<{ flowEntry: { entry: { transferId: number }; rechargeOrder: Order | null; withdrawal: unknown } }>(
        `query E($t: Float!) { flowEntry(transferId: $t) { entry { transferId type } rechargeOrder { ${ORDER_FIELDS} } withdrawal { id } } }`,
        { t: flow.records[0].transferId },
        member.token,
        member.clientIp,
      ),
    ).flowEntry;
    expect(line).toMatchObject({ entry: { transferId: flow.records[0].transferId, type: '3' }, rechargeOrder: { id: created.id, state: 'done', status: '3' }, withdrawal: null });

    // Now the exchange has the money: CNY → coins, the new balances grouped as the schema has them.
    const exchanged = ok(
      await graphql<{ exchange: { transferId: number; balance: { cnyFen: number; coinFen: number; heldFen: number } } }>(
        'mutation X($input: ExchangeInput!, $key: String!) { exchange(input: $input, idempotencyKey: $key) { transferId balance { cnyFen coinFen heldFen } } }',
        { input: { direction: 'cnyToCoin', amountFen: 20_000, transactionPassword: PAY_PASSWORD }, key: crypto.randomUUID() },
        member.token,
        member.clientIp,
      ),
    ).exchange;
    expect(exchanged.transferId).toBeGreaterThan(0);
    expect(exchanged.balance).toEqual({ cnyFen: 30_000, coinFen: 20_000, heldFen: 0 });

    // The exchange is one transfer with a line on each wallet: `wallet` opens each line's own posting.
    const EXCHANGE_LINE = 'query E($t: Float!, $w: WalletKind) { flowEntry(transferId: $t, wallet: $w) { entry { transferId type transferType wallet amountFen balanceAfterFen } rechargeOrder { id } withdrawal { id } } }';
    type ExchangeLine = { flowEntry: { entry: { transferId: number; type: string; transferType: string; wallet: string; amountFen: number; balanceAfterFen: number }; rechargeOrder: unknown; withdrawal: unknown } };
    const lineOf = async (wallet: 'cny' | 'coin') => ok(await graphql<ExchangeLine>(EXCHANGE_LINE, { t: exchanged.transferId, w: wallet }, member.token, member.clientIp)).flowEntry;
    expect(await lineOf('coin')).toEqual({
      entry: { transferId: exchanged.transferId, type: '1', transferType: 'exchange', wallet: 'coin', amountFen: 20_000, balanceAfterFen: 20_000 },
      rechargeOrder: null,
      withdrawal: null,
    });
    expect((await lineOf('cny')).entry).toEqual({ transferId: exchanged.transferId, type: '1', transferType: 'exchange', wallet: 'cny', amountFen: -20_000, balanceAfterFen: 30_000 });
    expect(received.filter((r) => r.url.startsWith(`/wallet/v1/flow/${exchanged.transferId}`)).map((r) => r.url)).toEqual([
      `/wallet/v1/flow/${exchanged.transferId}?wallet=coin`,
      `/wallet/v1/flow/${exchanged.transferId}?wallet=cny`,
    ]);
    // Without it the services answer with one of the lines, as before.
    const first = ok(await graphql<ExchangeLine>(EXCHANGE_LINE, { t: exchanged.transferId }, member.token, member.clientIp)).flowEntry.entry;
    expect(first.transferId).toBe(exchanged.transferId);
    expect(received.at(-1)?.url).toBe(`/wallet/v1/flow/${exchanged.transferId}`);
    // A wallet that is not a WalletKind is refused by the schema, before the services.
    expect(refusal(await graphql(EXCHANGE_LINE, { t: exchanged.transferId, w: 'gold' }, member.token, member.clientIp)).message).toContain('WalletKind');

    const report = ok(await graphql<{ reconciliation: { ok: boolean; totalFen: number } }>('{ reconciliation { ok totalFen } }', {}, token)).reconciliation;
    expect(report).toEqual({ ok: true, totalFen: 0 });
  });

  it('a rejected voucher returns the order to awaitingProof with the reason; the member may cancel it', async () => {
    const member = await walletMember();
    const created = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input: { amountFen: 10_000, bankCardId: member.cardId }, key: crypto.randomUUID() }, member.token, member.clientIp)).createRechargeOrder;
    const voucherKey = await uploadVoucher(member);
    ok(await graphql(`mutation V($id: Int!, $k: String!) { submitRechargeVoucher(id: $id, transferReference: "TR998877665544", voucherKey: $k) { id } }`, { id: created.id, k: voucherKey }, member.token, member.clientIp));
    const rejected = ok(await graphql<{ rejectRecharge: Order }>(`mutation J($id: Int!) { rejectRecharge(id: $id, reason: "No transfer arrived") { ${ORDER_FIELDS} } }`, { id: created.id }, await ops()));
    expect(rejected.rejectRecharge).toMatchObject({ state: 'awaitingProof', status: '1', reason: 'No transfer arrived' });
    const cancelled = ok(await graphql<{ cancelRechargeOrder: Order }>(`mutation X($id: Int!) { cancelRechargeOrder(id: $id) { ${ORDER_FIELDS} } }`, { id: created.id }, member.token, member.clientIp));
    expect(cancelled.cancelRechargeOrder).toMatchObject({ state: 'failed', status: '4', reason: 'cancelled' });
    expect(ok(await graphql<{ rechargeOrder: Order }>(`query O($id: Int!) { rechargeOrder(id: $id) { id state status } }`, { id: created.id }, member.token, member.clientIp)).rechargeOrder).toMatchObject({ state: 'failed', status: '4' });
    // Another member's order is not found.
    const stranger = await walletMember();
    expect(refusal(await graphql(`query O($id: Int!) { rechargeOrder(id: $id) { id } }`, { id: created.id }, stranger.token, stranger.clientIp))).toMatchObject({ status: 404 });
  });
});

describe('the withdrawal flow through GraphQL', () => {
  /** The withdraw-identity step: a code to the member's phone, verified into a code key. */
  async function withdrawIdentity(member: Member): Promise<string> {
    const { captcha } = ok(await graphql<{ captcha: { id: string } }>('{ captcha { id } }', {}, undefined, member.clientIp));
    const { text } = await devAid<{ text: string }>(`/dev/captcha/${encodeURIComponent(captcha.id)}`);
    ok(await graphql('mutation S($input: SendSecurityCodeInput!) { sendSecurityCode(input: $input) }', { input: { channel: 'sms', type: 'withdraw', captchaId: captcha.id, captchaCode: text } }, member.token, member.clientIp));
    const outbox = await devAid<Array<{ recipient: string; body: string }>>('/dev/outbox');
    const code = /\d{6}/.exec(outbox.find((m) => m.recipient === member.phone)!.body)![0];
    return ok(await graphql<{ verifyCode: string }>('mutation V($i: String!, $c: String!) { verifyCode(identifier: $i, verifyCode: $c) }', { i: member.phone, c: code }, member.token, member.clientIp)).verifyCode;
  }

  async function fund(member: Member, amountFen: number): Promise<void> {
    const order = ok(await graphql<{ createRechargeOrder: Order }>(CREATE_RECHARGE, { input: { amountFen, bankCardId: member.cardId }, key: crypto.randomUUID() }, member.token, member.clientIp)).createRechargeOrder;
    const voucherKey = await uploadVoucher(member);
    ok(await graphql(`mutation V($id: Int!, $k: String!) { submitRechargeVoucher(id: $id, transferReference: "TR112233445566", voucherKey: $k) { id } }`, { id: order.id, k: voucherKey }, member.token, member.clientIp));
    ok(await graphql(`mutation A($id: Int!, $k: String!) { approveRecharge(id: $id, idempotencyKey: $k) { id } }`, { id: order.id, k: crypto.randomUUID() }, await ops()));
  }

  it('holds the amount, operations pay it to the full card number, and the flow record names the withdrawal', async () => {
    const member = await walletMember();
    await fund(member, 100_000);
    const quote = ok(
      await graphql<{ withdrawQuote: { amountFen: number; feeFen: number; receivedFen: number } }>('{ withdrawQuote(amountFen: 40000) { amountFen feeFen feeRateBp receivedFen } }', {}, member.token, member.clientIp),
    ).withdrawQuote;
    expect(quote.amountFen).toBe(40_000);
    expect(quote.feeFen + quote.receivedFen).toBe(40_000);

    const codeKey = await withdrawIdentity(member);
    const key = crypto.randomUUID();
    const created = ok(
      await graphql<{ createWithdrawal: { id: number; state: string; status: string; feeFen: number } }>(
        `mutation W($input: WithdrawalInput!, $key: String!) { createWithdrawal(input: $input, idempotencyKey: $key) { ${WITHDRAWAL_FIELDS} } }`,
        { input: { amountFen: 40_000, bankCardId: member.cardId, identifier: member.phone, codeKey, transactionPassword: PAY_PASSWORD }, key },
        member.token,
        member.clientIp,
      ),
    ).createWithdrawal;
    expect(created).toMatchObject({ state: 'awaitingPayout', status: '0', feeFen: quote.feeFen });
    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 60_000, coinFen: 0, heldFen: 40_000 } });

    const token = await ops();
    const queue = ok(
      await graphql<{ opsWithdrawals: { records: Array<{ userId: number; cardNumber: string; cardholderName: string; fourEyesFen: number; startedBy: number | null; withdrawal: { id: number; state: string } }> } }>(
        `{ opsWithdrawals(pageNum: 1, pageSize: 100, status: "0") { records { userId memberPhone memberEmail cardholderName cardNumber startedBy paidBy fourEyesFen withdrawal { ${WITHDRAWAL_FIELDS} } } total_record } }`,
        {},
        token,
      ),
    ).opsWithdrawals;
    const row = queue.records.find((r) => r.withdrawal.id === created.id)!;
    expect(row).toMatchObject({ userId: member.id, cardholderName: '李四', cardNumber: expect.stringMatching(/^622202\d{13}$/), startedBy: null, withdrawal: { state: 'awaitingPayout' } });
    expect(row.fourEyesFen).toBeGreaterThan(0);

    ok(await graphql(`mutation S($id: Int!) { startWithdrawalPayout(id: $id) { id state } }`, { id: created.id }, token));
    const paid = ok(
      await graphql<{ markWithdrawalPaid: { state: string; status: string; bankReference: string } }>(
        `mutation P($id: Int!, $k: String!) { markWithdrawalPaid(id: $id, bankReference: "BANKREF778899", idempotencyKey: $k) { ${WITHDRAWAL_FIELDS} } }`,
        { id: created.id, k: crypto.randomUUID() },
        token,
      ),
    ).markWithdrawalPaid;
    expect(paid).toMatchObject({ state: 'paid', status: '2', bankReference: 'BANKREF778899' });
    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 60_000, coinFen: 0, heldFen: 0 } });

    const detail = ok(
      await graphql<{ opsWithdrawal: { withdrawal: { startedBy: number | null; paidBy: number | null; withdrawal: { state: string } }; history: Array<{ to: string }> } }>(
        `query D($id: Int!) { opsWithdrawal(id: $id) { withdrawal { startedBy paidBy fourEyesFen withdrawal { id state status } } history { seq event from to actorId actorRole reason at } } }`,
        { id: created.id },
        token,
      ),
    ).opsWithdrawal;
    expect(detail.withdrawal.startedBy).toEqual(expect.any(Number));
    expect(detail.withdrawal.paidBy).toEqual(expect.any(Number));
    expect(detail.withdrawal.withdrawal.state).toBe('paid');
    expect(detail.history.map((h) => h.to).slice(-2)).toEqual(['paying', 'paid']);

    const mine = ok(await graphql<{ withdrawals: { records: Array<{ id: number; state: string }>; total_record: number } }>('{ withdrawals(pageNum: 1, pageSize: 10, filter: { status: "2" }) { records { id state } total_record } }', {}, member.token, member.clientIp)).withdrawals;
    expect(mine.records.map((w) => w.id)).toEqual([created.id]);
    expect(ok(await graphql<{ withdrawal: { state: string } }>(`query W($id: Int!) { withdrawal(id: $id) { state status } }`, { id: created.id }, member.token, member.clientIp)).withdrawal).toEqual({ state: 'paid', status: '2' });

    const hold = ok(
      await graphql<{ flowEntries: { records: Array<{ transferId: number; transferType: string; amountFen: number }> } }>(
        '{ flowEntries(pageNum: 1, pageSize: 10, filter: { status: "2" }) { records { transferId transferType amountFen } } }',
        {},
        member.token,
        member.clientIp,
      ),
    ).flowEntries.records.find((r) => r.transferType === 'withdrawHold')!;
    expect(hold.amountFen).toBe(-40_000);
    const line = ok(
      await graphql<{ flowEntry: { rechargeOrder: unknown; withdrawal: { id: number; state: string } | null } }>(
        'query E($t: Float!) { flowEntry(transferId: $t) { rechargeOrder { id } withdrawal { id state } } }',
        { t: hold.transferId },
        member.token,
        member.clientIp,
      ),
    ).flowEntry;
    expect(line).toEqual({ rechargeOrder: null, withdrawal: { id: created.id, state: 'paid' } });

    const report = ok(await graphql<{ reconciliation: { ok: boolean; pendingWithdrawalsLedgerFen: number; openWithdrawalsFen: number } }>('{ reconciliation { ok pendingWithdrawalsLedgerFen openWithdrawalsFen } }', {}, token)).reconciliation;
    expect(report).toEqual({ ok: true, pendingWithdrawalsLedgerFen: 0, openWithdrawalsFen: 0 });
  });

  it('a failed payout releases the hold', async () => {
    const member = await walletMember();
    await fund(member, 20_000);
    const codeKey = await withdrawIdentity(member);
    const created = ok(
      await graphql<{ createWithdrawal: { id: number } }>(
        'mutation W($input: WithdrawalInput!, $key: String!) { createWithdrawal(input: $input, idempotencyKey: $key) { id } }',
        { input: { amountFen: 15_000, bankCardId: member.cardId, identifier: member.phone, codeKey, transactionPassword: PAY_PASSWORD }, key: crypto.randomUUID() },
        member.token,
        member.clientIp,
      ),
    ).createWithdrawal;
    const token = await ops();
    const pending = ok(await graphql<{ reconciliation: { ok: boolean; pendingWithdrawalsLedgerFen: number; openWithdrawalsFen: number } }>('{ reconciliation { ok pendingWithdrawalsLedgerFen openWithdrawalsFen } }', {}, token)).reconciliation;
    expect(pending.ok).toBe(true);
    expect(pending.pendingWithdrawalsLedgerFen).toBe(pending.openWithdrawalsFen);
    expect(pending.openWithdrawalsFen).toBeGreaterThanOrEqual(15_000);

    const failed = ok(
      await graphql<{ failWithdrawal: { state: string; status: string; reason: string } }>(
        `mutation F($id: Int!, $k: String!) { failWithdrawal(id: $id, reason: "The card was closed", idempotencyKey: $k) { ${WITHDRAWAL_FIELDS} } }`,
        { id: created.id, k: crypto.randomUUID() },
        token,
      ),
    ).failWithdrawal;
    expect(failed).toMatchObject({ state: 'failed', status: '3', reason: 'The card was closed' });
    expect(ok(await graphql(BALANCE, {}, member.token, member.clientIp))).toEqual({ walletBalance: { cnyFen: 20_000, coinFen: 0, heldFen: 0 } });
  });
});

describe('the ledger exports at the portal origin', () => {
  it('passes GET /ops/v1/ledger/export/* to the services with the caller token: a CSV for operations, 403 for a member', async () => {
    const member = await walletMember();
    const running = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl, production: false });
    try {
      const csv = await fetch(`${running.url}/ops/v1/ledger/export/transfers.csv`, { headers: { authorization: `Bearer ${await ops()}` } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(decodeURIComponent(csv.headers.get('download-filename') ?? '')).toMatch(/\.csv$/);
      // UTF-8 with a BOM, so that Excel reads Chinese.
      expect([...new Uint8Array(await csv.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

      const refused = await fetch(`${running.url}/ops/v1/ledger/export/recharges.csv`, { headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'en' } });
      expect(((await refused.json()) as { code: number }).code).toBe(403);
    } finally {
      await running.close();
    }
  });
});
