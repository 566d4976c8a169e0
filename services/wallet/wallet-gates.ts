/**
 * The gates in front of fund operations (spec section 6): a verified real name before recharge and withdrawal,
 * and one of the caller's own verified cards as the paying or receiving card. Shared by every wallet service.
 */
import { and, eq } from 'drizzle-orm';
import { BANKS } from '../../machines/rules/bank-card';
import type { Executor } from '../db/client';
import { bankCards } from '../db/schema';
import { findVerifiedIdentity, type VerifiedIdentity } from '../identity';
import { failure } from '../lib/errors';
import type { Lang } from '../lib/messages';

/** The member's verified identity, or 400 'Real-name verification required to proceed'. */
export async function requireRealName(db: Executor, userId: number): Promise<VerifiedIdentity> {
  const identity = await findVerifiedIdentity(db, userId);
  if (!identity) throw failure(400, 'walletRealNameRequired');
  return identity;
}

export type VerifiedCard = { id: number; bankCode: string; last4: string; cardNumber: string; cardholderName: string };

/** One of the caller's verified cards (another member's card, or one not verified, is 400 'choose a verified card'). */
export async function requireVerifiedCard(db: Executor, userId: number, cardId: unknown): Promise<VerifiedCard> {
  if (typeof cardId !== 'number' || !Number.isSafeInteger(cardId) || cardId <= 0 || cardId > 2_147_483_647) throw failure(400, 'walletCardNotVerified');
  const [card] = await db
    .select({ id: bankCards.id, bankCode: bankCards.bankCode, last4: bankCards.last4, cardNumber: bankCards.cardNumber, cardholderName: bankCards.cardholderName })
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), eq(bankCards.status, 'verified')));
  if (!card) throw failure(400, 'walletCardNotVerified');
  return card;
}

/** A bank's name in the caller's language (the code when unknown). */
export function bankNameOf(code: string, lang: Lang): string {
  return BANKS.find((b) => b.code === code)?.name[lang] ?? code;
}
