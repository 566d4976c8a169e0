import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { i18n } from '@/lib/i18n';
import { countriesMock } from './auth-test-support';
import { ForgotPanel } from './forgot-panel';
import type { IdentifierValues } from '@/components/code-flow/identifier-fields';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderForgot(initialIdentifier?: IdentifierValues) {
  const onLogin = vi.fn();
  render(
    <MockedProvider mocks={[countriesMock]}>
      <App>
        <ForgotPanel initialIdentifier={initialIdentifier} onLogin={onLogin} />
      </App>
    </MockedProvider>,
  );
  return { onLogin };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ForgotPanel, identifier step driven by forgotPasswordMachine', { timeout: 60_000 }, () => {
  it('asks for the identifier first, then offers its method; Back changes the account in the same flow', async () => {
    const { onLogin } = renderForgot();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('please fill in phone')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'Demo@Portal.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('radio', { name: 'E-mail: demo@portal.local' }) as HTMLInputElement).checked).toBe(true);
    expect(radio('Phone').disabled).toBe(true);

    // Back to the identifier step: the typed e-mail is kept; a phone number replaces the account.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('Demo@Portal.local');
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('radio', { name: 'Phone: +86 13800000001' }) as HTMLInputElement).checked).toBe(true);
    expect(radio('E-mail').disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('opens on the method with the identifier typed at login', async () => {
    renderForgot({ method: 'email', areaCode: '86', phone: '', email: 'demo@portal.local' });
    expect(radio('E-mail: demo@portal.local').checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });
});
