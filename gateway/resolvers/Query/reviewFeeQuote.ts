import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestReviewFeeQuote } from '../../rest-types';

export const reviewFeeQuote: NonNullable<QueryResolvers['reviewFeeQuote']> = (_parent, { requirementId }, { rest }) => rest.get<RestReviewFeeQuote>(`/requ/v1/fee/quote/${requirementId}`);
