import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { AssessmentPage } from './assessment-page';
import { CheckPage, OfferBlueprintPage, ResolvePage } from './my-works-invitation-pages';
import { MyInvitationsQuery } from './my-invitations.query';

const always = Number.POSITIVE_INFINITY;

const invitation = (id: number, cate: number, status: number, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Invitation',
  id,
  status,
  cate,
  expiredAt: Date.UTC(2026, 11, 1, 8),
  payBack: 12_000,
  industryName: '["新能源"]',
  industryNameEn: '["New energy"]',
  createdAt: Date.UTC(2026, 10, 25),
  marketSize: null,
  campaignId: null,
  reason: null,
  availableEvents: status === 0 ? ['invite.accept', 'invite.reject'] : [],
  requirement: { __typename: 'InvitationRequirement', id: 100 + id, requirementNo: `RQ20261125000${id}`, title, mainProcess: 2, state: 'preReview.analysis' },
  ...extra,
});

function listMock(cate: number, records: unknown[], states: number[] | null = null): MockLink.MockedResponse {
  return {
    request: { query: MyInvitationsQuery, variables: { pageNum: 1, pageSize: 20, cate, states } },
    maxUsageCount: always,
    result: { data: { invitations: { __typename: 'InvitationPage', records, total_record: records.length } } },
  };
}

const PATHS = {
  assessment: <AssessmentPage />,
  offerBlueprint: <OfferBlueprintPage />,
  check: <CheckPage />,
  resolve: <ResolvePage />,
};

const render = (page: keyof typeof PATHS, mocks: MockLink.MockedResponse[]) =>
  renderRoutes(
    [
      { path: `/personal/workbench/myworks/${page}`, element: PATHS[page] },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    `/personal/workbench/myworks/${page}`,
    mocks,
  );

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
const href = (el: HTMLElement) => el.getAttribute('href');

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('my works: invitation lists', () => {
  it('my breakdown plans: kind 3, the accepted one leads to its plan, the pending one to its detail', async () => {
    const { router } = render('offerBlueprint', [
      listMock(3, [invitation(1, 3, 1, 'Container tallying'), invitation(2, 3, 0, 'Port cranes'), invitation(3, 3, 3, 'PV drones')]),
    ]);
    expect(await screen.findByText('Container tallying')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My blueprints');
    const accepted = within(rowOf('Container tallying'));
    expect(href(accepted.getByRole('link', { name: 'Container tallying' }))).toBe('/detail?id=101');
    expect(accepted.getByText('Accepted')).toBeTruthy();
    expect(accepted.getByText('120.00 coins', { exact: false })).toBeTruthy();
    expect(href(accepted.getByTestId('blueprints-analyse'))).toBe('/projectAnalysisReviewSubProject?id=1');
    expect(accepted.getByTestId('blueprints-analyse').textContent).toBe('Write the breakdown plan');
    const pending = within(rowOf('Port cranes'));
    expect(pending.getByTestId('blueprints-detail').textContent).toBe('Accept or reject');
    expect(href(pending.getByTestId('blueprints-detail'))).toBe('/inviteDetail?id=2');
    expect(pending.queryByTestId('blueprints-analyse')).toBeNull();
    // timed out: its detail only
    expect(within(rowOf('PV drones')).queryByTestId('blueprints-analyse')).toBeNull();
    fireEvent.click(accepted.getByTestId('blueprints-analyse'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/projectAnalysisReviewSubProject?id=1');
  });

  it('my reviews: kind 4 to /projectAnalysisReviewReview, kind 7 to /resolve, switched by kind', async () => {
    render('check', [listMock(4, [invitation(4, 4, 1, 'Cold chain')]), listMock(7, [invitation(7, 7, 2, 'Grain pests')])]);
    expect(await screen.findByText('Cold chain')).toBeTruthy();
    expect(href(within(rowOf('Cold chain')).getByTestId('reviews-review'))).toBe('/projectAnalysisReviewReview?id=4');
    fireEvent.click(within(screen.getByTestId('reviews-kind')).getByText('Solution review'));
    expect(await screen.findByText('Grain pests')).toBeTruthy();
    const done = within(rowOf('Grain pests')).getByTestId('reviews-review-solutions');
    expect(href(done)).toBe('/resolve?id=7');
    expect(done.textContent).toBe('View my scores');
  });

  it('my solutions: kind 5 to /provideSolutions; the status filter asks for that status', async () => {
    render('resolve', [listMock(5, [invitation(5, 5, 1, 'Catenary defects'), invitation(6, 5, 0, 'Other')]), listMock(5, [invitation(5, 5, 1, 'Catenary defects')], [1])]);
    expect(await screen.findByText('Other')).toBeTruthy();
    expect(href(within(rowOf('Catenary defects')).getByTestId('solutions-solutions'))).toBe('/provideSolutions?id=5');
    expect(screen.queryByTestId('solutions-kind')).toBeNull();
    fireEvent.click(within(screen.getByTestId('solutions-state')).getByText('Accepted'));
    await waitFor(() => expect(screen.queryByText('Other')).toBeNull());
    expect(screen.getByText('Catenary defects')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('shows an empty state when there is nothing', async () => {
    render('check', [listMock(4, [])]);
    expect((await screen.findByTestId('reviews-empty')).textContent).toContain('You have no review invitations yet.');
  });

  it('my assessments still show the market size answer of an initial evaluation and lead to /evaluate', async () => {
    render('assessment', [listMock(1, [invitation(8, 1, 1, 'Gas leaks'), invitation(9, 1, 1, 'Answered', { marketSize: '0-50' })])]);
    expect(await screen.findByText('Gas leaks')).toBeTruthy();
    expect(href(within(rowOf('Gas leaks')).getByTestId('assessment-evaluate'))).toBe('/evaluate?id=8');
    expect(within(rowOf('Answered')).queryByTestId('assessment-evaluate')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'My answer' })).toBeTruthy();
  });
});
