import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestReviewTask } from '../../rest-types';
import { reviewTaskOf } from '../review-task-shape';

export const acknowledgeReviewGuidelines: NonNullable<MutationResolvers['acknowledgeReviewGuidelines']> = async (_parent, { invitationId }, { rest }) =>
  reviewTaskOf(await rest.post<RestReviewTask>('/requ/v1/review/guidelines', { id: invitationId }));
