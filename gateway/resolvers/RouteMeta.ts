import type { RouteMetaResolvers } from '../generated/resolvers-types';

export const RouteMeta: RouteMetaResolvers = {
  icon: (parent) => parent.icon ?? null,
  link: (parent) => parent.link ?? null,
  noCache: (parent) => parent.noCache ?? null,
  roles: (parent) => parent.roles ?? null,
  permissions: (parent) => parent.permissions ?? null,
};
