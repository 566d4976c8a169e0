import type { MutationResolvers } from '../../generated/resolvers-types';
import { idempotencyHeader } from '../../rest-client';
import type { RestRechargeOrder } from '../../rest-types';

export const createRechargeOrder: NonNullable<MutationResolvers['createRechargeOrder']> = (_parent, { input, idempotencyKey }, { rest }) =>
  rest.post<RestRechargeOrder>('/wallet/v1/recharge/create', { amountFen: input.amountFen, bankCardId: input.bankCardId }, idempotencyHeader(idempotencyKey));
