import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestMarketBarGraph } from '../../rest-types';

// The body names the requirement `requriementNo`: spec section 7's spelling, kept on the REST side only.
export const marketBarGraph: NonNullable<QueryResolvers['marketBarGraph']> = (_parent, { requirementNo }, { rest }) =>
  rest.post<RestMarketBarGraph>('/requ/v1/market/evaluate/bar-graph', { requriementNo: requirementNo });
