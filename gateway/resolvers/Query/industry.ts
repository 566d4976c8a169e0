import type { QueryResolvers } from '../../generated/resolvers-types';

// Through the loader: several `industry(id:)` fields in one request cost one REST call, and an unknown id
// (REST 404) is null, as the schema promises.
export const industry: NonNullable<QueryResolvers['industry']> = (_parent, { id }, { loaders }) =>
  loaders.industryById.load(String(id));
