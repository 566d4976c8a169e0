import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { appRouteObjects } from '@/app/router';
import type { AppRoute } from '@/app/routes';
import { setLanguage } from '@/lib/i18n';
import { LAYOUT_SETTING_KEY } from '@/lib/layout-settings';

const user = (roles: string[], permissions: string[] = []) => ({
  __typename: 'User',
  id: '7',
  phone: '86-13800000001',
  primaryEmail: null,
  nickname: 'Ada',
  avatar: null,
  passwordLastModify: null,
  jyPasswordLastModify: null,
  localization: 'zh',
  roles,
  permissions,
});
const member = user(['member']);
const ops = user(['member', 'operations'], ['operations:review', 'statecharts:view']);

const staffMeta = (title: string) => ({
  __typename: 'RouteMeta',
  title,
  icon: null,
  link: null,
  roles: ['operations'],
  permissions: ['operations:review'],
});
/** What GET /getRouters answers the operations role (services/db/seed/seed.ts). */
const opsRouters = [
  {
    __typename: 'RouterItem',
    name: 'Operations',
    path: '/operations',
    hidden: false,
    meta: staffMeta('menu.operations.title'),
    children: [
      { __typename: 'RouterItem', name: 'A', path: '/operations/real-name', hidden: false, meta: staffMeta('menu.operations.realName') },
      { __typename: 'RouterItem', name: 'B', path: '/operations/face-checks', hidden: false, meta: staffMeta('menu.operations.faceChecks') },
    ],
  },
];

function testClient(me: typeof member) {
  const staff = me.roles.includes('operations');
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Me') observer.next({ data: { me } });
        else if (operation.operationName === 'Routers') observer.next({ data: { routers: staff ? opsRouters : [] } });
        else observer.next({ data: null });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
const table: AppRoute[] = [
  { path: '/index', name: 'menu.index', access: 'public', load: page('landing') },
  { path: '/personal/workbench/statistics/index', name: 'menu.workbench', access: 'login', layout: 'personal', load: page('workbench') },
  { path: '/personal/accountManagement/account/bankCardAuth', name: 'menu.account.bankCardAuth', access: 'login', layout: 'personal', load: page('cards') },
  {
    path: '/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail',
    name: 'menu.account.bankCardAuthDetail',
    access: 'login',
    layout: 'personal',
    load: page('card detail'),
  },
  { path: '/personal/wallet/record/flowRecord', name: 'menu.wallet.flowRecord', access: 'login', layout: 'personal', load: page('flows') },
  { path: '/operations/real-name', name: 'menu.operations.realName', access: 'operations', layout: 'operations', load: page('real-name queue') },
  { path: '/operations/face-checks', name: 'menu.operations.faceChecks', access: 'operations', layout: 'operations', load: page('face queue') },
  { path: '/401', access: 'public', load: page('refused') },
  { path: '*', access: 'public', load: page('missing') },
];

function renderAt(url: string, options: { me?: typeof member; width?: number; topNav?: boolean } = {}) {
  document.cookie = 'Admin-Token=t0ken; path=/';
  localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ topNav: options.topNav ?? true }));
  window.innerWidth = options.width ?? 1280;
  const router = createMemoryRouter(appRouteObjects(table), { initialEntries: [url] });
  render(
    <AppProviders client={testClient(options.me ?? member)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const selectedEntry = () => screen.getByTestId('section-menu').querySelector('.ant-menu-item-selected')?.textContent;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  document.cookie = 'Admin-Token=; path=/; max-age=0';
  await act(() => setLanguage('zh'));
});

describe('personal centre layout', () => {
  it('wraps personal pages in the side menu of three groups, the current entry selected', async () => {
    renderAt('/personal/workbench/statistics/index');
    await screen.findByText('workbench', {}, { timeout: 15_000 });
    const menu = within(screen.getByTestId('personal-centre')).getByRole('navigation', { name: '个人中心' });
    for (const group of ['工作台', '账户管理', '我的钱包']) expect(within(menu).getByText(group)).toBeTruthy();
    expect(selectedEntry()).toBe('我的工作台');
  });

  it('selects the parent entry on a hidden route, and opens the submenu of a nested entry', async () => {
    const router = renderAt('/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail');
    await screen.findByText('card detail', {}, { timeout: 15_000 });
    expect(selectedEntry()).toBe('银行卡认证');
    await act(() => router.navigate('/personal/wallet/record/flowRecord'));
    await screen.findByText('flows', {}, { timeout: 15_000 });
    expect(selectedEntry()).toBe('资金流水');
    expect(within(screen.getByTestId('section-menu')).getByRole('link', { name: '资金流水' })).toBeTruthy();
  });

  it('navigates by its links', async () => {
    const router = renderAt('/personal/workbench/statistics/index');
    await screen.findByText('workbench', {}, { timeout: 15_000 });
    fireEvent.click(within(screen.getByTestId('section-menu')).getByRole('link', { name: '银行卡认证' }));
    await screen.findByText('cards', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/personal/accountManagement/account/bankCardAuth');
  });

  it('folds the menu into a bar naming the current entry below 992 px, opening it in a drawer', async () => {
    renderAt('/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail', { width: 390 });
    await screen.findByText('card detail', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('section-menu')).toBeNull();
    const toggle = screen.getByTestId('section-menu-toggle');
    expect(toggle.textContent).toContain('银行卡认证');
    fireEvent.click(toggle);
    fireEvent.click(within(await screen.findByTestId('section-menu')).getByRole('link', { name: '我的工作台' }));
    await screen.findByText('workbench', {}, { timeout: 15_000 });
  });

  it('keeps its menu in the side-navigation mode of the layout settings', async () => {
    renderAt('/personal/workbench/statistics/index', { topNav: false });
    await screen.findByText('workbench', {}, { timeout: 15_000 });
    expect(screen.getByTestId('side-nav')).toBeTruthy();
    expect(selectedEntry()).toBe('我的工作台');
  });
});

describe('operations area layout', () => {
  it('builds its menu from the server menu for operations staff, and the top bar shows the area', async () => {
    renderAt('/operations/face-checks', { me: ops });
    await screen.findByText('face queue', {}, { timeout: 15_000 });
    const area = screen.getByTestId('operations-area');
    await waitFor(() => expect(within(area).getByRole('link', { name: '实名认证申请' })).toBeTruthy());
    expect(selectedEntry()).toBe('人脸核验');
    expect(within(screen.getByTestId('top-bar')).getByRole('link', { name: '运营' })).toBeTruthy();
  });

  it('refuses a member: the 401 page, no operations menu', async () => {
    const router = renderAt('/operations/real-name');
    await screen.findByText('refused', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/401');
    expect(screen.queryByTestId('operations-area')).toBeNull();
    expect(within(screen.getByTestId('top-bar')).queryByRole('link', { name: '运营' })).toBeNull();
  });
});
