/**
 * Test helpers of the wallet suites: members made directly in the database (real name verified, a verified card,
 * optionally a transaction password) and signed in over HTTP, and operations staff. Faster than walking the sign-up,
 * real-name and micro-deposit flows, which their own suites cover.
 */
import { expect } from 'vitest';
import { ROLES } from '../../machines/access/access';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import { bankCards, realNameApplications } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createUsersRepository } from '../member/users.repository';
import { freshPhone, STRONG_PASSWORD, type useServicesApp } from './harness';

type Harness = ReturnType<typeof useServicesApp>;
export type Client = ReturnType<Harness['client']>;
export type WalletMember = Client & { id: number; phone: string; cardId: number | null };

let cardCounter = 0;
/** A fresh ICBC debit card number (19 digits, Luhn). */
export function freshCardNumber(): string {
  cardCounter += 1;
  return withLuhnDigit(`622202${String(Date.now() % 1e6).padStart(6, '0')}${String(cardCounter).padStart(6, '0')}`);
}

let passwordHash: Promise<string> | undefined;

export async function walletMember(
  h: Harness,
  options: { realName?: boolean; card?: 'verified' | 'verifying' | 'none'; role?: string; lang?: string } = {},
): Promise<WalletMember> {
  const now = new Date(h.clock.now());
  const phone = freshPhone();
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const user = (await createUsersRepository(h.db()).create({ phone, passwordHash: await passwordHash, localization: 'en', roles: [options.role ?? ROLES.member], now }))!;
  if (options.realName !== false) {
    await h.db().insert(realNameApplications).values({
      userId: user.id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `wallet-test:${user.id}`, realName: '张三', createdAt: now,
    });
  }
  let cardId: number | null = null;
  const card = options.card ?? 'verified';
  if (card !== 'none') {
    const cardNumber = freshCardNumber();
    const [row] = await h.db().insert(bankCards).values({
      userId: user.id, stateValue: card === 'verified' ? 'verified' : { verifying: 'awaitingAmount' }, context: {}, status: card, version: 1, cardholderName: '张三', cardNumber,
      last4: cardNumber.slice(-4), bankCode: 'ICBC', cardType: 'debit', branchName: '北京海淀支行', mobile: '13800000001', isDefault: card === 'verified',
      verifiedAt: card === 'verified' ? now : null, depositSentAt: card === 'verifying' ? now : null, createdAt: now, updatedAt: now,
    }).returning({ id: bankCards.id });
    cardId = row.id;
  }
  const client = h.client({ lang: options.lang ?? 'en-US' });
  expect((await client.signin(phone)).body.code).toBe(200);
  return Object.assign(client, { id: user.id, phone, cardId });
}

/**
 * A fresh operations staff member, signed in (a new account each time: sign-ins per identifier are rate-limited,
 * and suites sign in often).
 */
export async function operationsStaff(h: Harness): Promise<WalletMember> {
  return walletMember(h, { role: ROLES.operations, realName: false, card: 'none' });
}

let keyCounter = 0;
/** A fresh Idempotency-Key header. */
export function idem(key = `test-${Date.now()}-${(keyCounter += 1)}`): Record<string, string> {
  return { 'idempotency-key': key };
}
