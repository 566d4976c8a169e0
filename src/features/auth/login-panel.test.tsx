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
import { CaptchaQuery } from '@/components/code-flow/captcha.operation';

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

  it('shows the picture captcha when the services ask for one, sends it along, and loads a fresh one after a failure', async () => {
    const serviceError = (message: string, reason: string) => ({
      errors: [new GraphQLError(message, { extensions: { code: 'SERVICE_ERROR', status: 400, reason } })],
    });
    const captchaMock = (id: string) => ({
      request: { query: CaptchaQuery },
      result: { data: { captcha: { __typename: 'Captcha' as const, id, image: `data:image/svg+xml;base64,${id}` } } },
    });
    renderLogin([
      countriesMock,
      {
        request: { query: SigninMutation, variables: { identifier: 'demo@portal.local', password: 'wrong-pass' } },
        result: serviceError('Incorrect account or password. Enter the graphic code to try again', 'captchaRequired'),
      },
      captchaMock('c1'),
      {
        request: {
          query: SigninMutation,
          variables: { identifier: 'demo@portal.local', password: 'wrong-pass', captchaId: 'c1', captchaCode: 'ab3d' },
        },
        result: serviceError('The graphic code is wrong or has expired, please try again', 'captchaIncorrect'),
      },
      captchaMock('c2'),
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'demo@portal.local' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByLabelText('Graphic code')).toBeNull();
    fireEvent.click(loginButton());

    // The captcha and the hint appear; the server's message stays.
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,c1'));
    expect(screen.getByText(/Several failed attempts/)).toBeTruthy();
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('Enter the graphic code to try again'))).toBe(true);

    // Without the text, Login only marks the field.
    await waitFor(() => expect(loginButton().disabled).toBe(false));
    fireEvent.click(loginButton());
    expect(await screen.findByText('Enter the graphic code on the right')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Graphic code'), { target: { value: 'ab3d' } });
    fireEvent.click(loginButton());
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,c2'));
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('The graphic code is wrong'))).toBe(true);
    // A new image: the typed text is gone.
    expect((screen.getByLabelText('Graphic code') as HTMLInputElement).value).toBe('');
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
