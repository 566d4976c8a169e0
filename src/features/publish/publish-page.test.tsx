import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { ChangeEvent } from 'react';
import { i18n } from '@/lib/i18n';
import { RealNameStatusQuery } from '@/components/real-name-gate';
import { requirementFields, requirementWorkflow } from '@/entities/requirement/requirement-test-support';
import { renderRoutes } from '@/test/app-test-support';
import { DetailsCounter } from './details-counter';
import { PublishOptionsQuery } from './publish-options.query';
import { PublishRequirementsPage } from './publish-page';
import { PublishProfileQuery } from './publish-profile.query';
import { PublishRequirementQuery } from './publish-requirement.query';
import { SaveRequirementMutation } from './save-requirement.mutation';
import { SubmitRequirementMutation } from './submit-requirement.mutation';

// Quill needs a real browser; the form only needs a control that answers { html, text }.
vi.mock('./rich-text-editor', () => ({
  default: ({ value, onChange, ariaLabel }: { value?: { html: string; text: string }; onChange?(v: { html: string; text: string }): void; ariaLabel?: string }) => (
    <textarea
      aria-label={ariaLabel}
      value={value?.text ?? ''}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange?.({ html: e.target.value ? `<p>${e.target.value}</p>` : '', text: e.target.value })}
    />
  ),
}));

const always = Number.POSITIVE_INFINITY;

const gateMocks: MockLink.MockedResponse[] = [
  { request: { query: RealNameStatusQuery }, maxUsageCount: always, result: { data: { myRealName: { __typename: 'RealNameApplication', id: 3, status: 'verified' } } } },
  {
    request: { query: PublishProfileQuery },
    maxUsageCount: always,
    result: { data: { personalInfo: { __typename: 'PersonalInfo', nickname: 'Ada', fieldsOfInterest: [3] } } },
  },
  {
    request: { query: PublishOptionsQuery },
    maxUsageCount: always,
    result: {
      data: {
        industryTree: [
          {
            __typename: 'Industry',
            id: '3',
            name: 'Environment',
            cnName: '环境',
            children: [{ __typename: 'Industry', id: '31', name: 'Water treatment', cnName: '水处理' }],
          },
        ],
        requestCategories: [{ __typename: 'RequestCategory', id: '2', industryName: '技术攻关', industryNameEn: 'Technical breakthrough' }],
      },
    },
  },
];

function existing(state: string, over: Parameters<typeof requirementFields>[1] = {}): MockLink.MockedResponse {
  return {
    request: { query: PublishRequirementQuery, variables: { id: 7 } },
    maxUsageCount: always,
    result: { data: { myRequirement: { ...requirementFields(state, over), workflow: requirementWorkflow(state) } } },
  };
}

function renderPage(url: string, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes(
    [
      { path: '/publishRequirements/*', element: <PublishRequirementsPage /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    url,
    [...gateMocks, ...mocks],
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the publish page (English)', () => {
  it("shows step 1's rules under their fields in the services' words", async () => {
    renderPage('/publishRequirements');
    await screen.findByRole('button', { name: 'Next' });
    next();
    expect(await screen.findByText('Please enter the title')).toBeTruthy();
    expect(screen.getByText('Please select the domain category')).toBeTruthy();
    expect(screen.getByText('Please select the request category')).toBeTruthy();
    expect(screen.getByText('Please enter the expected duration in days')).toBeTruthy();
    expect(screen.getByText('Please enter the budget')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Budget (yuan)'), { target: { value: '12.345' } });
    // a change hides that field's error until the next check
    await waitFor(() => expect(screen.queryByText('Please enter the budget')).toBeNull());
    next();
    expect(await screen.findByText('The budget must be above 0 and at most 100000000 yuan, with at most 2 decimals')).toBeTruthy();
    // still on step 1
    expect(screen.getByLabelText('Budget (yuan)')).toBeTruthy();
  });

  it('asks for the details or an attachment on step 2, then the agreement on submit', async () => {
    renderPage('/publishRequirements?id=7', [existing('draft', { detailsHtml: '' })]);
    await screen.findByDisplayValue('Low-cost water purification');
    next();
    await screen.findByLabelText('Details');
    next();
    expect(await screen.findByText('Enter the details or upload at least one attachment')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Details'), { target: { value: 'Arsenic filter' } });
    next();
    const review = await screen.findByTestId('publish-review');
    expect(within(review).getByText('Environment / Water treatment')).toBeTruthy();
    expect(within(review).getByText('Technical breakthrough')).toBeTruthy();
    expect(within(review).getByText('¥500,000.00')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'request-release agreement' });
    expect(link.getAttribute('href')).toBe('/agreement/requestRelease');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please read and accept the request-release agreement')).toBeTruthy();
  });

  it("shows operations' reason on top of a rejected requirement", async () => {
    renderPage('/publishRequirements?id=7', [existing('rejected', { reason: 'The budget is unrealistic' })]);
    const alert = await screen.findByTestId('publish-rejected-reason');
    expect(within(alert).getByText('The budget is unrealistic')).toBeTruthy();
  });

  it('creates the draft on the first save, then saves it by its id', async () => {
    const saved: unknown[] = [];
    const fields = requirementFields('draft');
    const { router } = renderPage('/publishRequirements', [
      {
        request: { query: SaveRequirementMutation, variables: (v: Record<string, unknown>) => (saved.push(v), true) },
        maxUsageCount: always,
        result: { data: { saveRequirement: fields } },
      },
      existing('draft'),
    ]);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  Low-cost water purification ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(saved[0]).toEqual({
      input: {
        title: 'Low-cost water purification',
        industryId: null,
        industrySubId: null,
        categoryId: null,
        durationDays: null,
        budgetFen: null,
        detailsHtml: '',
        attachments: [],
        keywords: [],
        institutions: '',
      },
    });
    // the draft's id goes into the URL; the form stays as it is
    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('  Low-cost water purification ');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect((saved[1] as { input: { id?: number } }).input.id).toBe(7);
  });
});

describe('submitting', () => {
  it('saves and submits a complete draft, then counts down to my works', async () => {
    const calls: string[] = [];
    const { router } = renderPage('/publishRequirements?id=7', [
      existing('draft'),
      {
        request: { query: SaveRequirementMutation, variables: (v: { input: { id?: number } }) => (calls.push(`save ${v.input.id}`), true) },
        result: { data: { saveRequirement: requirementFields('draft') } },
      },
      {
        request: { query: SubmitRequirementMutation, variables: (v: { id: number; agreed: boolean }) => (calls.push(`submit ${v.id} ${v.agreed}`), true) },
        result: { data: { submitRequirement: requirementFields('inReview') } },
      },
    ]);
    await screen.findByDisplayValue('Low-cost water purification');
    next();
    await screen.findByLabelText('Details');
    next();
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted')).toBeTruthy();
    expect(calls).toEqual(['save 7', 'submit 7 true']);
    expect(screen.getByText(/My publish list opens in [1-3] s/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/workbench/myworks/publish'), { timeout: 4500 });
  });
});

describe('the details counter', () => {
  it('turns red beyond 5000 characters', () => {
    const { rerender } = render(<DetailsCounter text={'x'.repeat(5000)} />);
    const counter = screen.getByTestId('details-counter');
    expect(counter.textContent).toBe('5000 / 5000');
    expect(counter.className).not.toContain('ant-typography-danger');
    rerender(<DetailsCounter text={'x'.repeat(5001)} />);
    expect(screen.getByTestId('details-counter').textContent).toBe('5001 / 5000');
    expect(screen.getByTestId('details-counter').className).toContain('ant-typography-danger');
  });

  it('counts what the editor holds on step 2 and the rule refuses more', async () => {
    renderPage('/publishRequirements?id=7', [existing('draft', { detailsHtml: '' })]);
    await screen.findByDisplayValue('Low-cost water purification');
    next();
    const editor = await screen.findByLabelText('Details');
    fireEvent.change(editor, { target: { value: 'y'.repeat(5001) } });
    await waitFor(() => expect(screen.getByTestId('details-counter').className).toContain('ant-typography-danger'));
    next();
    expect(await screen.findByText('The details can have at most 5000 characters')).toBeTruthy();
    await act(async () => {});
  });
});
