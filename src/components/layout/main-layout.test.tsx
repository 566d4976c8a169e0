import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { appRouteObjects } from '@/app/router';
import type { AppRoute } from '@/app/routes';
import { LAYOUT_SETTING_KEY, type LayoutSettings } from '@/lib/layout-settings';

/** The menu answers empty, everything else with nothing: the shell needs no server here. */
function testClient() {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        observer.next({ data: operation.operationName === 'Routers' ? { routers: [] } : null });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
const table: AppRoute[] = [
  { path: '/index', name: 'menu.index', access: 'public', menu: true, load: page('landing') },
  { path: '/hall', name: 'menu.hall', access: 'public', menu: true, load: page('hall') },
  { path: '/statecharts', name: 'menu.statecharts', access: 'public', load: page('charts') },
  { path: '*', name: 'menu.notFound', access: 'public', load: page('missing') },
];

/** Renders the real shell at `url` on a desktop-wide window (or `width`) with the given stored layout settings. */
async function renderAt(url: string, settings: Partial<LayoutSettings> = {}, width = 1280) {
  localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify(settings));
  window.innerWidth = width;
  const router = createMemoryRouter(appRouteObjects(table), { initialEntries: [url] });
  render(
    <AppProviders client={testClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByText(url.endsWith('/hall') ? 'hall' : 'landing');
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the phone bar', () => {
  it('closes its navigation drawer when Log in in it opens the login dialog (issue 11)', async () => {
    await renderAt('/hall', {}, 390);
    const open = within(screen.getByTestId('mobile-bar')).getByRole('button', { name: '打开菜单' });
    fireEvent.click(open);
    // Waits of 5 s, not testing-library's 1 s: the drawer and the dialog are lazy, which a busy run makes slow.
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('true'), { timeout: 15_000 });
    const drawer = (await screen.findByRole('navigation', { name: '主导航' }, { timeout: 15_000 })).closest<HTMLElement>('.ant-drawer')!;
    fireEvent.click(within(drawer).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('false'), { timeout: 15_000 });
  });
});

describe('top navigation setting', () => {
  it('puts the navigation in the top bar by default, with no sidebar', async () => {
    await renderAt('/hall');
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(screen.queryByTestId('side-nav')).toBeNull();
  });

  it('moves the entries into a sidebar, active one marked, when off', async () => {
    await renderAt('/hall', { topNav: false, sideTheme: 'light' });
    const side = screen.getByTestId('side-nav');
    expect(side.className).toContain('portal-sidebar--light');
    const hall = within(side).getByRole('link', { name: '项目大厅' });
    expect(hall.getAttribute('aria-current')).toBe('page');
    expect(hall.className).toContain('is-active');
    expect(within(side).getByRole('link', { name: '首页' }).className).not.toContain('is-active');
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).queryByRole('navigation')).toBeNull();
    expect(within(bar).queryByRole('link', { name: '项目大厅' })).toBeNull();
  });

  it('applies at once when switched in the settings drawer', async () => {
    await renderAt('/hall');
    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const row = (await screen.findByText('顶部导航')).closest('label')!;
    fireEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByTestId('side-nav')).toBeTruthy();
    expect(within(screen.getByTestId('top-bar')).queryByRole('navigation')).toBeNull();
  });
});

describe('sidebar logo setting', () => {
  it('shows the logo atop the sidebar and drops it from the top bar', async () => {
    await renderAt('/hall', { topNav: false, sidebarLogo: true });
    expect(within(screen.getByTestId('side-nav')).getByTestId('sidebar-logo')).toBeTruthy();
    expect(within(screen.getByTestId('top-bar')).queryByRole('link', { name: '返回首页' })).toBeNull();
  });

  it('leaves the logo in the top bar when off', async () => {
    await renderAt('/hall', { topNav: false, sidebarLogo: false });
    expect(screen.queryByTestId('sidebar-logo')).toBeNull();
    expect(within(screen.getByTestId('top-bar')).getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('has no effect with top navigation on, and the drawer says so', async () => {
    await renderAt('/hall', { topNav: true, sidebarLogo: true });
    expect(screen.queryByTestId('sidebar-logo')).toBeNull();
    expect(within(screen.getByTestId('top-bar')).getByRole('link', { name: '返回首页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '布局设置' }));
    expect(await screen.findByText('仅在关闭顶部导航时生效')).toBeTruthy();
  });
});

describe('tags view setting', () => {
  it('is hidden when off', async () => {
    await renderAt('/hall', { tagsView: false });
    expect(screen.queryByTestId('tags-view')).toBeNull();
  });

  it('records the visited pages, marks the current one, and keeps home unclosable', async () => {
    const router = await renderAt('/hall');
    const tags = () => within(screen.getByTestId('tags-view'));
    expect(tags().getByRole('link', { name: '项目大厅' }).getAttribute('aria-current')).toBe('page');
    expect(tags().queryByRole('button', { name: '关闭 首页' })).toBeNull();

    await act(() => router.navigate('/statecharts'));
    await screen.findByText('charts');
    expect(tags().getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '项目大厅', '流程状态图']);
    expect(tags().getByRole('link', { name: '流程状态图' }).getAttribute('aria-current')).toBe('page');
    expect(tags().getByRole('link', { name: '项目大厅' }).getAttribute('aria-current')).toBeNull();

    // A click on a tab navigates; closing the current tab goes to the last one left.
    fireEvent.click(tags().getByRole('link', { name: '项目大厅' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hall'));
    fireEvent.click(tags().getByRole('button', { name: '关闭 项目大厅' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/statecharts'));
    expect(tags().getAllByRole('link').map((a) => a.textContent)).toEqual(['首页', '流程状态图']);
  });

  it('names a page opened with a language segment by the page, not "page not found"', async () => {
    const router = await renderAt('/en/hall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hall'));
    const tags = within(screen.getByTestId('tags-view'));
    await waitFor(() => expect(tags.getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Project hall']));
  });
});
