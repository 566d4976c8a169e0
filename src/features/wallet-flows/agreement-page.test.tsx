import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { WalletAgreementPage } from './agreement-page';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <WalletAgreementPage />
    </MemoryRouter>,
  );
}

describe('WalletAgreementPage', () => {
  it('shows the recharge agreement with the figures the recharge enforces', () => {
    renderAt('/agreement/recharge');
    expect(screen.getByRole('heading', { level: 1, name: 'Recharge Agreement' })).toBeTruthy();
    const clauses = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(clauses).toHaveLength(6);
    expect(clauses.some((c) => c.includes('at least 1 yuan') && c.includes('within 24 hours'))).toBe(true);
    expect(clauses.some((c) => c.includes('1-3 working days'))).toBe(true);
  });

  it('shows the withdrawal agreement at its own path', () => {
    renderAt('/agreement/withdraw');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawal Agreement' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/within 1-2 working days/)).toBeTruthy();
  });
});
