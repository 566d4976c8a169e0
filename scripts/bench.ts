// `npm run bench`: throughput, latency and memory of the hot paths, measured on this machine against the real
// parts (services on a throw-away PGlite, gateway in front), loopback only, a bounded number of requests.
// Speed is measured here, never asserted in tests: tests must not depend on how fast a machine is.
// Then the workflow engine against hand-written steps (scripts/workflow-bench.ts, `npm run bench -- workflow`) and the
// ledger on PostgreSQL beside pgbench (scripts/ledger-bench.ts, `npm run bench -- ledger`), and the hall's page with
// ten thousand and a million requirements on PostgreSQL (scripts/hall-bench.ts, `npm run bench -- hall`), and how long
// `npm start` takes to answer, first and second time (scripts/start-bench.ts, `npm run bench -- start`), and the web
// front end's initial JavaScript per route beside a bare React page, with Lighthouse (scripts/web-bench.ts, `npm run bench -- web`),
// and what the gateway's GraphQL hop costs beside the same REST reads on PostgreSQL (scripts/gateway-bench.ts, `npm run bench -- gateway`).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from '../gateway/server';
import { parseServicesConfig } from '../services/config';
import { startServices } from '../services/server';
import { freePort, runCase, type Case } from './bench-http';
import { benchGateway } from './gateway-bench';
import { benchHall } from './hall-bench';
import { benchLedger } from './ledger-bench';
import { benchWeb } from './web-bench';
import { benchStart } from './start-bench';
import { benchWorkflow } from './workflow-bench';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

async function main() {
  const only = process.argv[2]; // `ledger`, `workflow`, `hall`, `gateway`, `web` or `start`: that section alone
  if (!only) await benchHttp();
  if (!only || only === 'workflow') await benchWorkflow();
  if (!only || only === 'ledger') await benchLedger();
  if (!only || only === 'hall') await benchHall();
  if (!only || only === 'gateway') await benchGateway();
  if (!only || only === 'web') await benchWeb();
  if (!only || only === 'start') await benchStart();
}

async function benchHttp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const apiPort = await freePort();
  const services = await startServices(parseServicesConfig({ API_PORT: String(apiPort), DATA_DIR: dataDir, NODE_ENV: 'test' }), { host: '127.0.0.1', logger: false });
  const gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, production: false });
  const gw = `http://127.0.0.1:${gateway.port}`;
  const gql = (query: string) => JSON.stringify({ query });
  console.log(`${REQUESTS} requests per case, ${CONCURRENCY} at a time, Node ${process.version}\n`);
  const cases: Case[] = [
    { name: 'REST GET /pass/countryList', origin: services.url, method: 'GET', path: '/pass/countryList' },
    { name: 'GraphQL countries', origin: gw, method: 'POST', path: '/graphql', body: gql('{ countries { areaCode zhName enName } }') },
    { name: 'REST GET industry tree', origin: services.url, method: 'GET', path: '/member/v2/get/industry/infos-belongto' },
    { name: 'GraphQL industryTree', origin: gw, method: 'POST', path: '/graphql', body: gql('{ industryTree { id name cnName children { id name } } }') },
    { name: 'GraphQL dictData', origin: gw, method: 'POST', path: '/graphql', body: gql('{ dictData(type: "invite_status") { dictValue dictLabel } }') },
  ];
  for (const c of cases) await runCase(c, { requests: REQUESTS, concurrency: CONCURRENCY });
  const mem = process.memoryUsage();
  console.log(`\nmemory after the run: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  await gateway.close();
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
