import type { GraphQLError } from 'graphql';
// Built through Yoga's own graphql instance: under Vitest a bare `graphql` import may load the ESM copy while
// Yoga runs on the CommonJS one, and Yoga would then mask our expected errors as unexpected.
import { createGraphQLError } from 'graphql-yoga';
import { Pool } from 'undici';

// The gateway's one way to reach the services: JSON over HTTP on a keep-alive pool (the gateway hop is where
// throughput goes; a new connection per call halves it, see REFERENCES.md), with the caller's token, language
// and IP forwarded so that the services can authenticate, localise and rate-limit the real client.

/** What a GraphQL error of an expected failure carries (docs/contracts.md, "GraphQL"). */
export interface ServiceErrorExtensions {
  code: 'SERVICE_ERROR';
  status: number;
  retryAfter?: number;
}

/** The caller's facts that travel with every REST call. */
export interface ForwardedHeaders {
  /** The full header value, `Bearer …`. */
  authorization?: string;
  acceptLanguage?: string;
  /** Becomes `X-Forwarded-For`. */
  clientIp?: string;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RestClient {
  get<T>(path: string, query?: QueryParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

export interface ServicesPool {
  request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

// The spec gives the client a 30 s default timeout; the gateway gives up no later than the browser would.
const REQUEST_TIMEOUT_MS = 30_000;

export function createServicesPool(servicesUrl: string): ServicesPool {
  const url = new URL(servicesUrl);
  // A Pool talks to one origin; a path prefix (services behind `/api` on a load balancer) is kept apart.
  const basePath = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, {
    connections: 64,
    keepAliveTimeout: 30_000,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  return {
    async request(method, path, headers, body) {
      const answer = await pool.request({ method, path: basePath + path, headers, body });
      return { status: answer.statusCode, text: await answer.body.text() };
    },
    close: () => pool.close(),
  };
}

/** An expected failure: the app shows `msg` and acts on `status` (spec section 8). */
export function serviceError(status: number, msg: string, retryAfter?: number): GraphQLError {
  const extensions: ServiceErrorExtensions = { code: 'SERVICE_ERROR', status };
  if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
  return createGraphQLError(msg, { extensions: { ...extensions } });
}

/** True when an error is the expected failure with this REST status (e.g. 404 → a nullable field's null). */
export function isServiceError(error: unknown, status?: number): error is GraphQLError {
  // By shape, not instanceof: two copies of graphql may be loaded (see the import above).
  if (!(error instanceof Error) || !('extensions' in error)) return false;
  const extensions = (error as GraphQLError).extensions;
  if (extensions?.code !== 'SERVICE_ERROR') return false;
  return status === undefined || extensions.status === status;
}

/**
 * Not an envelope, or no answer at all: a fault in the deployment, not something the member can act on.
 * Thrown as a plain Error so that Yoga masks it; the detail stays in the server log.
 */
export class UnexpectedServiceAnswer extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnexpectedServiceAnswer';
  }
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { code, msg } = value as Record<string, unknown>;
  return typeof code === 'number' && Number.isInteger(code) && (msg === undefined || msg === null || typeof msg === 'string');
}

function retryAfterOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>).retryAfter;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function unwrapEnvelope<T>(method: string, path: string, status: number, text: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new UnexpectedServiceAnswer(`${method} ${path}: HTTP ${status}, not JSON`, { cause });
  }
  if (!isEnvelope(parsed)) throw new UnexpectedServiceAnswer(`${method} ${path}: HTTP ${status}, not an envelope`);
  if (parsed.code === 200) return parsed.data as T;
  throw serviceError(parsed.code, parsed.msg ?? '', retryAfterOf(parsed.data));
}

function toQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createRestClient(pool: ServicesPool, forwarded: ForwardedHeaders): RestClient {
  const baseHeaders: Record<string, string> = { accept: 'application/json' };
  if (forwarded.authorization) baseHeaders.authorization = forwarded.authorization;
  if (forwarded.acceptLanguage) baseHeaders['accept-language'] = forwarded.acceptLanguage;
  if (forwarded.clientIp) baseHeaders['x-forwarded-for'] = forwarded.clientIp;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers = { ...baseHeaders };
    let payload: string | undefined;
    if (method === 'POST') {
      // Every POST carries a JSON body, even an empty one: the services parse bodies of any route.
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
    let answer: { status: number; text: string };
    try {
      answer = await pool.request(method, path, headers, payload);
    } catch (cause) {
      throw new UnexpectedServiceAnswer(`${method} ${path}: services unreachable`, { cause });
    }
    return unwrapEnvelope<T>(method, path, answer.status, answer.text);
  }

  return {
    get: (path, query) => call('GET', path + toQueryString(query)),
    post: (path, body) => call('POST', path, body),
  };
}
