import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestWithdrawal } from '../../rest-types';

export const createWithdrawal: NonNullable<MutationResolvers['createWithdrawal']> = (_parent, { input, idempotencyKey }, { rest }) =>
  rest.post<RestWithdrawal>(
    '/wallet/v1/withdraw/create',
    {
      amountFen: input.amountFen,
      bankCardId: input.bankCardId,
      identifier: input.identifier,
      codeKey: input.codeKey,
      transactionPassword: input.transactionPassword,
    },
    idempotencyHeader(idempotencyKey),
  );
