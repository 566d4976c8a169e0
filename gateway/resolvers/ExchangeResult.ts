import type { ExchangeResultResolvers } from '../generated/resolvers-types';

/** REST `{ transferId, cnyFen, coinFen, heldFen }`: the balances after the exchange, grouped as the schema has them. */
export const ExchangeResult: ExchangeResultResolvers = {
  balance: ({ cnyFen, coinFen, heldFen }) => ({ cnyFen, coinFen, heldFen }),
};
