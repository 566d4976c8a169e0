import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { withdrawRequestMachine } from '../../../machines/wallet/withdraw-request.machine';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { useFragment as readFragment } from '@/gql';
import { reportError } from '@/lib/errors';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { CreateWithdrawalMutation } from './create-withdrawal.mutation';
import { WithdrawalFieldsFragment } from '@/entities/withdrawal/withdrawal-fields.fragment';
import { errorReasonOf } from '@/components/pay-view/error-reason';

/** `extensions.reason` of a withdrawal refused because its identity code key was used or too old (the rule's name). */
const CODE_KEY_INVALID = 'codeKeyInvalid';

type Options = {
  availableFen: number;
  feeRateBp: number;
  /** The withdrawal exists (the amount is held): the page shows it by id. */
  onSubmitted(withdrawalId: number): void;
};

/**
 * Runs `withdrawRequestMachine` for step 1 of /cash: the machine decides, this hook performs its effect (the
 * createWithdrawal call with one idempotency key per amount and card) and reports the answer back: submitted; a failure
 * that stays on the password step with the server's message; or, when the identity code key was used or expired,
 * `identity.expired` (the machine goes back to the identity dialog).
 */
export function useWithdrawRequest({ availableFen, feeRateBp, onSubmitted }: Options) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const attempt = useAttemptKey();

  // Re-provided on every render: @xstate/react swaps in the latest implementations.
  const machine = withdrawRequestMachine.provide({
    actions: {
      // The identity dialog's `open` follows the state (verifyingIdentity).
      openIdentity: () => {},
      submitWithdrawal: ({ context, event, self }) => {
        if (event.type !== 'withdraw.password' || context.bankCardId === null || !context.identifier || !context.codeKey) return;
        const input = {
          amountFen: context.amountFen,
          bankCardId: context.bankCardId,
          identifier: context.identifier,
          codeKey: context.codeKey,
          transactionPassword: event.password,
        };
        // The attempt is the withdrawal asked for: the amount and the card, which the services compare for a reused
        // key. The password (a retry after a wrong one) and the identity code key (verified again after Back or
        // `identity.expired`) change between retries of the same attempt; a new key for them would let a retry after
        // a lost answer create a second withdrawal. The key is dropped after success or when the amount or card
        // changes (another signature).
        const idempotencyKey = attempt.keyFor(JSON.stringify({ amountFen: input.amountFen, bankCardId: input.bankCardId }));
        dataOf(client.mutate({ mutation: CreateWithdrawalMutation, variables: { input, idempotencyKey }, context: SILENT })).then(
          (data) => {
            attempt.finish();
            const withdrawal = readFragment(WithdrawalFieldsFragment, data.createWithdrawal);
            self.send({ type: 'withdraw.submitted', withdrawalId: withdrawal.id });
            onSubmitted(withdrawal.id);
          },
          (error: unknown) => {
            const failure = failureOf(error, t);
            // An expired session (401) and server faults (500) are the app's business, not this form's.
            if (failure.status === 401 || failure.status === 500) reportError(error);
            if (errorReasonOf(error) === CODE_KEY_INVALID) self.send({ type: 'identity.expired', message: failure.message });
            else self.send({ type: 'withdraw.failed', message: failure.message });
          },
        );
      },
    },
  });
  const actor = useFlowActor(machine, { input: { availableFen, feeRateBp } });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  return { actor, state, context };
}
