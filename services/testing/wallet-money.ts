/**
 * Test helpers for the wallet suites: a signed-in member with a verified real name, a transaction password and
 * (optionally) a bank card verified through the real bind → micro-deposit → back-fill flow; money put in their
 * CNY wallet as a recharge would; withdraw-identity code keys got through the real send → verify routes; ledger
 * balances to compare before and after.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ROLES } from '../../machines/access/access';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import type { Executor } from '../db/client';
import { realNameApplications, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { memberAccounts, memberBalances, platformAccount, platformBalance, transfer } from '../wallet/ledger';
import { PLATFORM_KINDS, type PlatformAccountKind } from '../wallet/ledger-accounts';
import type { useServicesApp } from './harness';
import { freshPhone } from './harness';

export type Harness = ReturnType<typeof useServicesApp>;
export type Client = ReturnType<Harness['client']>;

export const PAY_PASSWORD = '246801';
let payHash: string | undefined;
let cardCounter = 0;

/** A fresh ICBC debit card number (19 digits, Luhn). */
export function icbcCard(): string {
  cardCounter += 1;
  return withLuhnDigit(`622202${String(Date.now() % 1e7).padStart(7, '0')}${String(cardCounter).padStart(5, '0')}`);
}

export type TestMember = { c: Client; id: number; phone: string; cardId: number | null };

/** A signed-in member; by default verified, with a transaction password and a verified card. */
export async function walletMember(
  h: Harness,
  options: { realName?: boolean; payPassword?: boolean; card?: boolean; lang?: string } = {},
): Promise<TestMember> {
  const c = h.client({ lang: options.lang ?? 'en-US' });
  const phone = freshPhone();
  expect((await c.signupPhone(phone)).body.code).toBe(200);
  expect((await c.signin(phone)).body.code).toBe(200);
  const me = await c.post<{ id: number }>('/member/v2/member');
  const id = Number(me.body.data.id);
  if (options.realName !== false) {
    await h.db().insert(realNameApplications).values({
      userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person',
      identityKey: `test:${id}`, realName: '李四', createdAt: new Date(h.clock.now()),
    });
  }
  if (options.payPassword !== false) {
    payHash ??= await hashPassword(PAY_PASSWORD);
    await h.db().update(users).set({ transactionPasswordHash: payHash }).where(eq(users.id, id));
  }
  let cardId: number | null = null;
  if (options.card !== false && options.realName !== false && options.payPassword !== false) {
    cardId = await verifiedCard(h, c);
  }
  // The one-code-per-60-s rule of the sign-up code must not block the next code of this member.
  h.clock.advance(61_000);
  return { c, id, phone, cardId };
}

/** Binds a card and back-fills the deposit read from the outbox: a verified card's id. */
export async function verifiedCard(h: Harness, c: Client): Promise<number> {
  const bound = await c.post<{ id: number }>('/member/v2/bank-card/bind', { cardNumber: icbcCard(), branchName: '北京海淀支行', mobile: '13800000001' });
  expect(bound.body.code).toBe(200);
  const cardId = bound.body.data.id;
  const line = (await h.outbox()).find((m) => m.channel === 'bank' && m.body.includes(`card #${cardId})`));
  const amount = line && /CNY (\d+\.\d{2})/.exec(line.body)?.[1];
  if (!amount) throw new Error(`no deposit in the outbox for card ${cardId}`);
  const confirmed = await c.post<{ correct: boolean }>(`/member/v2/bank-card/${cardId}/confirm-amount`, { amount });
  expect(confirmed.body.data.correct).toBe(true);
  return cardId;
}

/** Gives a member's sign-in the operations role (a second operator for the four-eyes rule). */
export async function makeOperator(h: Harness, userId: number): Promise<void> {
  await h.db().insert(userRoles).values({ userId, roleKey: ROLES.operations }).onConflictDoNothing();
}

/** The seeded operations account, signed in. */
export async function opsClient(h: Harness): Promise<Client> {
  const ops = h.client({ lang: 'en-US' });
  expect((await ops.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
  return ops;
}

/** Puts money in a member's CNY wallet the way an approved recharge does (bank clearing → member CNY). */
export async function credit(db: Executor, userId: number, amountFen: number): Promise<void> {
  const member = await memberAccounts(db, userId);
  const clearing = await platformAccount(db, 'platform_bank_clearing');
  await transfer(db, {
    key: `test-credit:${randomUUID()}`,
    type: 'recharge',
    postings: [
      { accountId: clearing, amountFen: -amountFen },
      { accountId: member.cny, amountFen },
    ],
    at: new Date(),
  });
}

/** A withdraw-identity code key (smsType 5) for the member's own phone, through the real routes. */
export async function withdrawKey(h: Harness, m: TestMember): Promise<string> {
  const { id, text } = await m.c.captcha();
  const sent = await m.c.post('/member/v2/logged-in/send/sms/verify-code', { captchaId: id, captchaCode: text, smsType: 5 });
  expect(sent.body.code).toBe(200);
  const verified = await m.c.verify(m.phone, await h.latestCode(m.phone));
  expect(verified.body.code).toBe(200);
  h.clock.advance(61_000);
  return verified.body.data as string;
}

export async function balancesOf(h: Harness, userId: number) {
  return memberBalances(h.db(), userId);
}

/** The balance of a platform account now. */
export { platformBalance };

/** Every platform account's balance, to compare before and after a movement. */
export async function platformBalances(db: Executor): Promise<Record<PlatformAccountKind, number>> {
  const out = {} as Record<PlatformAccountKind, number>;
  for (const kind of PLATFORM_KINDS) out[kind] = await platformBalance(db, kind);
  return out;
}

/** A fresh Idempotency-Key header. */
export function idem(key: string = randomUUID()): Record<string, string> {
  return { 'idempotency-key': key };
}
