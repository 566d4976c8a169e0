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
  /** The service's machine-readable cause from `data.reason` (e.g. 'insufficientBalance'), for the app to switch views on. */
  reason?: string;
  /** With the reason invalidPlan: the sub-topic (from 1) a refused breakdown plan is about (`data.subTopic`). */
  subTopic?: number;
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

/** Per-call additions to the forwarded headers (never replacing them). */
export interface CallOptions {
  headers?: Record<string, string>;
}

export interface RestClient {
  get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /**
   * A POST whose body is `application/x-www-form-urlencoded`, for the routes spec section 7 gives as form posts
   * (POST /requ/v1/owner/submit). Fields that are null or undefined are left out, like query parameters.
   */
  postForm<T>(path: string, fields: QueryParams, options?: CallOptions): Promise<T>;
}

// The services' rule for the header (services/wallet/idempotency.ts): 1-255 visible ASCII characters.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header of a money mutation (docs/contracts.md, "Idempotency"). A malformed key is left
 * out rather than sent: undici would throw on a control character (a masked 500), whereas the services answer a
 * missing key with their own localised 400.
 */
export function idempotencyHeader(key: string): CallOptions {
  return IDEMPOTENCY_KEY.test(key) ? { headers: { 'idempotency-key': key } } : {};
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

/** What `inProcessServicesPool` needs of the services' app: Fastify's `inject` (light-my-request). */
export type InjectServices = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}) => PromiseLike<{ statusCode: number; body: string }>;

/**
 * The services in this very process (`npm start` runs both): each call goes through the services' whole request
 * handling (hooks, validation, authentication, the same answer) by Fastify's `inject`, without a loopback socket and
 * two HTTP parsers in between (issue 11: the gateway hop's cost). The caller's address still travels as
 * X-Forwarded-For; the call itself comes from loopback, as the socket's would.
 */
export function inProcessServicesPool(inject: InjectServices): ServicesPool {
  return {
    async request(method, path, headers, body) {
      const answer = await inject({ method, url: path, headers, payload: body, remoteAddress: '127.0.0.1' });
      return { status: answer.statusCode, text: answer.body };
    },
    close: async () => undefined,
  };
}

/** An expected failure: the app shows `msg` and acts on `status` (spec section 8). */
export function serviceError(status: number, msg: string, retryAfter?: number, reason?: string, subTopic?: number): GraphQLError {
  const extensions: ServiceErrorExtensions = { code: 'SERVICE_ERROR', status };
  if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
  if (reason !== undefined) extensions.reason = reason;
  if (subTopic !== undefined) extensions.subTopic = subTopic;
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

// Only a short identifier-like word travels on: `data` of a failure is the services' business, and a reason is
// a code the app switches on, never text to show.
const REASON = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

function reasonOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>).reason;
  return typeof value === 'string' && REASON.test(value) ? value : undefined;
}

// A breakdown plan's refusal names the sub-topic it is about, for the form to mark (a small whole number only).
function subTopicOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>).subTopic;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
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
  throw serviceError(parsed.code, parsed.msg ?? '', retryAfterOf(parsed.data), reasonOf(parsed.data), subTopicOf(parsed.data));
}

function urlEncoded(fields: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params.toString();
}

function toQueryString(query: QueryParams | undefined): string {
  const text = urlEncoded(query);
  return text ? `?${text}` : '';
}

/** A POST body already encoded, with its content type. */
interface EncodedBody {
  contentType: string;
  payload: string;
}

export function createRestClient(pool: ServicesPool, forwarded: ForwardedHeaders): RestClient {
  const baseHeaders: Record<string, string> = { accept: 'application/json' };
  if (forwarded.authorization) baseHeaders.authorization = forwarded.authorization;
  if (forwarded.acceptLanguage) baseHeaders['accept-language'] = forwarded.acceptLanguage;
  if (forwarded.clientIp) baseHeaders['x-forwarded-for'] = forwarded.clientIp;
  // Tells the services a call came through the gateway: with PORTAL_TEST_HOOKS=1 they credit the lifecycle steps it
  // causes to the browser suite's coverage (services/dev/walk-recorder.ts); otherwise nothing reads it.
  baseHeaders['x-portal-via'] = 'gateway';

  async function call<T>(method: 'GET' | 'POST', path: string, body: EncodedBody | undefined, options: CallOptions | undefined): Promise<T> {
    // The forwarded identity, language and IP win over any per-call header of the same name.
    const headers = { ...options?.headers, ...baseHeaders };
    if (body) headers['content-type'] = body.contentType;
    let answer: { status: number; text: string };
    try {
      answer = await pool.request(method, path, headers, body?.payload);
    } catch (cause) {
      throw new UnexpectedServiceAnswer(`${method} ${path}: services unreachable`, { cause });
    }
    return unwrapEnvelope<T>(method, path, answer.status, answer.text);
  }

  return {
    get: (path, query, options) => call('GET', path + toQueryString(query), undefined, options),
    // Every JSON POST carries a body, even an empty one: the services parse bodies of any route.
    post: (path, body, options) => call('POST', path, { contentType: 'application/json', payload: JSON.stringify(body ?? {}) }, options),
    postForm: (path, fields, options) => call('POST', path, { contentType: 'application/x-www-form-urlencoded', payload: urlEncoded(fields) }, options),
  };
}
