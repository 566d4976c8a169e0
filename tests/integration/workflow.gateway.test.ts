/**
 * The workflow fields (docs/workflow.md) through the gateway in-process (`yoga.fetch`) before the real services on
 * a random port over an in-memory PGlite: an entity's `workflow` and the root `workflow(...)` cost one REST call
 * per request, JSON text for the machine's value and context, what the caller may send, the hash-chained history,
 * receipts that verify (and one altered in the file that does not), checkpoints sealed by operations only, and
 * caller-given path segments that cannot reach another route. The member's gates (verified real name and card)
 * are set straight in the database, as gateway/wallet.test.ts does; the recharge order itself goes through the
 * services' store.
 */
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
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
import { createGateway, type Gateway } from '../../gateway/yoga';

type GraphQLAnswer<T> = { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let services: FastifyInstance;
let gateway: Gateway;
const received: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  const config = { ...parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1' }), dataDir: mkdtempSync(join(tmpdir(), 'portal-gw-workflow-')) };
  services = buildServicesApp({ db: database.db, config });
  services.addHook('onRequest', async (request) => {
    received.push(request.url);
  });
  await services.listen({ port: 0, host: '127.0.0.1' });
  const servicesUrl = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
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

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

async function signin(identifier: string, password: string, clientIp: string): Promise<string> {
  const answer = await graphql<{ signin: { idToken: string } }>('mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }', { i: identifier, p: password }, undefined, clientIp);
  return ok(answer).signin.idToken;
}

const PASSWORD = 'Aa1!good';
let memberCounter = 0;

type Member = { id: number; token: string; cardId: number; clientIp: string };

/** A signed-in member; `gates` adds a verified real name and a verified default card (what a recharge needs). */
async function member(gates: boolean): Promise<Member> {
  memberCounter += 1;
  const phone = `86-136${String(Date.now() % 1e4).padStart(4, '0')}${String(memberCounter).padStart(4, '0')}`;
  const now = new Date();
  const user = await createUsersRepository(database.db).create({ phone, passwordHash: await hashPassword(PASSWORD), localization: 'en', roles: ['member'], now });
  const id = user!.id;
  let cardId = 0;
  if (gates) {
    await database.db.update(users).set({ transactionPasswordHash: await hashPassword('246810') }).where(eq(users.id, id));
    await database.db.insert(realNameApplications).values({
      userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `gw-workflow:${id}`, realName: '李四', createdAt: now,
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
    cardId = card.id;
  }
  const clientIp = nextIp();
  return { id, token: await signin(phone, PASSWORD, clientIp), cardId, clientIp };
}

let opsToken: string;
async function ops(): Promise<string> {
  opsToken ??= await signin('ops@portal.local', 'Ops@2026x', '198.51.100.200');
  return opsToken;
}

/** A recharge order through the store: created, then "I have transferred" (two logged transitions at least). */
async function orderAwaitingProof(owner: Member): Promise<number> {
  const created = ok(
    await graphql<{ createRechargeOrder: { id: number } }>(
      'mutation R($input: RechargeOrderInput!, $key: String!) { createRechargeOrder(input: $input, idempotencyKey: $key) { id } }',
      { input: { amountFen: 10_000, bankCardId: owner.cardId }, key: crypto.randomUUID() },
      owner.token,
      owner.clientIp,
    ),
  ).createRechargeOrder;
  ok(await graphql('mutation C($id: Int!) { confirmRechargeTransfer(id: $id) { id } }', { id: created.id }, owner.token, owner.clientIp));
  return created.id;
}

const WORKFLOW_FIELDS = `entityType entityId machineId state stateValue context version viewerRole availableEvents
  nextEvents { event by } history { seq event from to actorRole actorId reason at hash } deadlineAt`;

type Transition = { seq: number; event: string; from: string | null; to: string; actorRole: string; actorId: number | null; reason: string | null; at: number; hash: string };
type Workflow = {
  entityType: string;
  entityId: string;
  machineId: string;
  state: string;
  stateValue: string;
  context: string;
  version: number;
  viewerRole: string;
  availableEvents: string[];
  nextEvents: Array<{ event: string; by: string[] }>;
  history: Transition[];
  deadlineAt: number | null;
};

const HEX64 = /^[0-9a-f]{64}$/;

describe('an entity’s workflow', () => {
  it('answers the order’s workflow on the entity and at the root with one REST call', async () => {
    const owner = await member(true);
    const id = await orderAwaitingProof(owner);
    received.length = 0;
    const data = ok(
      await graphql<{ rechargeOrder: { id: number; workflow: Workflow }; workflow: { state: string; version: number } }>(
        `query W($id: Int!, $entityId: String!) {
          rechargeOrder(id: $id) { id workflow { ${WORKFLOW_FIELDS} } }
          workflow(entityType: "recharge_order", entityId: $entityId) { state version }
        }`,
        { id, entityId: String(id) },
        owner.token,
        owner.clientIp,
      ),
    );
    expect(received.filter((url) => url.startsWith('/workflow/v1/'))).toEqual([`/workflow/v1/recharge_order/${id}`]);

    const flow = data.rechargeOrder.workflow;
    expect(flow).toMatchObject({ entityType: 'recharge_order', entityId: String(id), machineId: 'rechargeOrder', state: 'awaitingProof', viewerRole: 'member' });
    expect(data.workflow).toEqual({ state: flow.state, version: flow.version });
    // JSON text the app hands to machine.resolveState.
    expect(JSON.parse(flow.stateValue)).toBe('awaitingProof');
    expect(JSON.parse(flow.context)).toMatchObject({ amountFen: 10_000, bankCardId: owner.cardId });
    // The member may upload the voucher or cancel; approving is for operations.
    expect(flow.availableEvents).toEqual(expect.arrayContaining(['voucher.submit', 'order.cancel']));
    expect(flow.availableEvents).not.toContain('review.approve');
    expect(flow.nextEvents).toEqual(expect.arrayContaining([{ event: 'voucher.submit', by: ['member'] }]));

    expect(flow.history.length).toBeGreaterThanOrEqual(2);
    expect(flow.history.map((row) => row.seq)).toEqual(flow.history.map((_row, i) => i + 1));
    expect(flow.history.at(-1)).toMatchObject({ event: 'transfer.confirm', from: 'awaitingTransfer', to: 'awaitingProof', actorRole: 'member', actorId: null });
    for (const row of flow.history) {
      expect(row.hash).toMatch(HEX64);
      expect(row.at).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(new Set(flow.history.map((row) => row.hash)).size).toBe(flow.history.length);
  });

  it('shows operations their own events, and refuses another member', async () => {
    const owner = await member(true);
    const id = await orderAwaitingProof(owner);
    const staff = ok(await graphql<{ workflow: Workflow }>(`query W($id: String!) { workflow(entityType: "recharge_order", entityId: $id) { ${WORKFLOW_FIELDS} } }`, { id: String(id) }, await ops())).workflow;
    expect(staff.viewerRole).toBe('operations');
    expect(staff.availableEvents).not.toContain('order.cancel');
    expect(staff.state).toBe('awaitingProof');

    const stranger = await member(false);
    const refused = refusal(await graphql(`query W($id: String!) { workflow(entityType: "recharge_order", entityId: $id) { state } }`, { id: String(id) }, stranger.token, stranger.clientIp));
    expect(refused.code).toBe('SERVICE_ERROR');
    expect([403, 404]).toContain(refused.status);
    // Signed out: the 401 the app turns into its sign-in dialog.
    expect(refusal(await graphql(`query W($id: String!) { workflow(entityType: "recharge_order", entityId: $id) { state } }`, { id: String(id) }))).toMatchObject({ status: 401 });
  });

  it('gives a member without a real-name application no workflow and asks nothing for it', async () => {
    const newcomer = await member(false);
    received.length = 0;
    const data = ok(await graphql<{ myRealName: { id: number | null; workflow: Workflow | null } }>('{ myRealName { id workflow { state } } }', {}, newcomer.token, newcomer.clientIp));
    expect(data.myRealName).toEqual({ id: null, workflow: null });
    expect(received.some((url) => url.startsWith('/workflow/'))).toBe(false);
  });

  it('sends caller-given text as one encoded path segment each', async () => {
    const owner = await member(false);
    received.length = 0;
    const answer = await graphql('{ workflow(entityType: "..", entityId: "../../ops/v1/checkpoints") { state } }', {}, owner.token, owner.clientIp);
    expect(refusal(answer).code).toBe('SERVICE_ERROR');
    expect(received).toEqual(['/workflow/v1/%2E%2E/%2E%2E%2F%2E%2E%2Fops%2Fv1%2Fcheckpoints']);
  });
});

type Receipt = Record<string, unknown> & { json: string; hash: string; seq: number };
const RECEIPT_FIELDS = 'format entityType entityId seq event from to actorRole at hash prevHash issuedAt json';
const VERIFY = `query V($r: ReceiptInput!) { verifyReceipt(receipt: $r) { valid result message brokenAt { entityType entityId seq }
  checkpoint { id rootHash prevRootHash at lastTransitionId transitions } checkpointBroken } }`;
type Verification = { valid: boolean; result: string; message: string; brokenAt: unknown; checkpoint: { id: number; rootHash: string } | null };

/** The receipt file as the page sends it: the fields of ReceiptInput, read from the saved JSON. */
function receiptInput(json: string): Record<string, unknown> {
  const { format, entityType, entityId, seq, event, from, to, actorRole, at, hash, prevHash, issuedAt } = JSON.parse(json) as Record<string, unknown>;
  return { format, entityType, entityId: String(entityId), seq, event, from: from ?? null, to, actorRole, at, hash, prevHash, issuedAt };
}

describe('receipts and checkpoints', () => {
  it('issues a receipt the public check finds valid, and finds an altered one wrong', async () => {
    const owner = await member(true);
    const id = await orderAwaitingProof(owner);
    const flow = ok(await graphql<{ workflow: Workflow }>(`query W($id: String!) { workflow(entityType: "recharge_order", entityId: $id) { history { seq hash } } }`, { id: String(id) }, owner.token, owner.clientIp)).workflow;
    const last = flow.history.at(-1)!;

    const receipt = ok(
      await graphql<{ receipt: Receipt }>(`query R($id: String!, $seq: Int!) { receipt(entityType: "recharge_order", entityId: $id, seq: $seq) { ${RECEIPT_FIELDS} } }`, { id: String(id), seq: last.seq }, owner.token, owner.clientIp),
    ).receipt;
    expect(receipt).toMatchObject({ format: 'portal-receipt/1', entityType: 'recharge_order', entityId: String(id), seq: last.seq, hash: last.hash, event: 'transfer.confirm' });
    expect(receipt.prevHash).toMatch(HEX64);
    // The file is the services' own answer, the same facts.
    expect(JSON.parse(receipt.json)).toMatchObject({ format: 'portal-receipt/1', seq: last.seq, hash: last.hash, prevHash: receipt.prevHash });

    // No sign-in needed to check it.
    const valid = ok(await graphql<{ verifyReceipt: Verification }>(VERIFY, { r: receiptInput(receipt.json) })).verifyReceipt;
    expect(valid).toMatchObject({ valid: true, result: 'valid', brokenAt: null, checkpointBroken: false });
    expect(valid.message).not.toBe('');

    const altered = { ...receiptInput(receipt.json), hash: receipt.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    // Another hash than the entry's: nothing is said about the entry (not even that it exists).
    expect(ok(await graphql<{ verifyReceipt: Verification }>(VERIFY, { r: altered })).verifyReceipt).toMatchObject({ valid: false, result: 'unknownTransition' });
    const otherEvent = { ...receiptInput(receipt.json), event: 'payout.paid' };
    expect(ok(await graphql<{ verifyReceipt: Verification }>(VERIFY, { r: otherEvent })).verifyReceipt).toMatchObject({ valid: false, result: 'receiptMismatch' });
    const unknown = { ...receiptInput(receipt.json), seq: 9_999 };
    expect(ok(await graphql<{ verifyReceipt: Verification }>(VERIFY, { r: unknown })).verifyReceipt).toMatchObject({ valid: false, result: 'unknownTransition' });

    // Nobody else gets the member's receipt.
    const stranger = await member(false);
    const refused = refusal(await graphql(`query R($id: String!) { receipt(entityType: "recharge_order", entityId: $id, seq: 1) { hash } }`, { id: String(id) }, stranger.token, stranger.clientIp));
    expect([403, 404]).toContain(refused.status);
  });

  it('lets operations seal a checkpoint that then covers the receipt; members may not seal', async () => {
    const owner = await member(true);
    const id = await orderAwaitingProof(owner);
    expect(refusal(await graphql('mutation { createCheckpoint { id } }', {}, owner.token, owner.clientIp))).toMatchObject({ code: 'SERVICE_ERROR', status: 403 });

    const sealed = ok(await graphql<{ createCheckpoint: { id: number; rootHash: string; at: string; lastTransitionId: number } }>('mutation { createCheckpoint { id rootHash prevRootHash at lastTransitionId transitions } }', {}, await ops())).createCheckpoint;
    expect(sealed.rootHash).toMatch(HEX64);
    expect(Number.isNaN(Date.parse(sealed.at))).toBe(false);
    expect(sealed.lastTransitionId).toBeGreaterThan(0);

    const latest = ok(await graphql<{ latestCheckpoint: { id: number; rootHash: string } | null }>('{ latestCheckpoint { id rootHash prevRootHash at lastTransitionId transitions } }')).latestCheckpoint;
    expect(latest).toMatchObject({ id: sealed.id, rootHash: sealed.rootHash });

    const receipt = ok(await graphql<{ receipt: Receipt }>(`query R($id: String!) { receipt(entityType: "recharge_order", entityId: $id, seq: 1) { json } }`, { id: String(id) }, owner.token, owner.clientIp)).receipt;
    const checked = ok(await graphql<{ verifyReceipt: Verification }>(VERIFY, { r: receiptInput(receipt.json) })).verifyReceipt;
    expect(checked.valid).toBe(true);
    expect(checked.checkpoint).toMatchObject({ id: sealed.id, rootHash: sealed.rootHash });
  });
});
