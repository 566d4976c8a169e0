/**
 * The card as the machine sees it: the page rebuilds the snapshot of `bankCardMachine` from the card the
 * services answered, and shows the step (`stepIndexOf`) and only the actions the machine accepts now
 * (`snapshot.can`). The services hold the authoritative copy and ask the same machine.
 */
import { bankCardMachine, type BankCardContext } from '../../../machines/identity/bank-card.machine';
import { withLuhnDigit } from '../../../machines/rules/bank-card';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import type { BankCardFieldsFragment } from '@/gql/graphql';

export type CardFields = BankCardFieldsFragment;

const EXAMPLE_CARD = withLuhnDigit('622202100012345678');

export function cardSnapshot(card: CardFields) {
  const context: BankCardContext = {
    cardholderName: card.cardholderName,
    bankCode: card.bankCode,
    cardType: card.cardType,
    last4: card.last4,
    maxAttempts: card.maxAttempts,
    attemptsLeft: card.attemptsLeft,
    isDefault: card.isDefault,
    reason: card.reason ?? null,
  };
  return bankCardMachine.resolveState({ value: card.status, context });
}

/** What the member may do with the card now, by the machine. */
export function cardActions(card: CardFields) {
  const snapshot = cardSnapshot(card);
  // A well-formed example: asks whether the state takes an edit at all (the real details are checked on submit).
  const details = { cardNumber: EXAMPLE_CARD, branchName: 'example branch', mobile: '13800000000' };
  return {
    step: stepIndexOf(snapshot),
    confirmAmount: snapshot.can({ type: 'amount.wrong' }),
    edit: snapshot.can({ type: 'card.edit', ...details }),
    cancel: snapshot.can({ type: 'card.cancel' }),
    remove: snapshot.can({ type: 'card.delete' }),
    unlink: snapshot.can({ type: 'card.unlink' }),
    setDefault: snapshot.can({ type: 'default.set' }),
  };
}
