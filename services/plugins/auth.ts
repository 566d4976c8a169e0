/**
 * Who is calling. A token (`Authorization: Bearer …`, else the `Admin-Token` cookie where the cookie may stand for
 * the member, see `mayUseCookie`) is checked on every request: signature, expiry, then the session row, so
 * sign-out and password resets revoke at once. Routes that need a member call `requireAuth`, which answers 401;
 * `requirePermission` answers 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../../machines/constants';
import { hasPermi, hasRole } from '../../machines/access/access';
import type { ServicesContext } from '../context';
import { failure } from '../lib/errors';
import { isLang } from '../lib/messages';
import { verifyToken } from '../lib/tokens';
import type { UserRow } from '../member';

export type Auth = { user: UserRow; sessionId: string; roles: string[]; permissions: string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (the spec's language change): the cookie alone does not sign it. */
    changesState?: boolean;
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

export function registerAuth(app: FastifyInstance, ctx: ServicesContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tokenPresented', false);
  app.addHook('onRequest', async (request) => {
    const token = presentedToken(request);
    if (!token) return;
    request.tokenPresented = true;
    const now = ctx.clock.now();
    const claims = verifyToken(await ctx.secret(), token, 'id', now);
    if (!claims) return;
    const found = await ctx.repos.sessions.findLive(claims.sid, new Date(now));
    if (!found || String(found.user.id) !== claims.sub) return;
    const { roles, permissions } = await ctx.repos.users.rolesAndPermissions(found.user.id);
    request.auth = { user: found.user, sessionId: found.session.id, roles, permissions };
    if (isLang(found.user.localization)) request.lang = found.user.localization;
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
