/**
 * The micro-deposit in the ledger (docs/contracts.md "Wallets and the ledger"): every deposit the platform sends
 * to verify a card is money leaving its bank account, booked as verification cost:
 *
 *   microDeposit: platform_verification_costs −d, platform_bank_clearing +d
 *
 * It is posted in the card's transaction (the one that records `depositFen` and `depositSentAt`), so a card that
 * says a deposit went out always has its posting; the key `micro-deposit:{cardId}:v{version}` makes it one
 * posting per deposit. When the deposit adapter then fails, the card moves to `failed` and the posting is reversed
 * in that same transaction: no money left.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bankCards, ledgerTransfers } from '../db/schema';
import { platformAccount, reverse, transfer } from '../wallet';

type DepositCard = Pick<typeof bankCards.$inferSelect, 'id' | 'version' | 'depositFen' | 'depositSentAt'>;

export const MICRO_DEPOSIT_REFERENCE = 'bank_card';

/** One key per deposit: the card's version when it was sent (two deposits may share a millisecond, never a version). */
export function microDepositKey(card: DepositCard): string | null {
  return card.depositSentAt ? `micro-deposit:${card.id}:v${card.version}` : null;
}

/** Books the card's deposit (nothing when it has none). */
export async function postMicroDeposit(tx: Executor, card: DepositCard, actorId: number | null): Promise<void> {
  const key = microDepositKey(card);
  if (!key || !card.depositFen) return;
  await transfer(tx, {
    key,
    type: 'microDeposit',
    postings: [
      { accountId: await platformAccount(tx, 'platform_verification_costs'), amountFen: -card.depositFen },
      { accountId: await platformAccount(tx, 'platform_bank_clearing'), amountFen: card.depositFen },
    ],
    referenceType: MICRO_DEPOSIT_REFERENCE,
    referenceId: card.id,
    createdBy: actorId,
    at: card.depositSentAt!,
  });
}

/** Takes back the posting of a deposit that was never sent (the adapter failed). */
export async function reverseMicroDeposit(tx: Executor, card: DepositCard, at: Date): Promise<void> {
  const key = microDepositKey(card);
  if (!key) return;
  const [posted] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  if (!posted) return;
  await reverse(tx, posted.id, { type: 'microDeposit', referenceType: MICRO_DEPOSIT_REFERENCE, referenceId: card.id, memo: 'deposit not sent', at });
}
