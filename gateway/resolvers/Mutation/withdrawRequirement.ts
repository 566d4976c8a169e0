import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const withdrawRequirement: NonNullable<MutationResolvers['withdrawRequirement']> = (_parent, { id }, { rest }) => rest.post<RestRequirement>('/requ/v1/owner/withdraw', { id });
