import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestSolutionTopics } from '../../rest-types';

export const solutionTopics: NonNullable<QueryResolvers['solutionTopics']> = (_parent, { invitationId }, { rest }) =>
  rest.get<RestSolutionTopics>(`/requ/v1/solution/topics/${invitationId}`);
