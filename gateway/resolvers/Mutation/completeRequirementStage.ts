import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

export const completeRequirementStage: NonNullable<MutationResolvers['completeRequirementStage']> = (_parent, { id }, { rest }) => rest.post<RestRequirement>(`/ops/v1/requirements/${id}/complete-stage`);
