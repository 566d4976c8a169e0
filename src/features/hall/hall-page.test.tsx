import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { LoginDialogProvider } from '@/lib/login-dialog';
import { renderRoutes } from '@/test/app-test-support';
import { HallPage, KEYWORD_DEBOUNCE_MS } from './hall-page';
import { HallQuery } from './hall.query';
import { HallReferencesQuery } from './hall-references.query';
import { campaignRecord, hallRecord, hallReferences } from './hall-test-support';

vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ isSignedIn: false, hasToken: false }) }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  window.innerWidth = 1280;
});

type HallVars = { pageNum: number; pageSize: number; filter: Record<string, unknown> };

function mocks(total: number, calls: HallVars[], records = (vars: HallVars) => [hallRecord(vars.pageNum * 100 + 1)]): MockLink.MockedResponse[] {
  return [
    { request: { query: HallReferencesQuery }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: hallReferences } },
    {
      request: { query: HallQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (vars: Record<string, unknown>) => {
        calls.push(vars as HallVars);
        return { data: { hall: { __typename: 'RequirementPage', records: records(vars as HallVars), total_record: total } } } as never;
      },
    },
  ];
}

function renderHall(url: string, total: number, calls: HallVars[] = [], records?: (vars: HallVars) => unknown[]) {
  return renderRoutes(
    [
      {
        path: '/hall',
        element: (
          <LoginDialogProvider>
            <HallPage />
          </LoginDialogProvider>
        ),
      },
    ],
    url,
    mocks(total, calls, records as never),
  );
}

const pageButtons = () => within(screen.getByTestId('pager')).getAllByRole('button', { name: /^Page \d+$/ });

describe('the hall', { timeout: 60_000 }, () => {
  it('asks for 20 a page and shows 7 page buttons on a wide window (spec 9), the first and last among them', async () => {
    window.innerWidth = 1280;
    const calls: HallVars[] = [];
    renderHall('/hall?page=10', 400, calls);
    expect(await screen.findByText('Solid-state battery separator 1001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calls[0]).toEqual({ pageNum: 10, pageSize: 20, filter: {} });
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows 5 page buttons below 992 px', async () => {
    window.innerWidth = 800;
    renderHall('/hall?page=10', 400);
    await screen.findByText('Solid-state battery separator 1001', {}, { timeout: 10_000 });
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '9', '10', '11', '20']);
  });

  it('keeps the count at the edges too (7 wide, 5 narrow on page 1) and moves to the page chosen', async () => {
    window.innerWidth = 1280;
    const calls: HallVars[] = [];
    const { router } = renderHall('/hall', 400, calls);
    await screen.findByText('Solid-state battery separator 101', {}, { timeout: 10_000 });
    expect(pageButtons()).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(await screen.findByText('Solid-state battery separator 2001', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=20');
    cleanup();

    window.innerWidth = 600;
    renderHall('/hall', 400);
    await screen.findByText('Solid-state battery separator 101', {}, { timeout: 10_000 });
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '20']);
  });

  it('searches the keyword after a pause in typing, from page 1', async () => {
    const calls: HallVars[] = [];
    renderHall('/hall?page=3', 100, calls);
    await screen.findByText('Solid-state battery separator 301', {}, { timeout: 10_000 });
    const typedAt = Date.now();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search title, keywords or details' }), { target: { value: '电池' } });
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, filter: { keyword: '电池' } }), { timeout: 3000 });
    // Not at once: after the pause.
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(KEYWORD_DEBOUNCE_MS - 50);
  });

  it('does not take over the navigation to a requirement when a keyword typed just before settles on the way', async () => {
    // The detail page's code takes longer to load than the keyword's pause: the hall is still on screen when it settles.
    const { router } = renderRoutes(
      [
        { path: '/hall', element: <LoginDialogProvider><HallPage /></LoginDialogProvider> },
        { path: '/detail', lazy: async () => { await new Promise((resolve) => setTimeout(resolve, KEYWORD_DEBOUNCE_MS * 3)); return { Component: () => <p>detail page</p> }; } },
      ],
      '/hall',
      mocks(1, []),
    );
    await screen.findByText('Solid-state battery separator 101', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search title, keywords or details' }), { target: { value: '电池' } });
    fireEvent.click(within(screen.getByTestId('hall-card')).getAllByRole('link')[0]);
    expect(await screen.findByText('detail page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/detail');
    expect(router.state.location.search).toBe('?id=101');
  });

  it('shows the crowdfunding campaigns with their progress, and an empty state', async () => {
    const calls: HallVars[] = [];
    renderHall('/hall?tab=crowdfunding', 1, calls, () => [hallRecord(1, { campaign: campaignRecord(7), crowdfundingStatus: 3 })]);
    const card = await screen.findByTestId('hall-card', {}, { timeout: 10_000 });
    expect(calls[0].filter).toEqual({ crowdfunding: true });
    expect(within(card).getByText('¥1,500.00 raised of ¥5,000.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Contribute' }).getAttribute('href')).toBe('/crowdfunding?id=7');
    cleanup();

    renderHall('/hall?stage=3', 0, [], () => []);
    expect(await screen.findByText('No requirements match these filters.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.queryByTestId('pager')).toBeNull();
  });
});
