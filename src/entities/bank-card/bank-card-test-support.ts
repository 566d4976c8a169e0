// Bank cards as the gateway answers them, for the component tests of the member's and operations' card pages (never imported by the app).
import { bankCardLifecycle } from '../../../machines/identity/bank-card.machine';
import type { ActorRole } from '../../../machines/shared/lifecycle';
import { serverWorkflow } from '@/entities/workflow/workflow-test-support';

export type CardOverrides = Partial<{
  id: number;
  status: string;
  last4: string;
  isDefault: boolean;
  attemptsLeft: number;
  reason: string | null;
}>;

/** The card's fields as the gateway answers them (numbers masked by the services). */
export function cardFields(over: CardOverrides = {}) {
  const last4 = over.last4 ?? '4321';
  return {
    __typename: 'BankCard' as const,
    id: 21,
    status: 'verifying',
    maskedNumber: `6222 **** **** ${last4}`,
    last4,
    bankCode: 'ICBC',
    bankName: 'Industrial and Commercial Bank of China',
    ruralCreditUnion: false,
    cardType: 'debit',
    cardholderName: '张三',
    branchName: 'Beijing Haidian Branch',
    mobile: '138****0001',
    isDefault: false,
    attemptsLeft: 3,
    maxAttempts: 3,
    reason: null as string | null,
    depositSentAt: 1_767_225_600_000,
    expiresAt: 1_767_830_400_000,
    verifiedAt: null as number | null,
    createdAt: 1_767_225_600_000,
    ...over,
  };
}

/**
 * A card with the workflow the services would compute for `role` (the member by default): availableEvents from the
 * card's own machine and event table. `availableEvents` replaces them, to show that the page follows the server.
 */
export function card(over: CardOverrides = {}, options: { role?: ActorRole; actorId?: number | null; availableEvents?: string[] } = {}) {
  const fields = cardFields(over);
  const { cardholderName, bankCode, cardType, last4, maxAttempts, attemptsLeft, isDefault, reason } = fields;
  const workflow = serverWorkflow(bankCardLifecycle, {
    entityId: fields.id,
    value: fields.status,
    context: { cardholderName, bankCode, cardType, last4, maxAttempts, attemptsLeft, isDefault, reason },
    role: options.role,
    actorId: options.actorId,
    created: 'card.submit',
  });
  return { ...fields, workflow: options.availableEvents ? { ...workflow, availableEvents: options.availableEvents } : workflow };
}
