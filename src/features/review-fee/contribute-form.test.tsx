import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { contributionError } from './amount-rules';
import { ContributeForm } from './contribute-form';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderForm(leftFen = 350_000) {
  const onNext = vi.fn();
  renderInApp(<ContributeForm leftFen={leftFen} minContributionFen={10_000} onNext={onNext} />, []);
  const type = (value: string) => {
    fireEvent.change(screen.getByLabelText('Amount (coins)'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  };
  return { onNext, type };
}

describe('the contribution amount (spec 5 and 8, in English)', () => {
  it('says the spec words for nothing, zero and a negative amount: Investment >0 required', async () => {
    const { onNext, type } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Investment >0 required');
    type('0');
    expect(screen.getByRole('alert').textContent).toBe('Investment >0 required');
    type('-5');
    expect(screen.getByRole('alert').textContent).toBe('Investment >0 required');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('asks for at least 100, at most what is left, and 2 decimals at most', () => {
    const { onNext, type } = renderForm();
    type('99.99');
    expect(screen.getByRole('alert').textContent).toBe('Each contribution must be at least 100');
    type('3500.01');
    expect(screen.getByRole('alert').textContent).toBe('The contribution cannot exceed what is left (3500.00)');
    type('100.001');
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in yuan with at most 2 decimals');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('goes on with the amount in fen once the rules pass, what is left included', () => {
    const { onNext, type } = renderForm();
    type('100');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onNext).toHaveBeenLastCalledWith(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Everything left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenLastCalledWith(350_000);
  });

  it('lets the last contributor give less than 100 when less is left (the shared rule)', () => {
    expect(contributionError('50', 5_000)).toBeNull();
    expect(contributionError('49', 5_000)).toEqual({ rule: 'contributionMin', params: { min: '50.00' } });
  });
});
