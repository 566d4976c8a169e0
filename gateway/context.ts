import type { IncomingMessage } from 'node:http';
import DataLoader from 'dataloader';
import { createRestClient, isServiceError, type RestClient, type ServicesPool } from './rest-client';
import { cookieValue, TOKEN_CHARS, type RefreshCookie, type RefreshCookies } from './refresh-cookie';
import type { RestCampaign, RestIndustry, RestWorkflow } from './rest-types';
import { servedOverTls, trustedProxySaysHttps } from './security-headers';
import { parseWorkflowKey, workflowKey, workflowPath } from './workflow-paths';

/** What every resolver receives. One per GraphQL request: loaders never share results between callers. */
export interface GatewayContext {
  rest: RestClient;
  loaders: GatewayLoaders;
  /** The HttpOnly refresh cookie of this request (refresh-cookie.ts): read by `refreshToken`, written by sign-in and sign-out. */
  refreshCookie: RefreshCookie;
  /** The same REST client acting with another id token (sign-out after renewing an expired one). */
  restWithToken(idToken: string): RestClient;
}

export interface GatewayLoaders {
  /** Industry (top-level or sub-category) by id; null when the services do not know it. */
  industryById: DataLoader<string, RestIndustry | null>;
  /**
   * An entity's workflow (GET /workflow/v1/{entityType}/{entityId}) by `workflowKey(type, id)`. Read only when a
   * query asks for a `workflow` field; the same entity named twice in one request costs one call, several entities
   * are fetched side by side. A refusal (403, 404) fails only the fields of that entity.
   */
  workflow: DataLoader<string, RestWorkflow>;
  /**
   * A crowdfunding campaign (GET /requ/v1/crowdfunding/detail/{id}) by id: `campaign(id)` and a requirement's
   * `campaign` in one request cost one call per campaign. Failures (404 for a campaign the caller may not see)
   * stay per key; the requirement's nullable field turns a 404 into null.
   */
  campaignById: DataLoader<number, RestCampaign>;
}

/** The workflow of one entity, through the request's loader. */
export function loadWorkflow(loaders: GatewayLoaders, entityType: string, entityId: string | number): Promise<RestWorkflow> {
  return loaders.workflow.load(workflowKey(entityType, String(entityId)));
}

/** What the HTTP layer hands to Yoga: `req` from node:http, or an explicit `clientIp` (tests, other hosts). */
export interface GatewayServerContext {
  req?: IncomingMessage;
  clientIp?: string;
}

export interface ForwardingOptions {
  /**
   * How many proxies in front of the gateway append to X-Forwarded-For and are trusted. 0 (default): the
   * client is the socket peer and a client-sent X-Forwarded-For is ignored, so nobody can pick the IP that
   * the services rate-limit by.
   */
  trustProxy: number;
}

// The cookies (`Admin-Token`, and the refresh cookie of refresh-cookie.ts) are honoured only on a JSON POST, which
// another site cannot send without a CORS preflight (and CORS is off). A GET (a link, a top-level navigation
// carrying a SameSite=Lax cookie) or a simple form post from another site never acts as the member, nor renews or
// plants a refresh cookie; the app itself always posts JSON with the Authorization header.
export function mayUseCookie(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/** `Authorization` as given, else the `Admin-Token` cookie as a bearer token (spec section 7). */
export function authorizationOf(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (header) return header;
  if (!mayUseCookie(request)) return undefined;
  const token = cookieValue(request.headers.get('cookie'), 'Admin-Token');
  return token && TOKEN_CHARS.test(token) ? `Bearer ${token}` : undefined;
}

export function clientIpOf(request: Request, server: GatewayServerContext, options: ForwardingOptions): string | undefined {
  if (server.clientIp) return server.clientIp;
  const socketPeer = server.req?.socket?.remoteAddress;
  if (!socketPeer) return undefined;
  return clientIpBehindProxies(socketPeer, request.headers.get('x-forwarded-for'), options.trustProxy);
}

/**
 * The client's address as the gateway sees it: the socket peer, or, behind `trustProxy` proxies that each
 * append to `X-Forwarded-For`, the right-most address that a trusted proxy did not add. Shared by /graphql and
 * the storage pass-through, so both name the same client to the services' per-IP limits.
 */
export function clientIpBehindProxies(socketPeer: string, forwardedFor: string | null | undefined, trustProxy: number): string {
  // Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; the services should see one form per client.
  const peer = socketPeer.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  if (trustProxy <= 0) return peer;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustProxy)];
}

function createLoaders(rest: RestClient): GatewayLoaders {
  const industryById = new DataLoader<string, RestIndustry | null>(async (ids) => {
    if (ids.length === 1) {
      try {
        return [await rest.get<RestIndustry>('/member/v2/get/industry/info', { industryId: ids[0] })];
      } catch (error) {
        if (isServiceError(error, 404)) return [null];
        throw error;
      }
    }
    // Several ids in one request: one call for the whole tree instead of one per id.
    const tree = await rest.get<RestIndustry[]>('/member/v2/get/industry/infos-belongto');
    const byId = new Map<string, RestIndustry>();
    const visit = (nodes: RestIndustry[] | null | undefined) => {
      for (const node of nodes ?? []) {
        byId.set(String(node.id), node);
        visit(node.children);
      }
    };
    visit(tree);
    return ids.map((id) => byId.get(id) ?? null);
  });
  // The services have no batch route for workflows: one call per distinct entity, all at once on the keep-alive pool.
  const workflow = new DataLoader<string, RestWorkflow>((keys) =>
    Promise.all(
      keys.map((key) => {
        const { entityType, entityId } = parseWorkflowKey(key);
        return rest.get<RestWorkflow>(workflowPath(entityType, entityId)).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      }),
    ),
  );
  // No batch route for campaigns either: one call per distinct campaign, side by side.
  const campaignById = new DataLoader<number, RestCampaign>((ids) =>
    Promise.all(
      ids.map((id) =>
        rest.get<RestCampaign>(`/requ/v1/crowdfunding/detail/${id}`).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
  return { industryById, workflow, campaignById };
}

/**
 * Whether the client reached the portal over TLS: through node:http, the socket or a trusted proxy
 * (security-headers.ts, the rule HSTS follows); without a socket (`yoga.fetch`, other hosts), the request's URL or
 * a trusted proxy's X-Forwarded-Proto.
 */
export function requestOverTls(request: Request, server: GatewayServerContext, options: ForwardingOptions): boolean {
  if (server.req) return servedOverTls(server.req, options.trustProxy);
  if (new URL(request.url).protocol === 'https:') return true;
  return trustedProxySaysHttps(request.headers.get('x-forwarded-proto'), options.trustProxy);
}

export function createContext(
  pool: ServicesPool,
  request: Request,
  server: GatewayServerContext,
  options: ForwardingOptions,
  refreshCookies: Pick<RefreshCookies, 'forRequest'>,
): GatewayContext {
  const forwarded = {
    authorization: authorizationOf(request),
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
    clientIp: clientIpOf(request, server, options),
  };
  const rest = createRestClient(pool, forwarded);
  const refreshCookie = refreshCookies.forRequest(request, { secure: requestOverTls(request, server, options), cookiesAllowed: mayUseCookie(request) });
  return {
    rest,
    loaders: createLoaders(rest),
    refreshCookie,
    restWithToken: (idToken) => createRestClient(pool, { ...forwarded, authorization: `Bearer ${idToken}` }),
  };
}
