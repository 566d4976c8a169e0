import type { RequestCategoryResolvers } from '../generated/resolvers-types';

export const RequestCategory: RequestCategoryResolvers = {
  id: (parent) => String(parent.id),
};
