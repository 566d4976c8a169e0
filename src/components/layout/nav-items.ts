import { hasAnyPermi, hasAnyRole } from '../../../machines/access/access';

/**
 * Top navigation (spec section 2): Index, Hall, Personal (only when signed in), then the server menus
 * (GET /getRouters) merged in; as many as fit (measured, or page width / 3 / 85 until then), the rest under "more".
 */
export type NavItem = {
  /** Unique: the path, or the link for external entries. */
  key: string;
  /** An i18n key (menu.hall) or, for a server item whose key the app lacks, the raw name. */
  title: string;
  path: string;
  external: boolean;
};

/** Spec section 2: "the page width divided by 3, divided by 85"; at least one entry stays visible. */
export function visibleNavCount(width: number): number {
  return Math.max(1, Math.floor(width / 3 / 85));
}

export function splitNavItems<T>(items: readonly T[], width: number): { visible: T[]; more: T[] } {
  const n = visibleNavCount(width);
  return { visible: items.slice(0, n), more: items.slice(n) };
}

/**
 * How many entries fit in `available` px when they are measured (`widths`, each with its share of the gaps): all of
 * them, or as many as leave room for the "more" button (`moreWidth`), at least one. The spec's count above is an
 * estimate of the same thing for 85 px entries, which the header uses until it can measure (issue 11: at 1440 px the
 * estimate of 5 hid the sixth entry of the operations staff behind "more" with half the bar empty).
 */
export function fitNavCount(widths: readonly number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + w > available) break;
    used += w;
    count += 1;
  }
  return Math.max(1, count);
}

/** The server's menu item, as the `routers` query returns it. */
export type ServerMenuItem = {
  name: string;
  path: string;
  hidden: boolean;
  meta: { title: string; link?: string | null; roles?: readonly string[] | null; permissions?: readonly string[] | null };
};

export type Viewer = { signedIn: boolean; roles: readonly string[]; permissions: readonly string[] };

/** A top-menu row of the route table (src/app/routes.ts `menuRoutes`), as much of it as the menu reads. */
export type MenuRoute = { path: string; name?: string; menuNeedsLogin?: boolean };

/** Spec section 6: the server menu is filtered by the role and permission checks too (display only). */
export function viewerMay(item: ServerMenuItem, viewer: Viewer): boolean {
  const roles = item.meta.roles?.filter(Boolean) ?? [];
  const perms = item.meta.permissions?.filter(Boolean) ?? [];
  if (roles.length > 0 && !hasAnyRole(viewer.roles, roles)) return false;
  if (perms.length > 0 && !hasAnyPermi(viewer.permissions, perms)) return false;
  return true;
}

function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

export function buildNavItems(
  localMenu: readonly MenuRoute[],
  server: readonly ServerMenuItem[],
  viewer: Viewer,
): NavItem[] {
  const items: NavItem[] = localMenu
    .filter((r) => !r.menuNeedsLogin || viewer.signedIn)
    .map((r) => ({ key: r.path, title: r.name ?? r.path, path: r.path, external: false }));
  const seen = new Set(items.map((i) => i.key));
  for (const s of server) {
    if (s.hidden || !viewerMay(s, viewer)) continue;
    const external = Boolean(s.meta.link) || /^https?:\/\//.test(s.path);
    const path = external ? (s.meta.link ?? s.path) : normalisePath(s.path);
    if (seen.has(path)) continue;
    seen.add(path);
    items.push({ key: path, title: s.meta.title || s.name, path, external });
  }
  return items;
}
