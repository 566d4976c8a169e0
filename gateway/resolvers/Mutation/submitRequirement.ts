import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestRequirement } from '../../rest-types';

// Spec section 7 gives this route as a form post (id, agreed), unlike the JSON routes around it.
export const submitRequirement: NonNullable<MutationResolvers['submitRequirement']> = (_parent, { id, agreed }, { rest }) =>
  rest.postForm<RestRequirement>('/requ/v1/owner/submit', { id, agreed });
