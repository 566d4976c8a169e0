import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestRequirementSolutions } from '../../rest-types';
import { requirementSolutionsOf } from '../solution-shape';

export const requirementSolutions: NonNullable<QueryResolvers['requirementSolutions']> = async (_parent, { requirementNo }, { rest }) =>
  requirementSolutionsOf(await rest.post<RestRequirementSolutions>('/requ/v1/solution/list', { requirementNo }));
