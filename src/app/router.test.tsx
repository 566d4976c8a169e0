import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { currentLanguage, setLanguage } from '@/lib/i18n';
import { useLoginDialog } from '@/lib/login-dialog';
import { AppProviders } from './providers';
import { appRouteObjects } from './router';
import type { AppRoute } from './routes';

const member = {
  __typename: 'User',
  id: '1',
  phone: '86-13800000001',
  primaryEmail: null,
  nickname: 'Demo',
  avatar: null,
  passwordLastModify: null,
  jyPasswordLastModify: null,
  localization: 'zh',
  roles: ['member'],
  permissions: [],
};

/**
 * Answers the menu with an empty list and `me` with a member (or a 401 when `profileFails`): the shell needs
 * no server for these tests.
 */
function testClient({ profileFails = false } = {}) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Me' && profileFails) {
          observer.next({ errors: [{ message: 'token revoked', extensions: { code: 'SERVICE_ERROR', status: 401 } }] });
        } else if (operation.operationName === 'Me') {
          observer.next({ data: { me: member } });
        } else {
          observer.next({ data: operation.operationName === 'Routers' ? { routers: [] } : null });
        }
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function Probe() {
  const dialog = useLoginDialog();
  return <output data-testid="dialog">{dialog.open ? `${dialog.type} ${dialog.redirect}` : 'closed'}</output>;
}

// Small pages instead of the real lazy ones: the guard and the URL effects are what is tested here.
const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
const table: AppRoute[] = [
  { path: '/index', name: 'menu.index', access: 'public', load: page('landing') },
  { path: '/hall', name: 'menu.hall', access: 'public', load: page('hall') },
  { path: '/personal', access: 'login', redirect: '/personal/home' },
  { path: '/personal/home', name: 'menu.workbench', access: 'login', load: page('workbench') },
  { path: '/old-detail', access: 'public', redirect: '/hall' },
  { path: '*', access: 'public', load: page('missing') },
];

function renderAt(url: string, options?: { profileFails?: boolean }) {
  const router = createMemoryRouter(appRouteObjects(table), { initialEntries: [url] });
  render(
    <AppProviders client={testClient(options)}>
      <Probe />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('zh'));
  document.cookie = 'Admin-Token=; path=/; max-age=0';
});

describe('the route guard', () => {
  it('sends a visitor without a token from /personal to /index?redirect=… and opens the login dialog', async () => {
    const router = renderAt('/personal');
    await screen.findByText('landing');
    expect(router.state.location.pathname).toBe('/index');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/personal');
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('login /personal'));
  });

  it('keeps the query string on a redirect (an older name of a page)', async () => {
    const router = renderAt('/old-detail?id=7&tab=plans');
    await screen.findByText('hall');
    expect(router.state.location.pathname).toBe('/hall');
    expect(router.state.location.search).toBe('?id=7&tab=plans');
  });

  it('lets a visitor with a token in, following the /personal redirect', async () => {
    document.cookie = 'Admin-Token=t0ken; path=/';
    const router = renderAt('/personal');
    await screen.findByText('workbench');
    expect(router.state.location.pathname).toBe('/personal/home');
    expect(screen.getByTestId('dialog').textContent).toBe('closed');
  });

  it('logs out, opens the login dialog and goes to /index when the profile fetch fails', async () => {
    document.cookie = 'Admin-Token=revoked; path=/';
    const router = renderAt('/personal/home', { profileFails: true });
    await screen.findByText('landing');
    expect(router.state.location.pathname).toBe('/index');
    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toMatch(/^login/));
    expect(document.cookie).not.toContain('Admin-Token=revoked');
  });

  it('opens public pages without asking', async () => {
    renderAt('/hall');
    await screen.findByText('hall');
    expect(screen.getByTestId('dialog').textContent).toBe('closed');
  });
});

describe('language by URL', () => {
  it('switches to English on /en/hall and drops the segment', async () => {
    const router = renderAt('/en/hall');
    await screen.findByText('hall');
    expect(router.state.location.pathname).toBe('/hall');
    // The switch shows English once antd's English locale is in too (src/lib/i18n.ts), a moment after the page.
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect((await screen.findAllByRole('link', { name: 'Project hall' })).length).toBeGreaterThan(0);
  });

  it('stays in Chinese without a language segment', async () => {
    renderAt('/hall');
    await screen.findByText('hall');
    expect(currentLanguage()).toBe('zh');
    expect(screen.getAllByRole('link', { name: '项目大厅' }).length).toBeGreaterThan(0);
  });
});
