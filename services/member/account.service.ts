/**
 * Accounts and sessions: sign-up with a code key, sign-in (rate-limited before hashing, failures counted per
 * identity and client with a captcha after a few: signin-attempts.ts; one answer for "no such account" and
 * "wrong password"), token refresh with rotation, sign-out, password reset.
 */
import { randomUUID } from 'node:crypto';
import { ROLES } from '../../machines/access/access';
import type { ParsedIdentifier } from '../../machines/rules/identifier';
import type { ServicesContext } from '../context';
import { randomKey } from '../lib/crypto';
import { failure, rateLimited, ruleFailure } from '../lib/errors';
import type { Lang } from '../lib/messages';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/passwords';
import { ID_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, signToken, verifyToken } from '../lib/tokens';
import { createCodesRepository } from './codes.repository';
import { RATE_LIMITS } from './rate-limits.repository';
import { createSessionsRepository } from './sessions.repository';
import { createSigninAttempts, signinIdentity, type SigninCaptcha } from './signin-attempts';
import { createUsersRepository } from './users.repository';
import type { VerificationService } from './verification.service';

/** How long after a rotation the previous refresh token may come again without ending the session (two tabs racing). */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type AuthTokens = { idToken: string; refreshToken: string; expiresIn: number };

export function createAccountService(ctx: ServicesContext, verification: VerificationService) {
  const { repos, clock, db } = ctx;
  const attempts = createSigninAttempts({ rateLimits: repos.rateLimits, captchaPasses: verification.captchaPasses });

  async function tokensFor(userId: number, sessionId: string, jti: string, nowMs: number): Promise<AuthTokens> {
    const secret = await ctx.secret();
    const iat = Math.floor(nowMs / 1000);
    const sub = String(userId);
    return {
      idToken: signToken(secret, { sub, sid: sessionId, typ: 'id', iat, exp: iat + ID_TOKEN_TTL_S }),
      refreshToken: signToken(secret, { sub, sid: sessionId, typ: 'refresh', jti, iat, exp: iat + REFRESH_TOKEN_TTL_S }),
      expiresIn: ID_TOKEN_TTL_S,
    };
  }

  /** Cheap look before hashing a password, so junk keys cost no argon2 work; the real check is atomic later. */
  async function requireUsableKey(key: string, identifier: string, purpose: 'signup' | 'reset'): Promise<string> {
    if (!key) throw ruleFailure({ rule: 'codeKeyInvalid' });
    const hash = await verification.keyHash(key);
    if (!(await repos.codes.keyUsable(hash, identifier, purpose, new Date(clock.now())))) throw ruleFailure({ rule: 'codeKeyInvalid' });
    return hash;
  }

  return {
    async signup(input: { identifier: string; parsed: ParsedIdentifier; password: string; key: string; lang: Lang }): Promise<void> {
      const keyHash = await requireUsableKey(input.key, input.identifier, 'signup');
      const passwordHash = await hashPassword(input.password);
      const now = new Date(clock.now());
      await db.transaction(async (tx) => {
        if (!(await createCodesRepository(tx).consumeKey(keyHash, input.identifier, 'signup', now))) throw ruleFailure({ rule: 'codeKeyInvalid' });
        const created = await createUsersRepository(tx).create({
          phone: input.parsed.kind === 'phone' ? input.identifier : undefined,
          primaryEmail: input.parsed.kind === 'email' ? input.identifier : undefined,
          passwordHash,
          localization: input.lang,
          roles: [ROLES.member],
          now,
        });
        if (!created) throw failure(400, input.parsed.kind === 'phone' ? 'phoneRegistered' : 'emailRegistered');
      });
    },

    async signin(input: { identifier: string; parsed: ParsedIdentifier; password: string; ip: string; captcha?: SigninCaptcha }): Promise<AuthTokens> {
      const now = clock.now();
      const byIp = await repos.rateLimits.hit(RATE_LIMITS.signinIp, input.ip, now);
      if (!byIp.allowed) throw rateLimited(byIp.retryAfter);
      const user = await repos.users.findByIdentifier(input.parsed);
      const attempt = await attempts.admit({ identity: signinIdentity(user, input.identifier), client: input.ip, captcha: input.captcha ?? {}, now });
      if (!user) {
        await burnPasswordCheck(input.password);
        throw attempt.failed();
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw attempt.failed();
      await attempt.succeeded();
      const sessionId = randomUUID();
      const jti = randomKey(16);
      await repos.sessions.create({
        id: sessionId,
        userId: user.id,
        refreshJti: jti,
        createdAt: new Date(now),
        expiresAt: new Date(now + REFRESH_TOKEN_TTL_S * 1000),
      });
      return tokensFor(user.id, sessionId, jti, now);
    },

    /**
     * Rotation: the presented refresh token stops working and a new pair is issued. A refresh token used again is
     * a sign that someone else holds it: the session ends for everyone (the thief's and the member's tokens alike),
     * unless the token was rotated less than REFRESH_REUSE_GRACE_MS ago, which is two tabs of one browser racing to
     * renew with the same cookie (src/lib/token-refresh.ts lets the loser take the winner's tokens).
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const now = clock.now();
      const claims = verifyToken(await ctx.secret(), refreshToken, 'refresh', now);
      if (!claims?.jti) throw failure(401, 'sessionExpired');
      const live = await repos.sessions.findLive(claims.sid, new Date(now));
      if (!live || String(live.user.id) !== claims.sub) throw failure(401, 'sessionExpired');
      const jti = randomKey(16);
      const rotated = await repos.sessions.rotate(claims.sid, claims.jti, jti, new Date(now), new Date(now + REFRESH_TOKEN_TTL_S * 1000));
      if (!rotated) {
        const rotatedAt = live.session.refreshedAt?.getTime() ?? 0;
        if (now - rotatedAt >= REFRESH_REUSE_GRACE_MS) await repos.sessions.revoke(claims.sid, new Date(now));
        throw failure(401, 'sessionExpired');
      }
      return tokensFor(live.user.id, claims.sid, jti, now);
    },

    async signout(sessionId: string): Promise<void> {
      await repos.sessions.revoke(sessionId, new Date(clock.now()));
    },

    /** Forgot password: sets the new password and ends every session of the member. */
    async resetPassword(input: { identifier: string; parsed: ParsedIdentifier; password: string; key: string }): Promise<void> {
      const keyHash = await requireUsableKey(input.key, input.identifier, 'reset');
      const user = await repos.users.findByIdentifier(input.parsed);
      if (!user) throw ruleFailure({ rule: 'codeKeyInvalid' });
      const passwordHash = await hashPassword(input.password);
      const now = new Date(clock.now());
      await db.transaction(async (tx) => {
        if (!(await createCodesRepository(tx).consumeKey(keyHash, input.identifier, 'reset', now))) throw ruleFailure({ rule: 'codeKeyInvalid' });
        await createUsersRepository(tx).setPassword(user.id, passwordHash, now);
        await createSessionsRepository(tx).revokeAllOfUser(user.id, now);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
