import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestSolution } from '../../rest-types';
import { solutionOf } from '../solution-shape';

// The body names the invitation `id` (the services' contract).
export const withdrawSolution: NonNullable<MutationResolvers['withdrawSolution']> = async (_parent, { invitationId, subTopicId }, { rest }) =>
  solutionOf(await rest.post<RestSolution>('/requ/v1/solution/withdraw', { id: invitationId, subTopicId }));
