/**
 * The UI model of registering from the register dialog (register-panel.tsx, opened from the top bar), for the
 * generated browser paths of `registrationMachine` by phone and by e-mail (tests/e2e/registration.paths.spec.ts,
 * README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Nobody is
 * prepared: each code goes to a phone number or address of its own (a fresh one per send, so no send waits out the
 * services' minute), the picture captcha is answered through the test hook, the codes come from the outbox, the
 * countdowns run on Playwright's page clock. The services' real refusals: a wrong captcha (400), and "already
 * sent" (601) for an identifier that had a code less than a minute ago, sent to it first through the REST services.
 *
 * While the services are about to answer by themselves (a captcha loading) a person's action would race with the
 * answer, so the paths send person events only on a settled step (`when`).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { registrationModel } from '../../../machines/auth/registration.model';
import type { Channel, RegistrationEvent, RegistrationMachine } from '../../../machines/auth/registration.machine';
import type { EventUi, UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type APIRequestContext, type Locator, type Page } from '../../../tests/e2e/support/fixtures';
import { CaptchaWatcher, outboxMark, phoneIdentifier, sendCodeByApi, STRONG_PASSWORD, uniqueEmail, uniquePhone, letCodeMinutePass, recentCodeTo, waitForCode } from '../../../tests/e2e/support/portal';
import { buttonName, chooseTab, codeBoxValues, openDialogFromTopBar, typeCode } from '../../../tests/e2e/support/ui';

type Session = {
  page: Page;
  request: APIRequestContext;
  dialog: Locator;
  captchas: CaptchaWatcher;
  channel: Channel;
  /** Where the last code went (as the outbox names it) and the outbox mark from before it. */
  outbox: string;
  mark: number;
  /** When that code was sent, for the services' one-code-per-minute rule. */
  sentAt: number;
};

const CHANNEL_TAB = { phone: '手机号', email: '邮箱' } as const;

type Context = { channel: Channel; agreed: boolean; captchaId: string | null; canResend: boolean };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as Context;

/** A captcha is on its way: the first one, a fresh one after a refused send, or the resend's after the countdown. */
const captchaLoading = (s: AnyMachineSnapshot) =>
  s.matches({ identify: 'loadingCaptcha' } as never) || (s.matches('verify') && ctx(s).canResend && ctx(s).captchaId === null);
/** The code step waits for the person (not for a check or a send). */
const codeSettled = (s: AnyMachineSnapshot) =>
  (s.matches({ verify: 'entering' } as never) || s.matches({ verify: 'rejected' } as never)) && !captchaLoading(s);
const identifyEditing = (s: AnyMachineSnapshot) => s.matches({ identify: 'editing' } as never);

const step = (session: Session) => session.dialog.getByTestId('register-step');
const captchaField = (session: Session) => session.dialog.getByRole('textbox', { name: '图形验证码' });
const isWrongCaptcha = (event: RegistrationEvent | undefined) => event?.type === 'code.sendFailed' && event.status === 400;
const isAlreadySent = (event: RegistrationEvent | undefined) => event?.type === 'code.sendFailed' && event.status !== 400;

/** The captcha on screen answered, or answered wrongly (every character moved) when the services are to refuse it. */
async function answerCaptcha(session: Session, wrong: boolean): Promise<void> {
  const right = await session.captchas.solve(session.dialog);
  await captchaField(session).fill(wrong ? [...right].map((c) => (c === 'x' ? 'y' : 'x')).join('') : right);
}

const personWhen = (when: (s: AnyMachineSnapshot) => boolean, drive: (step: { session: Session; event: RegistrationEvent; next: RegistrationEvent | undefined; page: Page }) => Promise<void>): EventUi<Session, RegistrationEvent> => ({
  by: 'person',
  when,
  drive,
});

export const registrationUi = (channel: Channel): UiModel<RegistrationMachine, null, Session> => ({
  title: `from the top bar, by ${channel === 'phone' ? 'phone' : 'e-mail'}`,
  spec: registrationModel,
  // The dialog starts on the phone tab: the e-mail paths choose the e-mail first (and never go back).
  input: { channel: 'phone' },
  // Only the chosen channel's sends.
  events: registrationModel.events.filter(
    (e) =>
      !(e.type === 'code.send' && (channel === 'phone' ? !e.phone : !e.email)) &&
      !(channel === 'email' && e.type === 'channel.select' && e.channel === 'phone'),
  ),

  prepare: async () => null,

  async start({ page }) {
    const captchas = new CaptchaWatcher(page);
    await page.goto('/index');
    const dialog = await openDialogFromTopBar(page, 'register');
    return { page, request: page.request, dialog, captchas, channel: 'phone', outbox: '', mark: 0, sentAt: 0 };
  },

  // A parent's check runs in each of its sub-states, the passing ones too (a send or a check on its way), and by the
  // time it runs the answer may have moved the dialog on: parents check only the dialog, the settled sub-states
  // which step it shows.
  states: {
    identify: async ({ session }) => {
      await expect(session.dialog).toBeVisible();
    },
    'identify.loadingCaptcha': async () => {},
    // The identifier of the chosen channel, the captcha, and Next once the agreement is ticked.
    'identify.editing': async ({ session }) => {
      await expect(step(session)).toHaveAttribute('data-step', '0');
      await expect(session.dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
      await expect(session.dialog.getByRole('tab', { name: CHANNEL_TAB[session.channel] })).toHaveAttribute('aria-selected', 'true');
      const next = session.dialog.getByRole('button', { name: '下一步' });
      if (await session.dialog.getByRole('checkbox').isChecked()) await expect(next).toBeEnabled();
      else await expect(next).toBeDisabled();
    },
    'identify.sending': async () => {},
    verify: async ({ session }) => {
      await expect(session.dialog).toBeVisible();
    },
    // The six boxes; after the countdown the resend with its captcha.
    'verify.entering': async ({ session, event }) => {
      await expect(step(session)).toHaveAttribute('data-step', '1');
      await expect(session.dialog.getByRole('group', { name: '验证码' })).toBeVisible();
      if (event.type === 'captcha.loaded') await expect(session.dialog.getByRole('button', { name: '重新发送验证码' })).toBeVisible();
    },
    'verify.verifying': async () => {},
    // The services' words (machines/rules/messages.ts verifyCodeIncorrect), the six boxes emptied, and right after
    // the refusal the typing starts again from the first.
    'verify.rejected': async ({ session, event }) => {
      await expect(step(session)).toHaveAttribute('data-step', '1');
      await expect(session.dialog.getByRole('alert')).toHaveText('验证码错误，请重新输入');
      await expect.poll(() => codeBoxValues(session.dialog)).toEqual(['', '', '', '', '', '']);
      if (event.type === 'code.rejected') await expect(session.dialog.getByTestId('code-box-0')).toBeFocused();
    },
    'verify.resending': async () => {},
    password: async ({ session }) => {
      await expect(session.dialog).toBeVisible();
    },
    'password.editing': async ({ session }) => {
      await expect(step(session)).toHaveAttribute('data-step', '2');
      await expect(session.dialog.getByLabel('密码', { exact: true })).toBeEditable();
    },
    'password.submitting': async () => {},
    success: async ({ session }) => {
      await expect(step(session)).toHaveAttribute('data-step', '3');
      await expect(session.dialog.getByText('注册成功')).toBeVisible();
    },
    // The login face, where the new account signs in.
    toLogin: async ({ session }) => {
      await expect(session.dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
    },
  },

  on: {
    'channel.select': personWhen(identifyEditing, async ({ session, event }) => {
      const to = (event as Extract<RegistrationEvent, { type: 'channel.select' }>).channel;
      await chooseTab(session.dialog, CHANNEL_TAB[to]);
      session.channel = to;
    }),
    'agreement.set': (event) => {
      const accepted = event.type === 'agreement.set' && event.accepted;
      return personWhen(
        (s) => identifyEditing(s) && ctx(s).agreed !== accepted,
        async ({ session }) => {
          await session.dialog.getByRole('checkbox').setChecked(accepted);
        },
      );
    },
    'captcha.refresh': personWhen(
      (s) => identifyEditing(s) || (codeSettled(s) && ctx(s).canResend),
      async ({ session }) => {
        await session.dialog.getByRole('button', { name: '图形验证码图片，点击更换' }).click();
      },
    ),
    'captcha.loaded': { by: 'services', when: captchaLoading },
    'captcha.failed': { notDrivable: 'the services issue every captcha asked for; a failing one takes a stub' },
    // A fresh phone number or address; for "already sent" it had a code through the REST services a moment ago.
    'code.send': personWhen(identifyEditing, async ({ session, next }) => {
      const identifier: { phone: string } | { email: string } =
        session.channel === 'phone' ? { phone: uniquePhone() } : { email: uniqueEmail('register-path') };
      if (isAlreadySent(next)) await sendCodeByApi(session.request, identifier, 1);
      await session.dialog.getByRole('textbox', { name: CHANNEL_TAB[session.channel] }).fill('phone' in identifier ? identifier.phone : identifier.email);
      await answerCaptcha(session, isWrongCaptcha(next));
      session.outbox = 'phone' in identifier ? phoneIdentifier(identifier.phone) : identifier.email;
      session.mark = await outboxMark(session.request);
      await session.dialog.getByRole('button', { name: '下一步' }).click();
      if (next?.type === 'code.sent') session.sentAt = Date.now();
    }),
    'code.sent': { by: 'services' },
    'code.sendFailed': { by: 'services' },
    'code.verify': personWhen(codeSettled, async ({ session, next }) => {
      const { code } = await waitForCode(session.request, session.outbox, session.mark);
      const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join('');
      await typeCode(session.dialog, next?.type === 'code.rejected' ? wrong : code);
    }),
    'code.verified': { by: 'services' },
    'code.rejected': { by: 'services' },
    // After the page's countdown: a new code, and a wrong captcha's refusal too (the services check the minute
    // first), need the services' own minute to be over (the test hook ends it for this number or address);
    // "already sent" needs a code less than a minute old. A path that ends here does not wait for the answer.
    'code.resend': personWhen(
      (s) => codeSettled(s) && ctx(s).canResend,
      async ({ session, page, next }) => {
        if (next?.type === 'code.sent' || isWrongCaptcha(next)) {
          await letCodeMinutePass(session.request, session.outbox, session.sentAt);
        } else if (isAlreadySent(next)) {
          const identifier: { phone: string } | { email: string } =
            session.channel === 'phone' ? { phone: session.outbox.replace(/^86-/, '') } : { email: session.outbox };
          session.sentAt = await recentCodeTo(session.request, identifier, 1, session.sentAt);
        }
        await answerCaptcha(session, isWrongCaptcha(next));
        session.mark = await outboxMark(session.request);
        await session.dialog.getByRole('button', { name: '重新发送验证码' }).click();
        if (next?.type === 'code.sent') session.sentAt = Date.now();
      },
    ),
    // The code step's 60 s countdown, or the success step's 3 s, on the page's clock.
    'timer.expired': {
      by: 'services',
      when: (s) => (codeSettled(s) && !ctx(s).canResend) || s.matches('success'),
      drive: async ({ page }) => {
        await page.clock.fastForward('01:01');
      },
    },
    'step.back': personWhen(
      (s) => codeSettled(s) || s.matches({ password: 'editing' } as never),
      async ({ session }) => {
        await session.dialog.getByRole('button', { name: buttonName('上一步') }).last().click();
      },
    ),
    'password.submit': personWhen(
      (s) => s.matches({ password: 'editing' } as never),
      async ({ session }) => {
        await session.dialog.getByLabel('密码', { exact: true }).fill(STRONG_PASSWORD);
        await session.dialog.getByLabel('确认密码', { exact: true }).fill(STRONG_PASSWORD);
        await session.dialog.getByRole('button', { name: buttonName('注册') }).click();
      },
    ),
    'signup.succeeded': { by: 'services' },
    'signup.failed': {
      notDrivable: 'the phone or address would have to be registered by someone else between its code and the sign-up: a race, not a person’s action',
    },
    'login.open': personWhen(
      (s) => s.matches('success'),
      async ({ session }) => {
        await session.dialog.getByRole('button', { name: '立即登录' }).click();
      },
    ),
  },
});
