import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestPage, RestRequirement } from '../../rest-types';

// Public: works without a token; a signed-in caller's token is forwarded as on every call (the answer says `mine`).
// The filter's fields are the body's own, flat; a filter left null is not sent at all.
export const hall: NonNullable<QueryResolvers['hall']> = (_parent, { pageNum, pageSize, filter }, { rest }) =>
  rest.post<RestPage<RestRequirement>>('/requ/v1/pro-hall/pages', {
    pageNum,
    pageSize,
    ...Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value != null)),
  });
