import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestSolution } from '../../rest-types';
import { solutionOf } from '../solution-shape';

export const solution: NonNullable<QueryResolvers['solution']> = async (_parent, { invitationId, subTopicId }, { rest }) =>
  solutionOf(await rest.get<RestSolution>(`/requ/v1/solution/detail/${invitationId}/${subTopicId}`));
