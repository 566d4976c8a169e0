import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const saveRequirement: NonNullable<MutationResolvers['saveRequirement']> = (_parent, { input }, { rest }) => rest.post<RestRequirement>('/requ/v1/owner/modify', input);
