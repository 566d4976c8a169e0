// The hall section of `npm run bench` (`npm run bench -- hall`): the public hall's page call (POST
// /requ/v1/pro-hall/pages) on PostgreSQL holding 10 000 and then 1 000 000 published requirements, 32 connections.
// Goal (issue 10): p99 at most 20 ms, and p50 at a million at most 1.5 times p50 at ten thousand. Needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is created and dropped). Nothing is asserted.
import { sql } from 'drizzle-orm';
import { HALL_STATES } from '../machines/requirement/requirement.machine';
import { openDatabase } from '../services/db/client';
import { scratchDatabase } from '../services/testing/scratch-database';
import { benchDatabaseUrl, freePort, runCase, servicesInWorker, type CaseResult } from './bench-http';

const REQUESTS = Number(process.env.BENCH_HALL_REQUESTS ?? 3000);
const CONNECTIONS = 32;
/** Unmeasured calls first: the services' hot code is compiled and optimised by then, as in a portal that has run a while. */
const WARM_UP_REQUESTS = Number(process.env.BENCH_HALL_WARM_UP ?? 5000);
/** BENCH_HALL_SIZES=10000 runs one size (a quicker look while working on the page). */
const SIZES = (process.env.BENCH_HALL_SIZES ?? '10000,1000000').split(',').map(Number);

export async function benchHall(): Promise<void> {
  const adminUrl = benchDatabaseUrl('The hall page on PostgreSQL');
  if (!adminUrl) return;
  const scratch = await scratchDatabase(adminUrl, 'hall');
  const apiPort = await freePort();
  const services = await servicesInWorker({ API_PORT: String(apiPort), DATABASE_URL: scratch.url, NODE_ENV: 'test' });
  const filler = await openDatabase({ databaseUrl: scratch.url });
  const states = `array[${HALL_STATES.map((s) => `'${s}'`).join(',')}]`;
  let filled = 0;
  const results: Array<{ size: number; first: CaseResult }> = [];
  try {
    for (const size of SIZES) {
      // published requirements spread over states, industries, categories and a year of publishing dates
      await filler.db.execute(
        sql.raw(`
        insert into requirements (requirement_no, user_id, state_value, context, status, version, title, industry_id, industry_sub_id, category_id,
          duration_days, budget_fen, details_text, search_text, fee_fen, created_at, published_at, updated_at)
        select 'BENCH' || i, 1, to_jsonb(s.state), '{}'::jsonb, s.state, 1, 'Bench requirement ' || i, 1 + i % 10, (1 + i % 10) * 100 + 1 + i % 4, 1 + i % 8,
          90, 1000000, 'details ' || i, 'bench requirement ' || i, 100000, now(), now() - (i || ' seconds')::interval, now()
        from generate_series(${filled + 1}, ${size}) as i,
          lateral (select (${states})[1 + i % ${HALL_STATES.length}] as state) s`),
      );
      await filler.db.execute(sql.raw('analyze requirements'));
      filled = size;
      console.log(`  ${size.toLocaleString('en')} requirements:`);
      const hall = async (name: string, body: Record<string, unknown> | ((i: number) => Record<string, unknown>), requests = REQUESTS) => {
        const busyBefore = await services.busyMs();
        const bodyOf = (i: number) => JSON.stringify({ pageNum: 1, pageSize: 20, ...(typeof body === 'function' ? body(i) : body) });
        const result = await runCase({ name: `  ${name}`, origin: services.url, method: 'POST', path: '/requ/v1/pro-hall/pages', body: bodyOf }, { requests, concurrency: CONNECTIONS });
        console.log(`    the services' thread busy ${(((await services.busyMs()) - busyBefore) / requests).toFixed(2)} ms per call`);
        return result;
      };
            await runCase({ name: '  (warm-up)', origin: services.url, method: 'POST', path: '/requ/v1/pro-hall/pages', body: JSON.stringify({ pageNum: 1, pageSize: 20 }) }, { requests: WARM_UP_REQUESTS, concurrency: CONNECTIONS });
      const first = await hall('first page', {});
      await hall('page 50', { pageNum: 50 });
      await hall('stage 1', { states: [1] });
      await hall('industry 3', { industryCategories: [3] });
      // every page of the first 500 read once, newest first: no answer comes from the hall's short cache
      await hall('pages 1-500 once each (uncached)', (i) => ({ pageNum: 1 + (i % 500) }), 500);
      results.push({ size, first });
    }
    const [small, large] = results;
    if (large) console.log(`  p50 at ${large.size.toLocaleString('en')} / p50 at ${small.size.toLocaleString('en')}: ${(large.first.p50 / small.first.p50).toFixed(2)} (goal ≤ 1.5); p99 at a million ${large.first.p99.toFixed(1)} ms (goal ≤ 20)`);
  } finally {
    await filler.close();
    await services.close();
    await scratch.drop();
  }
}
