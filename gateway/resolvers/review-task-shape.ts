import type { ItemReviewInput, ReviewTask } from '../generated/resolvers-types';
import type { RestReviewTask } from '../rest-types';

/**
 * The services keep a reviewer's scores as a map by criterion key; the schema lists them (a GraphQL type cannot have
 * data-defined field names). Only the shape changes here: the values go as typed and the services check them.
 */
export function reviewTaskOf(task: RestReviewTask): ReviewTask {
  return {
    ...task,
    reviews: task.reviews.map((r) => ({ ...r, scores: Object.entries(r.scores).map(([key, score]) => ({ key, score })) })),
  };
}

/** The body's reviews: scores back into the map the services take (a repeated key: the last one counts). */
export function restReviews(reviews: readonly ItemReviewInput[]) {
  return reviews.map((r) => ({ itemId: r.itemId, comment: r.comment, scores: Object.fromEntries(r.scores.map((s) => [s.key, s.score])) }));
}
