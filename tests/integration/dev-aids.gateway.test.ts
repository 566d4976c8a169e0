/**
 * The development aids through the gateway (issue 11): the app's outbox page reads `outbox` over GraphQL, the
 * gateway calls the services from loopback and names the client it sees in X-Forwarded-For, and the services
 * decide on that client. A remote browser is refused (403, with the services' message) even though the services
 * see the gateway's loopback socket; a browser on this machine and signed-in operations staff are answered. The
 * real listener is tried over the machine's own non-loopback address, which stands in for a remote host.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { startStack, type GraphQLAnswer, type RunningStack } from './gateway-harness';

const OUTBOX = '{ outbox { id channel recipient body } }';
const REFUSAL = 'The development aids (outbox, captcha answers, clock) answer only on this machine (loopback) or to signed-in operations staff';

let stack: RunningStack;
const gateways: RunningGateway[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await stack?.stop();
});

function refusal(answer: GraphQLAnswer) {
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  return { message: answer.errors![0].message, ...answer.errors![0].extensions };
}

function outsideAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

async function opsToken(): Promise<string> {
  const answer = await stack.graphql<{ signin: { idToken: string } }>('mutation { signin(identifier: "ops@portal.local", password: "Ops@2026x") { idToken } }', { clientIp: '127.0.0.1' });
  return answer.data!.signin.idToken;
}

it('answers the outbox to a browser on this machine and refuses a remote one with 403', async () => {
  const local = await stack.graphql<{ outbox: unknown[] }>(OUTBOX, { clientIp: '127.0.0.1' });
  expect(local.errors).toBeUndefined();
  expect(Array.isArray(local.data!.outbox)).toBe(true);
  const remote = await stack.graphql(OUTBOX, { clientIp: '198.51.100.9', headers: { 'accept-language': 'en' } });
  expect(refusal(remote)).toMatchObject({ code: 'SERVICE_ERROR', status: 403, message: REFUSAL });
});

it('answers signed-in operations staff wherever they are', async () => {
  const token = await opsToken();
  const remote = await stack.graphql<{ outbox: unknown[] }>(OUTBOX, { clientIp: '198.51.100.10', headers: { authorization: `Bearer ${token}` } });
  expect(remote.errors).toBeUndefined();
  expect(Array.isArray(remote.data!.outbox)).toBe(true);
});

it('decides on the real socket of the gateway listener, and believes X-Forwarded-For only with TRUST_PROXY', async () => {
  const address = outsideAddress();
  if (!address) return; // no other interface here: the clientIp cases above still hold
  const plain = await startGateway({ port: 0, host: '0.0.0.0', servicesUrl: stack.servicesUrl, production: false });
  gateways.push(plain);
  const post = async (host: string, port: number, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://${host}:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'accept-language': 'en', ...headers },
      body: JSON.stringify({ query: OUTBOX }),
    });
    return (await response.json()) as GraphQLAnswer;
  };
  expect((await post('127.0.0.1', plain.port)).errors).toBeUndefined();
  expect(refusal(await post(address, plain.port))).toMatchObject({ status: 403, message: REFUSAL });
  // a client's own X-Forwarded-For is ignored when no proxy is configured
  expect(refusal(await post(address, plain.port, { 'x-forwarded-for': '127.0.0.1' }))).toMatchObject({ status: 403 });
  expect((await post(address, plain.port, { authorization: `Bearer ${await opsToken()}` })).errors).toBeUndefined();

  // TRUST_PROXY=1: the address the one proxy in front appends is the client (set it only with a proxy there)
  const proxied = await startGateway({ port: 0, host: '0.0.0.0', servicesUrl: stack.servicesUrl, production: false, trustProxy: 1 });
  gateways.push(proxied);
  expect(refusal(await post(address, proxied.port, { 'x-forwarded-for': '198.51.100.11' }))).toMatchObject({ status: 403 });
  expect((await post('127.0.0.1', proxied.port, { 'x-forwarded-for': '127.0.0.1' })).errors).toBeUndefined();
});
