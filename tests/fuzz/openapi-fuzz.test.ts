/**
 * Property-based fuzz of every REST operation, generated from the services' own OpenAPI document
 * (services/testing/openapi-arbitraries.ts, fast-check): requests that keep to the declared schemas and requests
 * that break them, sent as a visitor, as the demo member and as operations staff. Every answer must have a status
 * the operation declares, a body its response schema for that status accepts (ajv), and never a 5xx: no request
 * makes the server answer 500 by its shape (DESIGN.md section 6).
 *
 * Bounded: a few runs per operation and caller (about twenty seconds on PGlite). The seed changes every run; a
 * failure prints it: `FUZZ_SEED=<seed> npx vitest run tests/fuzz` replays it, `FUZZ_RUNS=<n>` runs more.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../services/testing/databases';
import { freshIp, useServicesApp } from '../../services/testing/harness';
import { openApiDocumentOf, operationsOf, requestArbitrary, type FuzzRequest, type OpenApiDocument, type OperationEntry } from '../../services/testing/openapi-arbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

type Caller = { name: 'visitor' | 'member' | 'operations'; identifier?: string; password?: string; token?: string; ip: string };

describeEachDatabase('OpenAPI fuzz', (database) => {
  const h = useServicesApp(database);
  let document: OpenApiDocument;
  const callers: Caller[] = [
    { name: 'visitor', ip: '' },
    { name: 'member', identifier: 'demo@portal.local', password: 'Demo@2026', ip: freshIp() },
    { name: 'operations', identifier: 'ops@portal.local', password: 'Ops@2026x', ip: freshIp() },
  ];

  async function signIn(caller: Caller): Promise<void> {
    const client = h.client();
    const result = await client.signin(caller.identifier!, caller.password);
    expect(result.body.code, `${caller.name} signs in`).toBe(200);
    caller.token = client.state.token;
  }

  beforeAll(async () => {
    document = await openApiDocumentOf(h.app);
    for (const caller of callers) if (caller.identifier) await signIn(caller);
  });

  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const validators = new Map<string, ValidateFunction>();
  function validatorFor(key: string, schema: object): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with an answer, or null. */
  function judge(entry: OperationEntry, status: number, contentType: string, body: string): string | null {
    if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
    const declared = entry.operation.responses?.[String(status)];
    if (!declared) return `answered ${status}, which the operation does not declare: ${body.slice(0, 300)}`;
    const content = declared.content ?? {};
    if (!contentType.startsWith('application/json')) {
      return Object.keys(content).some((type) => contentType.startsWith(type)) ? null : `answered ${status} as ${contentType}, not declared`;
    }
    const schema = content['application/json']?.schema;
    if (!schema) return `answered ${status} with JSON the operation does not describe`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${status} with a body that is not JSON`;
    }
    const validate = validatorFor(`${entry.method} ${entry.path} ${status}`, schema);
    if (validate(parsed)) return null;
    return `answered ${status} outside its schema (${ajv.errorsText(validate.errors)}): ${body.slice(0, 300)}`;
  }

  async function send(caller: Caller, request: FuzzRequest) {
    const headers: Record<string, string> = { 'accept-language': 'en', ...request.headers };
    // a visitor comes from a new address each time (the per-address limits would otherwise answer every call)
    headers['x-forwarded-for'] = caller.name === 'visitor' ? freshIp() : caller.ip;
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    const res = await h.app.inject({ method: request.method, url: request.url, headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
    // a fuzzed sign-out, password change or clock jump ended the session: sign in again for the next run
    if (caller.token && res.statusCode === 401) await signIn(caller);
    return res;
  }

  it('answers every generated request with a declared status and body, never a 5xx', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let requests = 0;
    for (const entry of operations) {
      for (const caller of callers) {
        // operations staff only where staff work; the others everywhere
        if (caller.name === 'operations' && !/^\/(ops|workflow|dev|getRouters)/.test(entry.path)) continue;
        for (const broken of [false, true]) {
          const result = await fc.check(
            fc.asyncProperty(requestArbitrary(entry, broken), async (request) => {
              requests += 1;
              const res = await send(caller, request);
              const problem = judge(entry, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
              if (problem) throw new Error(`${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''} → ${problem}`);
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
          if (result.failed) {
            const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
            failures.push(`${entry.method} ${entry.path} as ${caller.name}${broken ? ', broken' : ''}: ${error}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(operations.length * RUNS * 4);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    // a deeper search (FUZZ_RUNS) gets the time it needs
  }, Math.max(180_000, RUNS * 40_000));
});
