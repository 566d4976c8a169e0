import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestReviewTask } from '../../rest-types';
import { reviewTaskOf } from '../review-task-shape';

export const reviewTask: NonNullable<QueryResolvers['reviewTask']> = async (_parent, { invitationId }, { rest }) =>
  reviewTaskOf(await rest.get<RestReviewTask>(`/requ/v1/review/task/${invitationId}`));
