import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { App } from 'antd';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { LoginDialogProvider } from '@/lib/login-dialog';
import { SessionProvider } from '@/lib/session/session-context';
import { countriesMock } from './auth-test-support';
import { LoginDialog } from './login-dialog';
import { SigninMutation } from './signin.operation';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function renderLogin(mocks: MockLink.MockedResponse[]) {
  const onTypeChange = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <App>
          <LoginDialogProvider>
            <SessionProvider>
              <LoginDialog open type="login" onClose={() => {}} onTypeChange={onTypeChange} />
            </SessionProvider>
          </LoginDialogProvider>
        </App>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onTypeChange };
}

// While the spinner fades out antd keeps its "loading" icon label in the name.
const loginButton = () => screen.getByRole('button', { name: /^(loading )?Log in$/ }) as HTMLButtonElement;

describe('LoginDialog, login face, driven by loginMachine', { timeout: 60_000 }, () => {
  it('enables Login only once the agreement is ticked, and shows the response message on failure', async () => {
    renderLogin([
      countriesMock,
      {
        request: { query: SigninMutation, variables: { identifier: '86-13800000001', password: 'wrong-pass' } },
        result: { errors: [new GraphQLError('Incorrect account or password', { extensions: { code: 'SERVICE_ERROR', status: 400 } })] },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    expect(loginButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(loginButton().disabled).toBe(false));
    fireEvent.click(loginButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('Incorrect account or password'))).toBe(true),
    );
    // Back to editing: the form is usable again.
    await waitFor(() => expect(loginButton().classList.contains('ant-btn-loading')).toBe(false));
    expect(loginButton().disabled).toBe(false);
  });

  it('asks for the phone or the e-mail before opening forgot-password', async () => {
    const { onTypeChange } = renderLogin([countriesMock]);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('please fill in phone')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('please fill in e-mail')).toBeTruthy();
    expect(onTypeChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'Demo@Portal.local' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onTypeChange).toHaveBeenCalledWith('forgot');
  });
});
