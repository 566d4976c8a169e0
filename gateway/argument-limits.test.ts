import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS, MAX_LIST_ITEMS, MAX_MESSAGE_CHARS, MAX_STRING_CHARS, MAX_VARIABLE_VALUES } from './validation/operation-limits';
import { createGateway, type Gateway } from './yoga';

// Huge argument values (issue 11): a 1 MB string, thousands of list items, a document padded to megabytes are
// refused with HTTP 400 before parsing or calling the services, and nothing long reaches the log or the answer.
// In-process through `gateway.fetch`; a recording endpoint stands in for the services (it answers `/dict/...` with
// something that is not an envelope, an unexpected fault the gateway logs).

let upstream: Server;
let gateway: Gateway;
const upstreamCalls: string[] = [];
const logged: string[] = [];

function recordingLogger() {
  const record = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack ?? ''}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  };
  return { debug: () => undefined, info: record, warn: record, error: record };
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    upstreamCalls.push(req.url ?? '');
    if (req.url?.startsWith('/system/dict/')) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'ok', data: null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = createGateway({ servicesUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, production: true, logger: recordingLogger() });
});

afterAll(async () => {
  await gateway?.dispose();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

type Answer = { status: number; body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }; text: string };

async function post(body: string): Promise<Answer> {
  const response = await gateway.fetch('http://portal.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer['body'], text };
}

const ask = (query: string, variables?: Record<string, unknown>) => post(JSON.stringify({ query, variables }));

function expectRefused(answer: Answer, code: string) {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors?.[0].extensions?.code).toBe(code);
  // the answer names the limit, never the value
  expect(answer.text.length).toBeLessThan(1000);
}

describe('huge GraphQL arguments', () => {
  it('refuses a 1 MB string variable with 400 without calling the services or logging it', async () => {
    const before = { calls: upstreamCalls.length, logged: logged.length };
    const answer = await ask('query ($type: String!) { dictData(type: $type) { dictValue } }', { type: 'x'.repeat(999_000) });
    expectRefused(answer, 'ARGUMENT_TOO_LARGE');
    expect(answer.body.errors?.[0].message).toBe(`Variable $.type is 999000 characters long, over the limit of ${MAX_STRING_CHARS}.`);
    expect(upstreamCalls.length).toBe(before.calls);
    expect(logged.slice(before.logged).every((line) => line.length < 2 * MAX_MESSAGE_CHARS + 2000)).toBe(true);
  });

  it('answers a body over the 1 MB request limit with 413', async () => {
    const answer = await ask('query ($type: String!) { dictData(type: $type) { dictValue } }', { type: 'x'.repeat(1_100_000) });
    expect(answer.status).toBe(413);
    expect(answer.text.length).toBeLessThan(1000);
  });

  it('accepts a string at the limit and refuses one past it, nested in an input object too', async () => {
    const mutation = 'mutation ($input: PersonalInfoInput!) { updatePersonalInfo(input: $input) { id } }';
    const atLimit = await ask(mutation, { input: { introduction: 'y'.repeat(MAX_STRING_CHARS) } });
    expect(atLimit.body.errors?.[0]?.extensions?.code).not.toBe('ARGUMENT_TOO_LARGE');
    const over = await ask(mutation, { input: { introduction: 'y'.repeat(MAX_STRING_CHARS + 1) } });
    expectRefused(over, 'ARGUMENT_TOO_LARGE');
    expect(over.body.errors?.[0].message).toContain('$.input.introduction');
  });

  it('refuses a list variable with thousands of items, and too many values in all', async () => {
    const query = 'query ($states: [Int!]) { invitationCateGroup(states: $states) { cate count } }';
    expectRefused(await ask(query, { states: Array.from({ length: 5000 }, () => 1) }), 'ARGUMENT_TOO_LARGE');
    expectRefused(await ask(query, { states: Array.from({ length: MAX_LIST_ITEMS + 1 }, () => 1) }), 'ARGUMENT_TOO_LARGE');
    // many short lists, each within the limit, together past the total
    const wide = Object.fromEntries(Array.from({ length: Math.ceil(MAX_VARIABLE_VALUES / 100) + 1 }, (_, i) => [`v${i}`, Array.from({ length: 100 }, () => 1)]));
    expectRefused(await ask(query, wide), 'ARGUMENT_TOO_LARGE');
  });

  it('refuses a document over the size limit, and a literal list past the item limit', async () => {
    const padded = `{ __typename } # ${'x'.repeat(MAX_DOCUMENT_CHARS)}`;
    expectRefused(await ask(padded), 'DOCUMENT_TOO_LARGE');
    const viaGet = await gateway.fetch(`http://portal.test/graphql?query=${encodeURIComponent(padded)}`, { headers: { accept: 'application/graphql-response+json' } });
    expect(viaGet.status).toBe(400);
    const literal = `{ invitationCateGroup(states: [${Array.from({ length: MAX_LIST_ITEMS + 1 }, () => '1').join(',')}]) { cate } }`;
    expectRefused(await ask(literal), 'ARGUMENT_TOO_LARGE');
  });

  it('cuts the message quoting a rejected value instead of echoing it whole', async () => {
    // 90 000 characters (within the limit) where an Int is expected: graphql-js quotes the value in its message
    const answer = await ask('query ($states: [Int!]) { invitationCateGroup(states: $states) { cate } }', { states: ['z'.repeat(90_000)] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message.length).toBeLessThan(MAX_MESSAGE_CHARS + 50);
    expect(answer.body.errors?.[0].message).toMatch(/more characters\)$/);
  });

  it('logs an unexpected fault with a long argument in its message cut short', async () => {
    const before = logged.length;
    const answer = await ask('query ($type: String!) { dictData(type: $type) { dictValue } }', { type: 'q'.repeat(90_000) });
    expect(answer.body.errors?.[0].message).toBe('Unexpected error.');
    const lines = logged.slice(before);
    expect(lines.join('\n')).toContain('/system/dict/data/type/qqqq');
    for (const line of lines) expect(line.length).toBeLessThan(4000);
  });
});
