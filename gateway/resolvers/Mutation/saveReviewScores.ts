import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestReviewTask } from '../../rest-types';
import { restReviews, reviewTaskOf } from '../review-task-shape';

export const saveReviewScores: NonNullable<MutationResolvers['saveReviewScores']> = async (_parent, { invitationId, reviews }, { rest }) =>
  reviewTaskOf(await rest.post<RestReviewTask>('/requ/v1/review/scores/save', { id: invitationId, reviews: restReviews(reviews) }));
