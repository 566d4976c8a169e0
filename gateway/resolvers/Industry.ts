import type { IndustryResolvers } from '../generated/resolvers-types';

export const Industry: IndustryResolvers = {
  id: (parent) => String(parent.id),
  // The flat list (`infos`) may send the top level without children; the schema promises a list.
  children: (parent) => parent.children ?? [],
};
