/**
 * The UI model of forgot password from the login dialog (forgot-panel.tsx), for the generated browser paths of
 * `forgotPasswordMachine` (tests/e2e/forgot-password.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code, so it may use
 * Playwright and tests/e2e, and nothing in the app may import it). The member is one of its own per path,
 * registered by e-mail through the REST services; the person types that e-mail on the login face and follows
 * "Forgot password?". Codes come from the outbox, captcha answers from the test hook.
 */
import { forgotPasswordModel } from '../../../machines/auth/forgot-password.model';
import type { ForgotPasswordEvent, ForgotPasswordMachine } from '../../../machines/auth/forgot-password.machine';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { codeStepEvents, codeStepStates, passwordStep, type CodeSession } from '../../../tests/e2e/model/code-step';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { signin } from '../../../tests/e2e/support/member-api';
import { CaptchaWatcher, registerAccount, uniqueEmail } from '../../../tests/e2e/support/portal';
import { buttonName, chooseTab } from '../../../tests/e2e/support/ui';

type Prepared = { email: string; registeredAt: number };
type Session = CodeSession & { email: string };

/** What the paths are generated from: the e-mail typed on the login face stands for the prepared member's. */
const TYPED = 'member@example.test';
const NEW_PASSWORD = 'Fresh#Pass77';
const labels = { send: '发送验证码', back: '上一步' };

/**
 * The test model's payloads, with the e-mail the member has: a phone typed on `identifying` belongs to nobody
 * here (the services then send a notice, not a code), so the e-mail is the identifier the paths retype.
 */
const events: ForgotPasswordEvent[] = [
  { type: 'identifier.submit', identifier: TYPED },
  ...forgotPasswordModel.events.filter((e) => e.type !== 'identifier.submit'),
];

const dialog = (page: Page) => page.getByRole('dialog');
const password = passwordStep<Session>(
  { field: '新密码', confirm: '确认密码', submit: '设置密码' },
  NEW_PASSWORD,
  'the reset fails only for a code key that expired (10 minutes) or was used: no path waits that long',
);

export const forgotPasswordUi: UiModel<ForgotPasswordMachine, Prepared, Session> = {
  title: 'from the login dialog, by e-mail',
  spec: forgotPasswordModel,
  input: { identifier: TYPED },
  events,

  async prepare(api) {
    const email = uniqueEmail('forgot-path');
    await registerAccount(api, { email });
    return { email, registeredAt: Date.now() };
  },

  async start({ page, prepared }) {
    const captchas = new CaptchaWatcher(page);
    await page.goto('/index');
    // One click, then a generous wait: the dialog's code is loaded on its first opening, which on a busy machine
    // took more than the default 10 s (a second click then only hits the opening dialog's mask).
    await page.getByTestId('top-bar').getByRole('button', { name: '登录', exact: true }).click();
    const scope = dialog(page);
    await expect(scope.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible({ timeout: 30_000 });
    await chooseTab(scope, '邮箱');
    await scope.getByRole('textbox', { name: '邮箱' }).fill(prepared.email);
    await scope.getByRole('button', { name: '忘记密码？' }).click();
    return {
      page,
      request: page.request,
      scope,
      captchas,
      email: prepared.email,
      recipient: () => ({ identifier: { email: prepared.email }, outbox: prepared.email }),
      lastCodeAt: new Map([[prepared.email, prepared.registeredAt]]),
      mark: 0,
    };
  },

  states: {
    identifying: async ({ session }) => {
      await expect(session.scope.getByRole('heading', { level: 2, name: '重置密码' })).toBeVisible();
      await expect(session.scope.getByRole('button', { name: '返回登录' })).toBeVisible();
    },
    method: async ({ session }) => {
      await expect(session.scope.getByRole('heading', { level: 2, name: '重置密码' })).toBeVisible();
      // Only the way the typed account has: the e-mail, chosen; the phone disabled.
      await expect(session.scope.getByRole('radio', { name: `邮箱: ${session.email}` })).toBeChecked();
      await expect(session.scope.getByRole('radio', { name: '手机号' })).toBeDisabled();
    },
    ...codeStepStates<Session>('code', labels),
    ...password.states,
    // Back on the login face with the e-mail kept; the new password signs in (through the services: one sign-in).
    done: async ({ page, session }) => {
      await expect(page.getByText('密码设置成功')).toBeVisible();
      await expect(dialog(page).getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
      await expect(dialog(page).getByRole('textbox', { name: '邮箱' })).toHaveValue(session.email);
      expect(await signin(session.request, session.email, NEW_PASSWORD)).toBeTruthy();
    },
  },

  on: {
    'identifier.submit': {
      by: 'person',
      drive: async ({ session }) => {
        await chooseTab(session.scope, '邮箱');
        await session.scope.getByRole('textbox', { name: '邮箱' }).fill(session.email);
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    'account.change': {
      by: 'person',
      drive: async ({ session }) => {
        await session.scope.getByRole('button', { name: buttonName(labels.back) }).click();
      },
    },
    'method.select': {
      by: 'person',
      drive: async ({ session }) => {
        await session.scope.getByRole('radio', { name: `邮箱: ${session.email}` }).check();
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    ...codeStepEvents<Session>(labels),
    ...password.on,
  },
};

