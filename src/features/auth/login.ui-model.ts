/**
 * The UI model of signing in from the login dialog (login-panel.tsx, opened from the top bar), for the generated
 * browser paths of `loginMachine` (tests/e2e/login.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own registered by e-mail through the REST services and signs in by e-mail. What the services answer
 * is decided by what the person types, the way the services decide it (services/member/signin-attempts.ts): a wrong
 * password is an ordinary failure until this client's third one for the account, which asks for the picture
 * captcha (`captchaRequired`); from then on a wrong captcha is `captchaIncorrect` and the right one with a wrong
 * password asks again. Where a path needs the services in another count than its own steps left them, the earlier
 * failures are made through the REST services from the same client address (each test has its own, fixtures.ts), and
 * a right password through them forgets the count: both as a person could, with another tab.
 */
import { loginModel } from '../../../machines/auth/login.model';
import type { LoginEvent, LoginMachine } from '../../../machines/auth/login.machine';
import type { EventUi, UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Locator, type Page } from '../../../tests/e2e/support/fixtures';
import { api, signin } from '../../../tests/e2e/support/member-api';
import { CaptchaWatcher, registerAccount, STRONG_PASSWORD, uniqueEmail } from '../../../tests/e2e/support/portal';
import { untilProfileLoaded } from '../../../tests/e2e/support/session';
import { accountMenuButton, buttonName, chooseTab, loginDialog, openDialogFromTopBar } from '../../../tests/e2e/support/ui';

type Prepared = { email: string };
type Session = {
  page: Page;
  dialog: Locator;
  email: string;
  captchas: CaptchaWatcher;
  /** This client's failures for the account as the services count them. */
  failures: number;
  /** The services ask this client for a captcha with every sign-in. */
  captchaRequired: boolean;
};

/** services/member/rate-limits.repository.ts SIGNIN_CAPTCHA_AFTER_FAILURES: the third failure asks for a captcha. */
const CAPTCHA_AFTER_FAILURES = 3;
const WRONG_PASSWORD = 'Wrong@2026';

const loginButton = (session: Session) => session.dialog.getByRole('button', { name: buttonName('登录') });
const captchaField = (session: Session) => session.dialog.getByRole('textbox', { name: '图形验证码' });
const flowAlert = (session: Session) => session.dialog.getByRole('alert').first();

/** A wrong password through the REST services, from the page's client address. */
async function failThroughApi(session: Session): Promise<void> {
  const answer = await api(session.page.request, null, 'POST', '/member/v2/signin', { identifier: session.email, password: WRONG_PASSWORD });
  expect(answer.code, 'a wrong password through the API').not.toBe(200);
  session.failures += 1;
}

/** Brings the services' count of this client's failures to what the next wrong password in the dialog needs. */
async function prepareFailure(session: Session, reason: string | null | undefined): Promise<void> {
  if (session.captchaRequired) return;
  if (reason) {
    // This wrong password must be the third failure: the ones before it through the API.
    while (session.failures < CAPTCHA_AFTER_FAILURES - 1) await failThroughApi(session);
  } else if (session.failures >= CAPTCHA_AFTER_FAILURES - 1) {
    // An ordinary failure needs fewer before it: a right password forgets this client's failures.
    await signin(session.page.request, session.email, STRONG_PASSWORD);
    session.failures = 0;
  }
}

/**
 * `agreement.set` as the checkbox sends it: only a click that changes it, and only on the settled form (while a
 * captcha loads the machine takes it too, but the image's answer comes before a person could click).
 */
const agreementUi = (event: LoginEvent): EventUi<Session, LoginEvent> => {
  const accepted = event.type === 'agreement.set' && event.accepted;
  return {
    by: 'person',
    when: (snapshot) => snapshot.matches('editing') && (snapshot.context as { agreed: boolean }).agreed !== accepted,
    drive: async ({ session }) => {
      await session.dialog.getByRole('checkbox').setChecked(accepted);
    },
  };
};

export const loginUi: UiModel<LoginMachine, Prepared, Session> = {
  title: 'from the top bar, by e-mail',
  spec: loginModel,
  input: { lang: 'zh' },

  async prepare(request) {
    const email = uniqueEmail('login-path');
    await registerAccount(request, { email });
    return { email };
  },

  async start({ page, prepared }) {
    const captchas = new CaptchaWatcher(page);
    await page.goto('/index');
    const dialog = await openDialogFromTopBar(page, 'login');
    await chooseTab(dialog, '邮箱');
    await dialog.getByRole('textbox', { name: '邮箱' }).fill(prepared.email);
    return { page, dialog, email: prepared.email, captchas, failures: 0, captchaRequired: false };
  },

  states: {
    // The form; Login waits for the agreement (and, when asked for, the captcha); a failure says why.
    editing: async ({ session, event }) => {
      await expect(session.dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
      const agreed = await session.dialog.getByRole('checkbox').isChecked();
      if (agreed) await expect(loginButton(session)).toBeEnabled();
      else await expect(loginButton(session)).toBeDisabled();
      if (event.type === 'signin.failed') await expect(flowAlert(session)).toHaveText('账号或密码错误');
      if (session.captchaRequired) await expect(captchaField(session)).toBeVisible();
      else await expect(captchaField(session)).toHaveCount(0);
    },
    signingIn: async () => {},
    // The services asked for a captcha: its field is there, with their message after a failure.
    loadingCaptcha: async ({ session, event }) => {
      await expect(captchaField(session)).toBeVisible();
      if (event.type === 'signin.failed') {
        await expect(flowAlert(session)).toHaveText(/^(账号或密码错误，请输入图形验证码后重试|图形验证码错误或已失效，请重新输入)$/);
      }
    },
    loadingUser: async () => {},
    // The page loads again, signed in, the dialog gone.
    reloading: async ({ page }) => {
      await expect(accountMenuButton(page, 'zh')).toBeVisible({ timeout: 20_000 });
      await expect(loginDialog(page)).toHaveCount(0);
    },
  },

  on: {
    'agreement.set': agreementUi,
    // The right password, or a wrong one (or a wrong captcha) when the services are to refuse it.
    'signin.submit': {
      by: 'person',
      drive: async ({ page, session, next }) => {
        const fails = next?.type === 'signin.failed';
        const reason = fails ? (next as Extract<LoginEvent, { type: 'signin.failed' }>).reason : undefined;
        const wrongCaptcha = fails && session.captchaRequired && reason === 'captchaIncorrect';
        if (fails) await prepareFailure(session, reason);
        await session.dialog.getByLabel('密码', { exact: true }).fill(fails && !wrongCaptcha ? WRONG_PASSWORD : STRONG_PASSWORD);
        if (session.captchaRequired) {
          const answer = await session.captchas.solve(session.dialog);
          await captchaField(session).fill(wrongCaptcha ? `${answer}x` : answer);
        }
        if (fails) {
          await loginButton(session).click();
          if (!wrongCaptcha) session.failures += 1;
          if (session.failures >= CAPTCHA_AFTER_FAILURES) session.captchaRequired = true;
        } else {
          // A right password reloads the page: wait for the new page's profile.
          await untilProfileLoaded(page, () => loginButton(session).click());
        }
      },
    },
    'signin.succeeded': { by: 'services' },
    'signin.failed': { by: 'services' },
    'captcha.loaded': { by: 'services' },
    'captcha.failed': { notDrivable: 'the services issue every captcha asked for; a failing one takes a stub' },
    'captcha.refresh': {
      by: 'person',
      when: (snapshot) => snapshot.matches('editing'),
      drive: async ({ session }) => {
        await session.dialog.getByRole('button', { name: '图形验证码图片，点击更换' }).click();
      },
    },
    'user.loaded': { by: 'services' },
    'user.loadFailed': {
      notDrivable: 'the profile would have to fail to load right after the same services accepted the sign-in: a stub or a fault, not a person’s action',
    },
    'language.changed': {
      notDrivable: 'the language switch sits behind the dialog’s mask: a person changes the language before or after signing in (session.spec.ts)',
    },
    'forgot.open': {
      notDrivable: 'it hands the dialog to the forgot-password face, where the login flow ends: forgot-password.paths.spec.ts starts every path with it',
    },
  },
};
