/**
 * A password field's eye button (issue 11): antd draws it as a `role="button"` in the tab order that Enter and Space
 * work; the app's antd scope names it after what it does, in the page language ("显示密码", not antd's bare "显示").
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { AntdScopeImpl, localeReady } from './antd-scope-impl';

afterEach(cleanup);
afterAll(async () => {
  await setLanguage('zh');
});

function PasswordField({ label }: { label: string }) {
  return (
    <AntdScopeImpl>
      <label htmlFor="pw">{label}</label>
      <Input.Password id="pw" />
    </AntdScopeImpl>
  );
}

describe("a password field's eye button", () => {
  it('is in the tab order, named in Chinese, and Enter and Space show and hide the password', async () => {
    await localeReady;
    await act(async () => {
      await setLanguage('zh');
    });
    render(<PasswordField label="密码" />);
    const field = screen.getByLabelText('密码');
    const eye = screen.getByRole('button', { name: '显示密码' });
    expect(eye.tabIndex).toBe(0);
    expect(eye.getAttribute('aria-pressed')).toBe('false');

    fireEvent.keyDown(eye, { key: 'Enter' });
    expect(field.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(eye, { key: ' ' });
    expect(field.getAttribute('type')).toBe('password');
  });

  it('is named in English on an English page', async () => {
    await act(async () => {
      await setLanguage('en');
    });
    render(<PasswordField label="Password" />);
    const eye = screen.getByRole('button', { name: 'Show password' });
    fireEvent.keyDown(eye, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(eye);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});
