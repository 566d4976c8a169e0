import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { App } from 'antd';
import { GraphQLError } from 'graphql';
import { i18n } from '@/lib/i18n';
import { CaptchaQuery } from '@/components/code-flow/captcha.operation';
import { CountriesQuery } from '@/components/code-flow/countries.operation';
import { LoginDialog } from './login-dialog';
import { SendSmsCodeMutation } from '@/components/code-flow/send-sms-code.operation';
import { VerifyCodeMutation } from '@/components/code-flow/verify-code.operation';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const PHONE = '13812345678';
const WRONG_CODE_MESSAGE = 'The code entered is incorrect. Please try again';

/** A new captcha on every load, counted, as the service hands out single-use ones. */
function captchaMock() {
  const loads = vi.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: CaptchaQuery },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      loads();
      const n = loads.mock.calls.length;
      return { data: { captcha: { __typename: 'Captcha', id: `captcha-${n}`, image: `data:image/svg+xml;base64,${btoa(`<svg>${n}</svg>`)}` } } };
    },
  };
  return { mock, loads };
}

const countriesMock: MockLink.MockedResponse = {
  request: { query: CountriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      countries: [{ __typename: 'Country', areaCode: '86', flag: '🇨🇳', enName: 'China', zhName: '中国', content: '+86 China' }],
    },
  },
};

const sendSmsMock = (captchaId: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: SendSmsCodeMutation,
    variables: { input: { areaCode: '86', phone: PHONE, captchaId, captchaCode: 'abcd', smsType: 1 } },
  },
  result,
});

const serviceError = (status: number, message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'SERVICE_ERROR', status } })],
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onTypeChange = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <App>
        <LoginDialog open type="register" onClose={() => {}} onTypeChange={onTypeChange} />
      </App>
    </MockedProvider>,
  );
  return { onTypeChange };
}

const step = () => screen.getByTestId('register-step').getAttribute('data-step');
const captchaImage = () => screen.getByTestId('captcha-image').querySelector('img')?.getAttribute('src') ?? null;
const box = (index: number) => screen.getByTestId(`code-box-${index}`) as HTMLInputElement;

async function fillStepOne() {
  await waitFor(() => expect(captchaImage()).not.toBeNull());
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: PHONE } });
  fireEvent.change(screen.getByLabelText('Graphic code'), { target: { value: 'abcd' } });
  const next = screen.getByRole('button', { name: 'Next' });
  // The agreement gates Next (spec 2).
  expect((next as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(next);
}

// The first render of antd's styles in jsdom is slow; a busy CI machine must not fail on time alone.
describe('LoginDialog, register face, driven by registrationMachine', { timeout: 60_000 }, () => {
  it('clears the boxes and shows the error when the code is wrong', async () => {
    const captcha = captchaMock();
    renderDialog([
      captcha.mock,
      countriesMock,
      sendSmsMock('captcha-1', { data: { sendSmsCode: true } }),
      {
        request: { query: VerifyCodeMutation, variables: { identifier: `86-${PHONE}`, verifyCode: '123456' } },
        result: serviceError(400, WRONG_CODE_MESSAGE),
      },
    ]);
    expect(step()).toBe('0');
    await fillStepOne();
    await waitFor(() => expect(step()).toBe('1'));

    '123456'.split('').forEach((digit, i) => fireEvent.change(box(i), { target: { value: digit } }));
    expect(box(5).value).toBe('6');

    // Under the boxes, as an alert (the "code sent" toast is another one).
    await waitFor(() => expect(screen.getByText(WRONG_CODE_MESSAGE).getAttribute('role')).toBe('alert'));
    for (let i = 0; i < 6; i += 1) expect(box(i).value).toBe('');
    expect(step()).toBe('1');
    // The boxes are usable again for another try.
    expect(box(0).disabled).toBe(false);
  });

  it('reloads the captcha when sending the code answers 400, and stays on step 1', async () => {
    const captcha = captchaMock();
    renderDialog([captcha.mock, countriesMock, sendSmsMock('captcha-1', serviceError(400, 'wrong graphic code'))]);
    await fillStepOne();
    await waitFor(() => expect(captcha.loads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(captchaImage()).toContain(btoa('<svg>2</svg>')));
    expect(step()).toBe('0');
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes('wrong graphic code'))).toBe(true);
    // The typed captcha belonged to the old image.
    expect((screen.getByLabelText('Graphic code') as HTMLInputElement).value).toBe('');
  });

  it('goes back from step 2 to step 1 with the form and the captcha reset', async () => {
    const captcha = captchaMock();
    renderDialog([captcha.mock, countriesMock, sendSmsMock('captcha-1', { data: { sendSmsCode: true } })]);
    await fillStepOne();
    await waitFor(() => expect(step()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toBe('0');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(captcha.loads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(captchaImage()).toContain(btoa('<svg>2</svg>')));
  });
});
