import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { PasswordStrength } from './password-strength';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const meter = () => screen.getByRole('meter', { name: 'Password strength' });

describe('PasswordStrength', () => {
  it.each([
    ['', 0, 'Too weak'],
    ['abc', 0, 'Too weak'], // only lower case: no criterion met but none
    ['abcdef1', 1, 'Weak'], // length and digit
    ['Abcdef1', 2, 'Medium'], // length, mixed case, digit
    ['Abcdef1!', 3, 'Strong'], // all four
    ['ab1!', 1, 'Weak'], // digit and symbol, too short
  ])('rates %j as level %i', (password, level, text) => {
    render(<PasswordStrength password={password} />);
    expect(meter().getAttribute('aria-valuenow')).toBe(String(level));
    expect(meter().getAttribute('aria-valuetext')).toBe(text);
    expect(meter().querySelectorAll('.auth-strength__bar--on')).toHaveLength(level);
  });

  it('speaks Chinese when the page does', async () => {
    await i18n.changeLanguage('zh');
    render(<PasswordStrength password="Abcdef1!" />);
    expect(screen.getByRole('meter', { name: '密码强度' }).getAttribute('aria-valuetext')).toBe('强');
    await i18n.changeLanguage('en');
  });
});
