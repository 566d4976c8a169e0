import type { RouterItemResolvers } from '../generated/resolvers-types';

export const RouterItem: RouterItemResolvers = {
  hidden: (parent) => parent.hidden ?? false,
  component: (parent) => parent.component ?? null,
  // A menu entry without meta still needs a title for the app: its name, which doubles as the i18n key.
  meta: (parent) => parent.meta ?? { title: parent.name },
  children: (parent) => parent.children ?? [],
};
