import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { expect } from 'vitest';
import { inProcessServicesPool } from '../../gateway/rest-client';
import { createGateway, type Gateway } from '../../gateway/yoga';
// Only tests bring the two parts together in one process; the gateway code never imports services/.
import { buildServicesApp } from '../../services/app';
import { parseServicesConfig } from '../../services/config';
import type { Database } from '../../services/db/client';
import { openTestDatabase } from '../../services/testing/databases';
import { adjustableClock } from '../../services/lib/clock';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown>; locations?: unknown; path?: unknown }>;
}

/** One request as the services received it: what the gateway called and what it forwarded. */
export interface ServicesRequest {
  method: string;
  url: string;
  authorization?: string;
  acceptLanguage?: string;
  /** The client IP the services settled on (they trust X-Forwarded-For from loopback). */
  ip: string;
  /** The body's content type as sent (a form post vs JSON). */
  contentType?: string;
  /** The Idempotency-Key header of a money call. */
  idempotencyKey?: string;
}

export interface RunningStack {
  servicesUrl: string;
  /** Every request the services received, oldest first (clear it with `length = 0`). */
  servicesLog: ServicesRequest[];
  gateway: Gateway;
  /** The services' database, for tests that set a member's gates (real name, profile, coins) directly. */
  db: Database;
  /** A GraphQL request through `gateway.fetch`, as the app sends it (POST, JSON). */
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string>; clientIp?: string },
  ): Promise<GraphQLAnswer<T>>;
  /** GET on the services directly (development aids: /dev/captcha/{id}, /dev/outbox). */
  services<T>(path: string): Promise<T>;
  stop(): Promise<void>;
}

/** The real services on a random port over an in-memory PGlite, migrated and seeded, and a gateway in front. */
export async function startStack(options: { production?: boolean; env?: Record<string, string>; inProcess?: boolean } = {}): Promise<RunningStack> {
  const database = await openTestDatabase('pglite');
  // `env`: extra service settings a suite needs (e.g. REQUIREMENT_EVALUATION_QUORUM=1).
  const config = parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1', ...options.env });
  // As services/server.ts with test hooks on: POST /dev/clock/advance moves the services' time (sessions expire with it).
  const app = buildServicesApp({ db: database.db, config, clock: adjustableClock() });
  const servicesLog: ServicesRequest[] = [];
  app.addHook('onRequest', async (request) => {
    servicesLog.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      acceptLanguage: request.headers['accept-language'],
      ip: request.ip,
      contentType: request.headers['content-type'],
      idempotencyKey: headerText(request.headers['idempotency-key']),
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const servicesUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // `inProcess`: as `npm start` runs them, the gateway calls the services through `inject` instead of HTTP
  const servicesPool = options.inProcess ? inProcessServicesPool((request) => app.inject(request)) : undefined;
  const gateway = createGateway({ servicesUrl, servicesPool, production: options.production ?? false, logger: createLogger('silent') });

  return {
    servicesUrl,
    servicesLog,
    gateway,
    db: database.db,
    async graphql(query, { variables, headers, clientIp } = {}) {
      const response = await gateway.fetch(
        'http://gateway.test/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
          body: JSON.stringify({ query, variables }),
        },
        clientIp ? { clientIp } : {},
      );
      return { status: response.status, ...((await response.json()) as object) };
    },
    async services<T>(path: string) {
      const response = await fetch(servicesUrl + path);
      const body = (await response.json()) as { code: number; msg: string; data: T };
      if (body.code !== 200) throw new Error(`GET ${path}: ${body.code} ${body.msg}`);
      return body.data;
    },
    async stop() {
      await gateway.dispose();
      await app.close();
      await database.dispose();
    },
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export type GraphQLCaller = { token?: string; ip?: string };

/**
 * The GraphQL calls of a suite, as one caller or another (answers in English, a fixed client address unless the
 * caller has its own): `ok` expects no error and gives the data, `refusal` expects one error and gives its message
 * with its extensions, `signin` gives an id token. `stack` is read when called (suites start it in `beforeAll`).
 */
export function graphqlCalls(stack: () => RunningStack) {
  async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, caller: GraphQLCaller = {}): Promise<GraphQLAnswer<T>> {
    return stack().graphql<T>(query, {
      variables,
      headers: { 'accept-language': 'en', ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
      clientIp: caller.ip ?? '203.0.113.250',
    });
  }
  function ok<T>(answer: GraphQLAnswer<T>): T {
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  }
  function refusal(answer: GraphQLAnswer<unknown>): Record<string, unknown> & { message: string } {
    expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
    return { message: answer.errors![0].message, ...answer.errors![0].extensions };
  }
  async function signin(identifier: string, password: string, ip: string): Promise<string> {
    const answer = await gql<{ signin: { idToken: string } }>('mutation In($i: String!, $p: String!) { signin(identifier: $i, password: $p) { idToken } }', { i: identifier, p: password }, { ip });
    return ok(answer).signin.idToken;
  }
  return { gql, ok, refusal, signin };
}
