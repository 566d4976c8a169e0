import { describe, expect, it } from 'vitest';
import { menuRoutes } from '@/app/routes';
import { buildNavItems, fitNavCount, splitNavItems, visibleNavCount, type ServerMenuItem } from './nav-items';

describe('visibleNavCount (width / 3 / 85)', () => {
  it.each([
    [1920, 7],
    [1280, 5],
    [1024, 4],
    [992, 3],
    [500, 1],
    [100, 1],
  ])('shows %i px → %i items', (width, count) => {
    expect(visibleNavCount(width)).toBe(count);
  });

  it('moves the rest under "more"', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(splitNavItems(items, 992)).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitNavItems(items, 1920)).toEqual({ visible: items, more: [] });
  });
});

const server = (over: Partial<ServerMenuItem> & { path: string }): ServerMenuItem => ({
  name: over.path,
  hidden: false,
  ...over,
  meta: { title: 'menu.statecharts', ...over.meta },
});

describe('buildNavItems', () => {
  const anonymous = { signedIn: false, roles: [], permissions: [] };
  const member = { signedIn: true, roles: ['member'], permissions: [] };

  it('hides Personal from anonymous users', () => {
    expect(buildNavItems(menuRoutes(), [], anonymous).map((i) => i.path)).toEqual(['/index', '/hall']);
    expect(buildNavItems(menuRoutes(), [], member).map((i) => i.path)).toEqual(['/index', '/hall', '/personal']);
  });

  it('merges server menus after the local ones, without duplicates or hidden items', () => {
    const items = buildNavItems(
      menuRoutes(),
      [server({ path: 'statecharts' }), server({ path: '/hall' }), server({ path: '/secret', hidden: true })],
      member,
    );
    expect(items.map((i) => [i.path, i.title])).toEqual([
      ['/index', 'menu.index'],
      ['/hall', 'menu.hall'],
      ['/personal', 'menu.personal'],
      ['/statecharts', 'menu.statecharts'],
    ]);
  });

  it('filters server menus by role and permission, and opens links outside', () => {
    const items = buildNavItems(
      [],
      [
        server({ path: '/ops', meta: { title: 'menu.ops', roles: ['operations'] } }),
        server({ path: '/po', meta: { title: 'menu.po', permissions: ['statecharts:view'] } }),
        server({ path: 'docs', meta: { title: 'menu.docs', link: 'https://example.org/docs' } }),
      ],
      { signedIn: true, roles: ['product_owner'], permissions: ['statecharts:view'] },
    );
    expect(items.map((i) => [i.path, i.external])).toEqual([
      ['/po', false],
      ['https://example.org/docs', true],
    ]);
  });
});

describe('fitNavCount (measured entries)', () => {
  it('shows every entry that fits, with no "more" (issue 11: six operations entries at 1440 px)', () => {
    // The spec's estimate at 1440 px is 5; six entries of 80 px fit in the 700 px the header leaves.
    expect(visibleNavCount(1440)).toBe(5);
    expect(fitNavCount([80, 100, 100, 110, 70, 110], 70, 700)).toBe(6);
  });

  it('keeps room for "more" when not all fit, and at least one entry', () => {
    expect(fitNavCount([100, 100, 100, 100], 80, 350)).toBe(2);
    expect(fitNavCount([300, 100], 80, 200)).toBe(1);
  });
});
