import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestExchangeResult } from '../../rest-types';

export const exchange: NonNullable<MutationResolvers['exchange']> = (_parent, { input, idempotencyKey }, { rest }) =>
  rest.post<RestExchangeResult>(
    '/wallet/v1/exchange',
    { direction: input.direction, amountFen: input.amountFen, transactionPassword: input.transactionPassword },
    idempotencyHeader(idempotencyKey),
  );
