/**
 * The side menu of a section layout (personal centre, operations area) as data, and the pure choice of the
 * selected entry for a URL. Groups have a title and no path; submenus fold; leaves link to a path.
 */
export type SectionMenuNode =
  | { kind: 'group'; key: string; title: string; children: SectionMenuNode[] }
  | { kind: 'submenu'; key: string; title: string; children: SectionMenuNode[] }
  | { kind: 'item'; key: string; title: string; path: string };

export type SectionMenuItem = Extract<SectionMenuNode, { kind: 'item' }>;

export type MenuSelection = {
  /** The key of the selected leaf; undefined when the URL belongs to no entry. */
  selected: string | undefined;
  /** The selected leaf itself (its title heads the collapsed menu on a phone). */
  item: SectionMenuItem | undefined;
  /** Keys of the submenus that contain the selected leaf (opened on arrival). */
  open: string[];
};

export function item(path: string, title: string): SectionMenuItem {
  return { kind: 'item', key: path, title, path };
}

/** Every leaf with the keys of the groups and submenus above it. */
export function menuLeaves(tree: readonly SectionMenuNode[]): { item: SectionMenuItem; ancestors: string[] }[] {
  const out: { item: SectionMenuItem; ancestors: string[] }[] = [];
  const walk = (nodes: readonly SectionMenuNode[], ancestors: string[]) => {
    for (const node of nodes) {
      if (node.kind === 'item') out.push({ item: node, ancestors });
      else walk(node.children, node.kind === 'submenu' ? [...ancestors, node.key] : ancestors);
    }
  };
  walk(tree, []);
  return out;
}

/** `/a/b` lies under `/a` (segment-wise: `/ab` does not). */
export function pathWithin(pathname: string, base: string): boolean {
  const trimmed = base.replace(/\/+$/, '');
  return pathname === trimmed || pathname.startsWith(`${trimmed}/`);
}

/**
 * Which entry a URL selects: the leaf with that exact path; else the parent named for a hidden route in
 * `hiddenParents` (`{ '/recharge': '/personal/wallet/fiatWallet' }`, matched segment-wise so `/recharge/step2`
 * counts); else the leaf whose path is the longest segment-wise prefix of the URL (so
 * `…/bankCardAuth/bankCardAuthDetail` selects `…/bankCardAuth`).
 */
export function selectMenuEntry(
  tree: readonly SectionMenuNode[],
  pathname: string,
  hiddenParents: Readonly<Record<string, string>> = {},
): MenuSelection {
  const leaves = menuLeaves(tree);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const byPath = (p: string) => leaves.find((l) => l.item.path === p);
  let found = byPath(path);
  if (!found) {
    const hidden = Object.keys(hiddenParents)
      .filter((base) => pathWithin(path, base))
      .sort((a, b) => b.length - a.length)[0];
    if (hidden) found = byPath(hiddenParents[hidden]);
  }
  if (!found) {
    found = leaves
      .filter((l) => pathWithin(path, l.item.path))
      .sort((a, b) => b.item.path.length - a.item.path.length)[0];
  }
  return { selected: found?.item.key, item: found?.item, open: found?.ancestors ?? [] };
}
