/**
 * Account security of a signed-in member (issue 3, spec sections 2, 6 and 7): codes to the member's own bound
 * phone or e-mail, codes to a new contact to bind, changing the login password or the transaction password
 * with a code key or with the current password, and binding a phone or e-mail.
 *
 * Code keys of these flows are issued for the purpose `<kind>:<userId>` (`memberCodePurpose`): a key proves
 * that this member verified this identifier for this purpose, so a key of another purpose, another identifier
 * or another member never qualifies. Both passwords are argon2id hashes. Checks of a current password are
 * counted before hashing: 5 per member per 15 minutes for each password.
 */
import type { ParsedIdentifier } from '../../machines/rules/identifier';
import type { ServicesContext } from '../context';
import { isUniqueViolation } from '../lib/db-errors';
import { failure, rateLimited, ruleFailure } from '../lib/errors';
import type { Lang } from '../lib/messages';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { UserRow } from './users.repository';
import { createCodesRepository, type CodePurpose, type MemberCodeKind } from './codes.repository';
import { createSecurityRepository } from './security.repository';
import { createUsersRepository } from './users.repository';
import type { CodeChannel, VerificationService } from './verification.service';
import { createPayPasswordCheck } from './pay-password';

/** The purpose a signed-in member's code key is bound to. */
export function memberCodePurpose(kind: MemberCodeKind, userId: number): CodePurpose {
  return `${kind}:${userId}`;
}

/** Wrong guesses of a current password: 5 per member per 15 minutes (counted per attempt, before hashing). */
export const CURRENT_PASSWORD_LIMIT = { bucket: 'security:current-password', limit: 5, windowMs: 15 * 60_000 };

type Signed = { user: UserRow; sessionId: string };
type CodeRequest = { captchaId: string; captchaCode: string; ip: string; lang: Lang };

export function createSecurityService(ctx: ServicesContext, verification: VerificationService) {
  const { clock, db, repos } = ctx;

  /** The member's own bound contact of a channel, or 400 when none is bound. */
  function ownIdentifier(user: UserRow, channel: CodeChannel): string {
    const identifier = channel === 'sms' ? user.phone : user.primaryEmail;
    if (!identifier) throw failure(400, channel === 'sms' ? 'phoneNotBound' : 'emailNotBound');
    return identifier;
  }

  /** Cheap look before hashing (as sign-up does); the atomic use comes inside the transaction. */
  async function requireUsableKey(key: string, identifier: string, purpose: CodePurpose): Promise<string> {
    if (!key) throw ruleFailure({ rule: 'codeKeyInvalid' });
    const hash = await verification.keyHash(key);
    if (!(await repos.codes.keyUsable(hash, identifier, purpose, new Date(clock.now())))) throw ruleFailure({ rule: 'codeKeyInvalid' });
    return hash;
  }

  const checkPayPassword = createPayPasswordCheck(ctx);

  /** Every check counts (right or wrong), so parallel guesses cannot race past the limit. */
  async function checkCurrentLoginPassword(userId: number, hash: string, password: string) {
    const hit = await repos.rateLimits.hit(CURRENT_PASSWORD_LIMIT, String(userId), clock.now());
    if (!hit.allowed) throw rateLimited(hit.retryAfter);
    if (!(await verifyPassword(hash, password))) throw failure(400, 'currentPasswordIncorrect');
  }

  /**
   * Saves a new password (after using the code key, when one is given) in one transaction. The login password
   * also ends the member's other sessions (the current one stays signed in).
   */
  async function save(kind: 'login' | 'pay', auth: Signed, password: string, consume?: { keyHash: string; identifier: string; purpose: CodePurpose }) {
    const passwordHash = await hashPassword(password);
    const now = new Date(clock.now());
    await db.transaction(async (tx) => {
      if (consume && !(await createCodesRepository(tx).consumeKey(consume.keyHash, consume.identifier, consume.purpose, now))) {
        throw ruleFailure({ rule: 'codeKeyInvalid' });
      }
      const security = createSecurityRepository(tx);
      if (kind === 'pay') {
        await security.setTransactionPassword(auth.user.id, passwordHash, now);
        return;
      }
      await createUsersRepository(tx).setPassword(auth.user.id, passwordHash, now);
      await security.revokeOtherSessions(auth.user.id, auth.sessionId, now);
    });
  }

  async function byCode(auth: Signed, channel: CodeChannel, kind: 'login-password' | 'pay-password', key: string) {
    const identifier = ownIdentifier(auth.user, channel);
    const purpose = memberCodePurpose(kind, auth.user.id);
    return { keyHash: await requireUsableKey(key, identifier, purpose), identifier, purpose };
  }

  return {
    /** A code to the member's own bound phone or e-mail, for one purpose (the rate limits of every code apply). */
    async sendOwnCode(input: CodeRequest & { user: UserRow; channel: CodeChannel; kind: Exclude<MemberCodeKind, 'bind'> }): Promise<void> {
      const identifier = ownIdentifier(input.user, input.channel);
      await verification.sendCode({ ...input, identifier, purpose: memberCodePurpose(input.kind, input.user.id) });
    },

    /** A code to a new phone or e-mail to bind; refused when the member has one bound already or another account uses it. */
    async sendBindCode(input: CodeRequest & { user: UserRow; channel: CodeChannel; identifier: string }): Promise<void> {
      if (input.channel === 'sms' ? input.user.phone : input.user.primaryEmail) {
        throw failure(400, input.channel === 'sms' ? 'phoneAlreadyBound' : 'emailAlreadyBound');
      }
      await verification.sendCode({ ...input, purpose: memberCodePurpose('bind', input.user.id) });
    },

    async modifyLoginPasswordByCode(auth: Signed, channel: CodeChannel, password: string, key: string): Promise<void> {
      await save('login', auth, password, await byCode(auth, channel, 'login-password', key));
    },

    async modifyPayPasswordByCode(auth: Signed, channel: CodeChannel, password: string, key: string): Promise<void> {
      await save('pay', auth, password, await byCode(auth, channel, 'pay-password', key));
    },

    /** Spec 6: the old-password method exists only once the login password was changed. */
    async modifyLoginPasswordByCurrent(auth: Signed, password: string, currentPassword: string): Promise<void> {
      if (!auth.user.passwordModifiedAt) throw failure(400, 'oldPasswordUnavailable');
      await checkCurrentLoginPassword(auth.user.id, auth.user.passwordHash, currentPassword);
      await save('login', auth, password);
    },

    async modifyPayPasswordByCurrent(auth: Signed, password: string, currentPassword: string): Promise<void> {
      if (!auth.user.transactionPasswordModifiedAt) throw failure(400, 'transactionPasswordNotSet');
      await checkPayPassword(auth.user.id, currentPassword, { notSet: 'transactionPasswordNotSet', wrong: 'transactionPasswordIncorrect' });
      await save('pay', auth, password);
    },

    /** Binds a verified new phone or e-mail; refused when one is bound already or another account uses it. */
    async bind(auth: Signed, input: { channel: CodeChannel; identifier: string; parsed: ParsedIdentifier; key: string }): Promise<void> {
      const { channel, identifier } = input;
      const already = () => failure(400, channel === 'sms' ? 'phoneAlreadyBound' : 'emailAlreadyBound');
      const taken = () => failure(400, channel === 'sms' ? 'phoneTaken' : 'emailTaken');
      if (channel === 'sms' ? auth.user.phone : auth.user.primaryEmail) throw already();
      const purpose = memberCodePurpose('bind', auth.user.id);
      const keyHash = await requireUsableKey(input.key, identifier, purpose);
      if (await repos.users.findByIdentifier(input.parsed)) throw taken();
      const now = new Date(clock.now());
      try {
        await db.transaction(async (tx) => {
          if (!(await createCodesRepository(tx).consumeKey(keyHash, identifier, purpose, now))) throw ruleFailure({ rule: 'codeKeyInvalid' });
          const security = createSecurityRepository(tx);
          const bound = channel === 'sms' ? await security.bindPhone(auth.user.id, identifier) : await security.bindEmail(auth.user.id, identifier);
          if (!bound) throw already();
        });
      } catch (error) {
        // Another account took the identifier between the look and the write (the column is unique).
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /**
     * For other services (the withdrawal of issue 4): uses, once, a code key that this member got for `kind`
     * on their own bound `identifier` (`withdrawIdentity` machine). False when it does not qualify.
     */
    async consumeMemberKey(user: UserRow, kind: Exclude<MemberCodeKind, 'bind'>, identifier: string, key: string): Promise<boolean> {
      if (!key || (identifier !== user.phone && identifier !== user.primaryEmail)) return false;
      return repos.codes.consumeKey(await verification.keyHash(key), identifier, memberCodePurpose(kind, user.id), new Date(clock.now()));
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
