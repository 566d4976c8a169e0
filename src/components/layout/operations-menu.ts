import { viewerMay, type ServerMenuItem, type Viewer } from './nav-items';
import { item, type SectionMenuNode } from './section-menu';

/** The base path of the operations area; its server menu item is the one at this path. */
export const OPERATIONS_BASE = '/operations';

export type ServerMenuTree = ServerMenuItem & { children?: readonly ServerMenuItem[] | null };

function absolute(path: string, parent: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * The operations area's side menu, built from the server menu (`routers`, GET /getRouters): every top-level
 * item at or under /operations becomes a group whose visible children are its entries. The server already
 * filters by role; the app filters again (display only) as the spec asks.
 */
export function operationsMenu(routers: readonly ServerMenuTree[], viewer: Viewer): SectionMenuNode[] {
  const groups: SectionMenuNode[] = [];
  for (const top of routers) {
    const base = absolute(top.path, '/');
    if (base !== OPERATIONS_BASE && !base.startsWith(`${OPERATIONS_BASE}/`)) continue;
    if (!viewerMay(top, viewer)) continue;
    const children = (top.children ?? [])
      .filter((child) => !child.hidden && viewerMay(child, viewer))
      .map((child) => item(absolute(child.path, base), child.meta.title || child.name));
    if (children.length > 0) groups.push({ kind: 'group', key: `group:${base}`, title: top.meta.title || top.name, children });
  }
  return groups;
}
