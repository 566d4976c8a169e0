// The gateway section of `npm run bench` (`npm run bench -- gateway`): what the GraphQL hop costs. The same
// authenticated reads straight from the REST services and through the gateway's GraphQL endpoint, on PostgreSQL,
// 50 connections, services and gateway in one worker thread as `npm start` runs them. None of these answers is
// cached by the gateway; the services' session check of a read comes from services/plugins/session-checks.ts.
// Goal (issue 11): GraphQL at least 0.40 of the REST throughput, p99 at most 30 ms. Needs BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a scratch database is created and dropped). Nothing is asserted.
import { request } from 'undici';
import { scratchDatabase } from '../services/testing/scratch-database';
import { benchDatabaseUrl, freePort, runCase, servicesInWorker, type Case } from './bench-http';

const REQUESTS = Number(process.env.BENCH_GATEWAY_REQUESTS ?? 4000);
const WARM_UP_REQUESTS = Number(process.env.BENCH_GATEWAY_WARM_UP ?? 2000);
const CONNECTIONS = 50;
/** The offered load of the paced run, as a share of the saturated GraphQL throughput just measured. */
const OFFERED_SHARE = Number(process.env.BENCH_GATEWAY_OFFERED_SHARE ?? 0.5);

/** Each read as the REST services answer it and as the app asks the gateway for it. */
const READS: Array<{ name: string; rest: Pick<Case, 'method' | 'path' | 'body'>; graphql: string }> = [
  { name: 'the member', rest: { method: 'POST', path: '/member/v2/member', body: '{}' }, graphql: '{ me { id phone primaryEmail nickname avatar localization roles permissions } }' },
  {
    name: 'personal info',
    rest: { method: 'GET', path: '/member/v2/get/personal-info' },
    graphql: '{ personalInfo { nickname avatar fieldsOfInterest professionalField provinceCode cityCode districtCode introduction } }',
  },
  { name: 'wallet balance', rest: { method: 'GET', path: '/wallet/v1/balance' }, graphql: '{ walletBalance { cnyFen coinFen heldFen } }' },
  {
    name: 'flow record, first page',
    rest: { method: 'POST', path: '/wallet/v1/flow/pages', body: JSON.stringify({ pageNum: 1, pageSize: 10 }) },
    graphql: '{ flowEntries(pageNum: 1, pageSize: 10) { total_record records { id type wallet amountFen balanceAfterFen } } }',
  },
];

export async function benchGateway(): Promise<void> {
  const adminUrl = benchDatabaseUrl('The gateway hop on PostgreSQL: the same authenticated read from REST and through GraphQL');
  if (!adminUrl) return;
  const scratch = await scratchDatabase(adminUrl, 'gateway');
  const portal = await servicesInWorker({ API_PORT: String(await freePort()), DATABASE_URL: scratch.url, NODE_ENV: 'test', PORTAL_DEMO_ACCOUNTS: '1' }, { gateway: true });
  try {
    const token = await signIn(portal.url);
    const authorization = `Bearer ${token}`;
    const options = { requests: REQUESTS, concurrency: CONNECTIONS };
    console.log(`  ${REQUESTS} requests per case after ${WARM_UP_REQUESTS} unmeasured ones, ${CONNECTIONS} connections, Node ${process.version}`);
    for (const read of READS) {
      const rest: Case = { name: `  REST ${read.name}`, origin: portal.url, ...read.rest, headers: { authorization } };
      const graphql: Case = { name: `  GraphQL ${read.name}`, origin: portal.gatewayUrl!, method: 'POST', path: '/graphql', body: JSON.stringify({ query: read.graphql }), headers: { authorization } };
      // hot code compiled and optimised first, as in a portal that has run a while
      await runCase({ ...graphql, name: '  (warm-up)' }, { requests: WARM_UP_REQUESTS, concurrency: CONNECTIONS });
      const busyBeforeRest = await portal.busyMs();
      const direct = await runCase(rest, options);
      const busyBefore = await portal.busyMs();
      const hop = await runCase(graphql, options);
      const busy = (await portal.busyMs()) - busyBefore;
      const busyRest = busyBefore - busyBeforeRest;
      console.log(
        `    GraphQL / REST throughput ${(hop.rps / direct.rps).toFixed(2)} (goal ≥ 0.40), GraphQL p99 ${hop.p99.toFixed(1)} ms (goal ≤ 30); the portal's thread busy ${(busyRest / REQUESTS).toFixed(2)} ms per REST call, ${(busy / REQUESTS).toFixed(2)} ms per GraphQL call`,
      );
      // Saturated, 50 connections queue on one thread, so p99 above is about 50 × the cost of a call (Little's law)
      // whatever the hop costs. The latency a member sees is the one at a load the portal carries: half of what
      // it can take, still over 50 connections, counted from when each request was due.
      const rate = Math.max(1, Math.floor(hop.rps * OFFERED_SHARE));
      const paced = await runCase({ ...graphql, name: `  GraphQL ${read.name} at ${rate}/s` }, { ...options, ratePerSecond: rate });
      console.log(`    GraphQL p99 at ${OFFERED_SHARE * 100} % of its throughput (${rate} req/s offered over ${CONNECTIONS} connections): ${paced.p99.toFixed(1)} ms (goal ≤ 30)`);
    }
  } finally {
    await portal.close();
    await scratch.drop();
  }
}

/** The seeded demo member's id token (services/db/seed: the demo accounts are on in this run). */
async function signIn(servicesUrl: string): Promise<string> {
  const res = await request(`${servicesUrl}/member/v2/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@portal.local', password: 'Demo@2026' }),
  });
  const body = (await res.body.json()) as { code: number; msg: string; data: { idToken: string } };
  if (body.code !== 200) throw new Error(`the demo member could not sign in: ${body.msg}`);
  return body.data.idToken;
}
