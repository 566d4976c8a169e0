/**
 * Who is calling. A token (`Authorization: Bearer …`, else the `Admin-Token` cookie where the cookie may stand for
 * the member, see `mayUseCookie`) is checked on every request: signature, expiry, then the session row, so
 * sign-out and password resets revoke at once. A read may take the session's answer from the last few seconds
 * instead of the database (session-checks.ts says when). Routes that need a member call `requireAuth`, which
 * answers 401; `requirePermission` answers 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../machines/constants';
import { hasPermi, hasRole } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import { failure } from '../lib/errors';
import { isLang } from '../lib/messages';
import { verifyToken } from '../lib/tokens';
import { sessionChecks } from './session-checks';
import type { UserRow } from '../member';

export type Auth = { user: UserRow; sessionId: string; roles: string[]; permissions: string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (the spec's language change): the cookie alone does not sign it. */
    changesState?: boolean;
    /** A POST that only reads (the spec's paged lists): its session check may be a few seconds old. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** A token came with the request (so a failure means "expired", not "not signed in"). */
    tokenPresented: boolean;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * Whether the `Admin-Token` cookie may stand for the member (a defence against cross-site requests, the same rule
 * as the gateway's): on a read (GET or HEAD: a download link) unless the route changes something, and on a JSON
 * body, which another site cannot send without a CORS preflight (CORS is off). A form or text post, which any site
 * can make a browser send with the cookie, is anonymous unless it carries the Authorization header.
 */
function mayUseCookie(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return !request.routeOptions.config?.changesState;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  if (!mayUseCookie(request)) return undefined;
  const cookie = readCookie(request.headers.cookie, TOKEN_COOKIE);
  return cookie ? cookie.replace(/^Bearer\s+/i, '') : undefined;
}

/** Whether the request changes nothing, so its session check may come from session-checks.ts. */
function onlyReads(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (request.method === 'GET' || request.method === 'HEAD') return !config?.changesState;
  return config?.readOnly === true;
}

export function registerAuth(app: FastifyInstance, ctx: ServicesContext): void {
  const checks = sessionChecks<Auth | null>(() => ctx.clock.now());
  async function checkSession(sessionId: string, now: number): Promise<Auth | null> {
    const found = await ctx.repos.sessions.findLive(sessionId, new Date(now));
    if (!found) return null;
    const { roles, permissions } = await ctx.repos.users.rolesAndPermissions(found.user.id);
    // frozen: one answer may serve several requests (session-checks.ts), none may change it for the others
    return Object.freeze({ user: Object.freeze(found.user), sessionId: found.session.id, roles: Object.freeze(roles) as string[], permissions: Object.freeze(permissions) as string[] });
  }

  app.decorateRequest('auth', null);
  app.decorateRequest('tokenPresented', false);
  app.addHook('onRequest', async (request) => {
    const reads = onlyReads(request);
    // before the check: an answer being loaded while this write runs is not remembered
    if (!reads && request.routeOptions.url) checks.invalidate();
    const token = presentedToken(request);
    if (!token) return;
    request.tokenPresented = true;
    const now = ctx.clock.now();
    const claims = verifyToken(await ctx.secret(), token, 'id', now);
    if (!claims) return;
    let auth = reads ? checks.recall(claims.sid) : undefined;
    if (auth === undefined) {
      const generation = checks.generation();
      auth = await checkSession(claims.sid, now);
      if (reads) checks.remember(claims.sid, auth, generation);
    }
    if (!auth || String(auth.user.id) !== claims.sub) return;
    request.auth = auth;
    if (isLang(auth.user.localization)) request.lang = auth.user.localization;
  });
  // after a write (whatever its answer: a refused refresh may still have revoked a session) the next read asks again
  app.addHook('onResponse', async (request) => {
    if (!onlyReads(request) && request.routeOptions.url) checks.invalidate();
  });
}

export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw failure(401, request.tokenPresented ? 'sessionExpired' : 'unauthorized');
  return request.auth;
}

export function requirePermission(request: FastifyRequest, permission: string): Auth {
  const auth = requireAuth(request);
  if (!hasPermi(auth.permissions, permission)) throw failure(403, 'forbidden');
  return auth;
}

export function requireRole(request: FastifyRequest, role: string): Auth {
  const auth = requireAuth(request);
  if (!hasRole(auth.roles, role)) throw failure(403, 'forbidden');
  return auth;
}
