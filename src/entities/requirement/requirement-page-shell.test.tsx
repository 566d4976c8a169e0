import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { RequirementPageShell } from './requirement-page-shell';
import { requirementFields } from './requirement-test-support';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the shell of a requirement step page', () => {
  it('names the section by its h1, then the summary card with the link back, then the page', () => {
    render(
      <MemoryRouter>
        <RequirementPageShell className="review-fee" titleId="pay-self-title" title="Pay the fee" requirement={requirementFields('feeDue.choosingMode', { title: 'A sensor' })} back={{ to: '/taskDetail?id=7', label: 'Back' }}>
          <p>the page</p>
        </RequirementPageShell>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Pay the fee' });
    expect(section.className).toBe('portal-page review-fee');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay the fee');
    const card = within(section).getByTestId('requirement-card');
    expect(within(card).getByText('A sensor')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/taskDetail?id=7');
    expect(within(section).getByText('the page')).toBeTruthy();
  });
});
