import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { PERSONAL_HOME } from '@/lib/paths';
import { operationsMenu } from './operations-menu';
import { PERSONAL_HIDDEN_PARENTS, PERSONAL_MENU } from './personal-menu';
import { menuLeaves, pathWithin, selectMenuEntry } from './section-menu';

const select = (path: string) => selectMenuEntry(PERSONAL_MENU, path, PERSONAL_HIDDEN_PARENTS);

describe('personal centre menu', () => {
  it('has the three groups of spec section 2 with every menu page of the personal centre', () => {
    expect(PERSONAL_MENU.map((g) => g.title)).toEqual(['menu.groups.workbench', 'menu.groups.account', 'menu.groups.wallet']);
    const leaves = menuLeaves(PERSONAL_MENU).map((l) => l.item.path);
    // account management: the spec's four and the industry expert entry (issue 12)
    expect(leaves).toHaveLength(1 + 8 + 5 + 6);
    expect(leaves).toContain('/personal/accountManagement/account/expertAuth');
    // Each entry is a route of the table, in the personal layout.
    for (const path of leaves) expect(routes.find((r) => r.path === path)?.layout, path).toBe('personal');
    expect(leaves).not.toContain('/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail');
  });

  it('selects the entry of the URL and opens the submenu it is in', () => {
    expect(select(PERSONAL_HOME)).toMatchObject({ selected: PERSONAL_HOME, open: [] });
    expect(select('/personal/workbench/myworks/check')).toMatchObject({ selected: '/personal/workbench/myworks/check', open: ['submenu:myworks'] });
    expect(select('/personal/wallet/record/withdrawRecord/')).toMatchObject({ selected: '/personal/wallet/record/withdrawRecord', open: ['submenu:records'] });
  });

  it('lets a hidden route select its parent', () => {
    expect(select('/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail').selected).toBe('/personal/accountManagement/account/bankCardAuth');
    expect(select('/recharge/step2')).toMatchObject({ selected: '/personal/wallet/fiatWallet', open: [] });
    expect(select('/review/scoringTable')).toMatchObject({ selected: '/personal/workbench/myworks/check', open: ['submenu:myworks'] });
    expect(select('/publishRequirements/step1').selected).toBe('/personal/workbench/myworks/publish');
  });

  it('gives every hidden route of the personal layout a selected entry', () => {
    for (const route of routes.filter((r) => r.layout === 'personal')) {
      const path = route.path.replace('/*', '/x');
      expect(select(path).selected, route.path).toBeDefined();
    }
  });

  it('selects nothing for a URL of another section, and matches whole segments only', () => {
    expect(select('/hall').selected).toBeUndefined();
    expect(select('/reviewer').selected).toBeUndefined();
    expect(pathWithin('/cashier', '/cash')).toBe(false);
    expect(pathWithin('/cash/2', '/cash')).toBe(true);
  });
});

describe('operations menu from the server', () => {
  const staff = { signedIn: true, roles: ['member', 'operations'], permissions: ['operations:review'] };
  const meta = (title: string) => ({ title, roles: ['operations'], permissions: ['operations:review'] });
  const routers = [
    { name: 'Statecharts', path: '/statecharts', hidden: false, meta: { title: 'menu.statecharts' }, children: [] },
    {
      name: 'Operations',
      path: '/operations',
      hidden: false,
      meta: meta('menu.operations.title'),
      children: [
        { name: 'A', path: '/operations/real-name', hidden: false, meta: meta('menu.operations.realName') },
        { name: 'B', path: 'face-checks', hidden: false, meta: meta('menu.operations.faceChecks') },
        { name: 'C', path: '/operations/secret', hidden: true, meta: meta('x') },
      ],
    },
  ];

  it('turns the /operations item into a group of its visible children, relative paths made absolute', () => {
    const menu = operationsMenu(routers, staff);
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: 'group', title: 'menu.operations.title' });
    expect(menuLeaves(menu).map((l) => [l.item.path, l.item.title])).toEqual([
      ['/operations/real-name', 'menu.operations.realName'],
      ['/operations/face-checks', 'menu.operations.faceChecks'],
    ]);
    expect(selectMenuEntry(menu, '/operations/face-checks').selected).toBe('/operations/face-checks');
  });

  it('shows nothing to a member even if the server sent it (display check of spec section 6)', () => {
    expect(operationsMenu(routers, { signedIn: true, roles: ['member'], permissions: [] })).toEqual([]);
    expect(operationsMenu(routers, { signedIn: true, roles: ['admin'], permissions: ['*:*:*'] })).toHaveLength(1);
  });
});
