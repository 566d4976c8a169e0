/**
 * The code step as a person and the real services play it, shared by the UI models of the code flows (forgot
 * password, the account-security flows: machines/shared/code-step.ts `methodCodeState`): the picture captcha
 * answered through the test hook, the six digits from the outbox, the countdown on the page's clock, and the
 * services' one-code-per-identifier-per-minute rule ended for the one contact by the test hook where a person would
 * have waited the minute out (`letCodeMinutePass`: the services' clock is not moved, other specs run beside these).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { expect } from '../support/fixtures';
import { CaptchaWatcher, letCodeMinutePass, outboxMark, recentCodeTo, waitForCode } from '../support/portal';
import { buttonName, typeCode } from '../support/ui';
import type { EventUi, Step } from './ui-model';

/** What the code step needs of a flow's session. */
export type CodeSession = {
  page: Page;
  request: APIRequestContext;
  /** The dialog the flow runs in. */
  scope: Locator;
  captchas: CaptchaWatcher;
  /** The contact the chosen method sends to, as the API and the outbox name it (`86-138…`, an e-mail). */
  recipient(): { identifier: { phone: string } | { email: string }; outbox: string };
  /** When a code last went to each recipient (its sign-up code included), for the one-per-minute rule. */
  lastCodeAt: Map<string, number>;
  /** The outbox mark taken before the last code this flow sent. */
  mark: number;
};

export type CodeStepLabels = { send: string; back: string };

/** Lets the services' minute since the last code to `recipient` pass (the test hook, not a real minute). */
const untilResendAllowed = (session: CodeSession, recipient: string) => letCodeMinutePass(session.request, recipient, session.lastCodeAt.get(recipient) ?? 0);

const isWrongCaptcha = (event: EventObject | undefined) =>
  event?.type === 'code.sendFailed' && (event as { status?: number }).status === 400;

/** A captcha answer that is surely wrong: the right one with each character moved. */
const wrongAnswer = (right: string) => [...right].map((c) => (c === 'x' ? 'y' : 'x')).join('');

/** The events of `methodCodeState` for a UI model's `on`. */
export function codeStepEvents<S extends CodeSession>(labels: CodeStepLabels): Record<string, EventUi<S> | ((event: EventObject) => EventUi<S>)> {
  return {
    'captcha.loaded': { by: 'services' },
    'captcha.failed': { notDrivable: 'the services issue every captcha asked for; a failing one takes a stub' },
    'captcha.refresh': {
      by: 'person',
      drive: async ({ session }: Step<S>) => {
        await session.scope.getByRole('button', { name: '图形验证码图片，点击更换' }).click();
      },
    },
    'code.send': {
      by: 'person',
      drive: async ({ session, next }: Step<S>) => {
        const { identifier, outbox } = session.recipient();
        const field = session.scope.getByRole('textbox', { name: '图形验证码' });
        const right = await session.captchas.solve(session.scope);
        if (next?.type === 'code.sendFailed' && !isWrongCaptcha(next)) {
          // Another refusal than a wrong captcha: the services' "already sent" (601), when a code went to this
          // recipient less than a minute ago.
          session.lastCodeAt.set(outbox, await recentCodeTo(session.request, identifier, 2, session.lastCodeAt.get(outbox) ?? 0));
          await field.fill(right);
        } else {
          // The minute is checked before the captcha: a wrong captcha is only refused as such after it.
          await untilResendAllowed(session, outbox);
          await field.fill(isWrongCaptcha(next) ? wrongAnswer(right) : right);
        }
        session.mark = await outboxMark(session.request);
        await session.scope.getByRole('button', { name: buttonName(labels.send) }).click();
        if (next?.type !== 'code.sendFailed') session.lastCodeAt.set(outbox, Date.now());
      },
    },
    'code.sent': { by: 'services' },
    'code.sendFailed': { by: 'services' },
    'code.verify': {
      by: 'person',
      drive: async ({ session, next }: Step<S>) => {
        const { code } = await waitForCode(session.request, session.recipient().outbox, session.mark);
        const wrong = code === '000000' ? '111111' : '000000';
        await typeCode(session.scope, next?.type === 'code.rejected' ? wrong : code);
      },
    },
    'code.verified': { by: 'services' },
    'code.rejected': { by: 'services' },
    'code.resend': {
      by: 'person',
      drive: async ({ session }: Step<S>) => {
        await session.scope.getByRole('button', { name: '重新发送验证码' }).click();
      },
    },
    'timer.expired': {
      by: 'services',
      // The countdown runs from a sent code until it ends (or the step is left).
      when: (snapshot) =>
        (snapshot.matches({ code: 'entering' } as never) || snapshot.matches({ code: 'rejected' } as never)) &&
        !(snapshot.context as { canResend: boolean }).canResend,
      // The page's countdown (60 s) on Playwright's clock; the services' own minute is kept by `code.send`.
      drive: async ({ page }: Step<S>) => {
        await page.clock.fastForward('01:01');
      },
    },
    'step.back': {
      by: 'person',
      // The page disables "back" while the new password is being saved (the machine would take it there).
      when: (snapshot) => !snapshot.matches({ password: 'saving' } as never),
      drive: async ({ session }: Step<S>) => {
        await session.scope.getByRole('button', { name: buttonName(labels.back) }).last().click();
      },
    },
  };
}

/** The state checks of `methodCodeState` (keys relative to the flow's code state, e.g. `code`). */
export function codeStepStates<S extends CodeSession>(code: string, labels: CodeStepLabels) {
  const captcha = (session: S) => session.scope.getByRole('textbox', { name: '图形验证码' });
  const boxes = (session: S) => session.scope.getByRole('group', { name: '验证码' });
  // A code on its way to be checked may be answered before the check runs: where the right code was typed (the path
  // goes on to its verification, or ends here), a flow that ends with it (the withdrawal's identity dialog) may
  // already have closed its dialog.
  const open = async ({ session, event, next }: Step<S>) => {
    if (event.type === 'code.verify' && next?.type !== 'code.rejected') return;
    await expect(session.scope).toBeVisible();
  };
  return {
    // The code state itself: only what holds in every sub-state, the passing ones included (a refused send can take
    // the dialog straight back to an earlier step before the check runs); the sub-states say what each shows.
    [code]: open,
    // Passing states (a captcha loading, a send or a check on its way) are checked only for what still holds once
    // the answer is in: the flow is on its code step.
    [`${code}.loadingCaptcha`]: async ({ session }: Step<S>) => {
      await expect(captcha(session).or(boxes(session)).first()).toBeVisible();
    },
    [`${code}.ready`]: async ({ session }: Step<S>) => {
      await expect(session.scope.getByTestId('captcha-image').locator('img')).toBeVisible();
      await expect(session.scope.getByRole('button', { name: buttonName(labels.send) })).toBeEnabled();
    },
    [`${code}.sending`]: async ({ session }: Step<S>) => {
      await expect(session.scope).toBeVisible();
    },
    [`${code}.entering`]: async ({ session, event }: Step<S>) => {
      await expect(boxes(session)).toBeVisible();
      if (event.type === 'timer.expired') await expect(session.scope.getByRole('button', { name: '重新发送验证码' })).toBeEnabled();
      else await expect(session.scope.getByText(/秒后可重新发送/)).toBeVisible();
    },
    [`${code}.verifying`]: open,
    [`${code}.rejected`]: async ({ session }: Step<S>) => {
      await expect(session.scope.getByRole('alert')).toContainText('验证码错误');
      await expect(session.scope.getByTestId('code-box-0')).toHaveValue('');
    },
  };
}

/** The new password's face as the flow's page words it. */
export type PasswordStepLabels = { field: string; confirm: string; submit: string };

/**
 * The new-password step that follows the code (machines/shared: `password.editing` → `password.saving` → saved or
 * failed): its state checks and its events. `saveFailed`: why no path can make the save fail.
 */
export function passwordStep<S extends CodeSession>(labels: PasswordStepLabels, password: string, saveFailed: string) {
  const field = (session: S) => session.scope.getByLabel(labels.field, { exact: true });
  return {
    states: {
      'password.editing': async ({ session }: Step<S>) => {
        await expect(field(session)).toBeEnabled();
      },
      'password.saving': async () => {},
    },
    on: {
      'password.submit': {
        by: 'person',
        drive: async ({ session }: Step<S>) => {
          await field(session).fill(password);
          await session.scope.getByLabel(labels.confirm, { exact: true }).fill(password);
          await session.scope.getByRole('button', { name: buttonName(labels.submit) }).click();
        },
      },
      'password.saved': { by: 'services' },
      'password.saveFailed': { notDrivable: saveFailed },
    } satisfies Record<string, EventUi<S>>,
  };
}
