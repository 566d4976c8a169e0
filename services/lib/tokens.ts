/**
 * Tokens of docs/contracts.md: JWT compact form, HS256, claims `sub`, `sid`, `typ`, `exp` (plus `iat`, and
 * `jti` on refresh tokens for rotation). Verification here only proves integrity and expiry; the caller then
 * looks the session up, so a revoked session stops its tokens at once.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from './crypto';

export const ID_TOKEN_TTL_S = 2 * 60 * 60;
export const REFRESH_TOKEN_TTL_S = 7 * 24 * 60 * 60;

export type TokenType = 'id' | 'refresh';
export type TokenClaims = { sub: string; sid: string; typ: TokenType; iat: number; exp: number; jti?: string };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(secret, data)}`;
}

/** Returns the claims of a well-formed, correctly signed, unexpired token of the wanted type, else null. */
export function verifyToken(secret: string, token: string, typ: TokenType, nowMs: number): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (!safeEqual(signature, sign(secret, `${header}.${payload}`))) return null;
  let parsedHeader: unknown;
  let claims: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsedHeader || (parsedHeader as { alg?: unknown }).alg !== 'HS256') return null;
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  if (typeof c.sub !== 'string' || typeof c.sid !== 'string' || c.typ !== typ) return null;
  if (typeof c.exp !== 'number' || typeof c.iat !== 'number') return null;
  if (c.exp * 1000 <= nowMs) return null;
  if (typ === 'refresh' && typeof c.jti !== 'string') return null;
  return c as TokenClaims;
}
