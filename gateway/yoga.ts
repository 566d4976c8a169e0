import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { createGraphQLError, createLogger, createSchema, createYoga, maskError, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import type { DocumentNode, GraphQLError, ObjectTypeDefinitionNode, ObjectTypeExtensionNode } from 'graphql';
import { authorizationOf, createContext, type GatewayContext, type GatewayServerContext } from './context';
import { createRefreshCookies } from './refresh-cookie';
import { resolvers } from './resolvers';
import { GRAPHIQL_CSP } from './security-headers';
import { createServicesPool, type ServicesPool } from './rest-client';
import {
  assertDocumentSize,
  assertLiteralSizes,
  assertNesting,
  assertVariableSizes,
  maxAliasesRule,
  maxDepthRule,
  noIntrospectionRule,
  truncated,
  withoutSuggestions,
} from './validation/operation-limits';

export interface GatewayOptions {
  /** Where the REST services listen, e.g. http://127.0.0.1:3001. */
  servicesUrl: string;
  /** How to reach them instead of HTTP to `servicesUrl`: the services of this process (rest-client.ts `inProcessServicesPool`). */
  servicesPool?: ServicesPool;
  /** Production turns off introspection and GraphiQL. */
  production: boolean;
  /** Trusted proxies in front of the gateway that append to X-Forwarded-For (default 0). */
  trustProxy?: number;
  logger?: YogaLogger;
}

export type Gateway = YogaServerInstance<GatewayServerContext, GatewayContext>;

export const GRAPHQL_PATH = '/graphql';

// The contract is read at start, the same file codegen reads, so the served schema cannot drift from the types.
const typeDefs = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

// A document far beyond what any screen sends is refused while parsing, before validation spends time on it.
// `parse` comes from the graphql instance Yoga itself loads (CommonJS): under Vitest a bare import could give
// the ESM copy, whose AST nodes Yoga's validation would still accept, but one instance is the safe rule.
const { parse, Kind, getOperationAST } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
export const MAX_TOKENS = 5_000;

/**
 * The same errors with their messages cut to `MAX_MESSAGE_CHARS` (graphql-js quotes a rejected variable's whole value:
 * a 90 000-character string sent for an enum would come back whole) and, in production, "Did you mean …?" taken out
 * (the schema stays unlisted).
 */
function tidyMessages<E extends Error>(errors: readonly E[], production: boolean): Array<E | GraphQLError> {
  return errors.map((e) => {
    const message = truncated(production ? withoutSuggestions(e.message) : e.message);
    if (message === e.message) return e;
    // originalError too: an unexpected error must stay one, so that Yoga still masks it (and logs the original)
    const { nodes, source, positions, path, extensions, originalError } = e as Partial<GraphQLError>;
    return createGraphQLError(message, { nodes, source, positions, path, extensions, originalError });
  });
}

/**
 * A logger that cuts what it writes: a masked error's message or a value quoted in it may be as long as the request
 * allowed (1 MB). Messages keep their first `MAX_MESSAGE_CHARS` characters, stacks their first lines.
 */
export function truncatingLogger(base: YogaLogger): YogaLogger {
  const shorten = (arg: unknown): unknown => {
    if (typeof arg === 'string') return truncated(arg);
    if (arg instanceof Error) {
      const short = new Error(truncated(arg.message));
      short.name = arg.name;
      short.stack = `${short.name}: ${short.message}\n${(arg.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 12).join('\n')}`;
      return short;
    }
    if (arg !== null && typeof arg === 'object') {
      try {
        return truncated(JSON.stringify(arg) ?? String(arg));
      } catch {
        return '[unprintable]';
      }
    }
    return arg;
  };
  const wrap = (write: (...args: unknown[]) => void) => (...args: unknown[]) => write(...args.map(shorten));
  return { debug: wrap(base.debug.bind(base)), info: wrap(base.info.bind(base)), warn: wrap(base.warn.bind(base)), error: wrap(base.error.bind(base)) };
}

function limitsPlugin(production: boolean): Plugin {
  return {
    // Before anything reads them: the document's length, and every string, list and value of the variables.
    onParams({ params }) {
      if (typeof params.query === 'string') assertDocumentSize(params.query);
      assertVariableSizes(params.variables);
    },
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        assertDocumentSize(text);
        assertNesting(text);
        const document = parse(source, { ...options, maxTokens: MAX_TOKENS });
        assertLiteralSizes(document);
        return document;
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule());
      addValidationRule(maxAliasesRule());
      if (production) addValidationRule(noIntrospectionRule);
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(tidyMessages(result, production));
      };
    },
    onExecute() {
      // variables are coerced while executing: a rejected value is quoted in the message, and in production an
      // unknown enum value would be answered with its neighbours' names
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({ ...result, errors: tidyMessages(result.errors, production) });
        },
      };
    },
  };
}

/**
 * Public reference data changes only with a deployment's seeds, and the gateway hop is where throughput goes
 * (REFERENCES.md): answers made only of these fields are kept for a minute, shared by every caller. Anything
 * else — the member, menus by role, captchas, the outbox, every mutation — has ttl 0 and is never cached, and a
 * query mixing both takes the smaller ttl.
 */
export const PUBLIC_READ_TTL_MS = 60_000;
export const PUBLIC_READS: ReadonlySet<string> = new Set(['countries', 'industries', 'industryTree', 'industry', 'requestCategories', 'dictData']);

/**
 * Every root query field with its ttl: public reads 60 s, every other field explicitly 0. Explicit, because the
 * plugin falls back to its default ttl only when no listed coordinate matched: a query mixing `countries` with
 * `me` would otherwise be cached under the public ttl.
 */
export function cacheTtls(schemaText: string): Record<string, number> {
  // `extend type Query` sections (one per area) count too, or their fields would inherit a public ttl.
  const queryTypes = parse(schemaText).definitions.filter(
    (d): d is ObjectTypeDefinitionNode | ObjectTypeExtensionNode =>
      (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) && d.name.value === 'Query',
  );
  return Object.fromEntries(
    queryTypes.flatMap((q) => q.fields ?? []).map((f) => [`Query.${f.name.value}`, PUBLIC_READS.has(f.name.value) ? PUBLIC_READ_TTL_MS : 0]),
  );
}

function publicReadCache(otherReads: WeakSet<Request>): Plugin {
  return useResponseCache({
    // A query known to be more than public reads (a member's data: most of the traffic) skips the cache's lookup
    // and result processing when it executes; httpHeadersPlugin, listed first, has sorted it by then.
    enabled: (request) => !otherReads.has(request),
    // Some public fields are worded in the caller's language (country `content`), and the services may take
    // the language from the member's token: both are part of the key, the token as the services will see it.
    session: (request) => `${request.headers.get('accept-language') ?? ''}|${authorizationOf(request) ?? ''}`,
    ttl: 0,
    ttlPerSchemaCoordinate: cacheTtls(typeDefs),
    includeExtensionMetadata: false,
  }) as Plugin;
}

/** A query whose every root field is a public read (the answers cached above); `__typename` counts as public. */
export function isPublicRead(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (selection.name.value === '__typename' || PUBLIC_READS.has(selection.name.value)),
  );
}

/**
 * HTTP headers of /graphql answers. Answers hold members' personal and financial data, so every one is
 * `Cache-Control: no-store` (errors and refused documents too), except a query made only of public reads, which
 * browsers may keep but must revalidate (`no-cache`; the gateway's own cache above serves it). GraphiQL's page
 * (development only) gets its relaxed Content-Security-Policy instead of the app's (security-headers.ts).
 * Listed before the response cache, whose hooks may end the others' early; its hits are told by onResultProcess.
 */
const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');

function httpHeadersPlugin(otherReads: WeakSet<Request>): Plugin {
  const publicReads = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const { request } = args.contextValue as { request?: Request };
      if (!request) return;
      if (isPublicRead(args.document, args.operationName)) publicReads.add(request);
      else otherReads.add(request);
    },
    onResultProcess({ request, result }) {
      // A hit of the response cache skips execution; only public reads are ever stored there (ttl 0 otherwise).
      if (result && typeof result === 'object' && SERVED_FROM_CACHE in result) publicReads.add(request);
    },
    onResponse({ request, response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', GRAPHIQL_CSP);
      // A 304 revalidates an ETag of the response cache, so it too stands for a public read.
      const publicRead = publicReads.has(request) || response.status === 304;
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', publicRead ? 'no-cache' : 'no-store');
    },
  };
}

export function createGateway(options: GatewayOptions): Gateway {
  // Whatever logs (Yoga's masked errors above all) goes through one that cuts long messages.
  const logger = truncatingLogger(options.logger ?? createLogger('info'));
  const pool = options.servicesPool ?? createServicesPool(options.servicesUrl);
  const forwarding = { trustProxy: options.trustProxy ?? 0 };
  // The refresh token's HttpOnly cookie goes only to the GraphQL endpoint (refresh-cookie.ts).
  const refreshCookies = createRefreshCookies(GRAPHQL_PATH);
  // The requests whose query is not made only of public reads (isPublicRead), marked when they execute.
  const otherReads = new WeakSet<Request>();

  return createYoga<GatewayServerContext, GatewayContext>({
    schema: createSchema<GatewayServerContext & GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request, ...server }) => createContext(pool, request, server, forwarding, refreshCookies),
    logging: logger,
    maskedErrors: {
      // Never ship an unexpected error's message or stack to the browser, in any mode (Yoga's dev mode would);
      // Yoga logs the original error with its stack.
      maskError: (error, message) => maskError(error, message, false),
    },
    graphiql: options.production ? false : { title: 'Portal gateway' },
    landingPage: !options.production,
    // The app is served from the same origin; no other site may call the gateway with the member's cookie.
    cors: false,
    batching: false,
    // Nothing is uploaded through GraphQL (files go to the storage host), and inputs are small.
    multipart: false,
    maxRequestBodySize: 1_000_000,
    plugins: [
      limitsPlugin(options.production),
      httpHeadersPlugin(otherReads),
      refreshCookies.plugin,
      publicReadCache(otherReads),
      { onDispose: () => pool.close() },
    ],
  });
}
