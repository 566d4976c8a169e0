import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestInvitation } from '../../rest-types';

export const handleInvitation: NonNullable<MutationResolvers['handleInvitation']> = (_parent, { id, accept }, { rest }) => rest.post<RestInvitation>('/requ/v1/invitation/handle', { id, accept });
