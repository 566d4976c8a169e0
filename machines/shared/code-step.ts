/**
 * What the code-verified flows (registration, forgot password) share: "send a code with a picture captcha,
 * verify the six digits, resend after the countdown, then set a password". Each machine keeps its own states,
 * events and effect names; this module holds the context updates, guards and state fragments that are the
 * same in both, so a rule (a well-formed code, a 400 that means a wrong captcha) is written once.
 *
 * Fragments are plain config objects (`as const`, so XState still checks the action and guard names against
 * each machine's `setup`).
 */
import { assign, type EventObject } from 'xstate';
import {
  validateCaptchaCode,
  validateNewPassword,
  validatePasswordConfirm,
  validateVerifyCode,
} from '../rules/validation';
import { stateMeta } from './flow-meta';

/** The context fields the shared updates write. */
export type CodeStepContext = {
  captchaId: string | null;
  captchaImage: string | null;
  /** Proof of the verified code (`pcdk`/`ecdk`). */
  codeKey: string | null;
  /** The resend countdown has run out. */
  canResend: boolean;
  /** The last server message to show (already in the user's language). */
  error: string | null;
};

/** The events the shared updates and guards read. */
type CaptchaLoaded = { type: 'captcha.loaded'; captchaId: string; image: string };
type CodeVerified = { type: 'code.verified'; codeKey: string };
type SendFailed = { type: 'code.sendFailed'; status: number; message: string };
type CodeVerify = { type: 'code.verify'; code: string };
type PasswordSubmit = { type: 'password.submit'; password: string; confirmPassword: string };

const is = <E extends EventObject>(type: E['type']) => (event: EventObject): event is E => event.type === type;
const isCaptchaLoaded = is<CaptchaLoaded>('captcha.loaded');
const isCodeVerified = is<CodeVerified>('code.verified');
const isSendFailed = is<SendFailed>('code.sendFailed');
const isCodeVerify = is<CodeVerify>('code.verify');
const isPasswordSubmit = is<PasswordSubmit>('password.submit');

/**
 * The effects every code flow names, as no-ops: the shell provides them with `machine.provide({ actions })`.
 * `sendCode` sends a code (with the captcha of the triggering event) and `verifyCode` checks the six digits of
 * the triggering `code.verify`, both for the machine's own target; `clearCode` empties the six boxes; the
 * countdown ends as a `timer.expired` event.
 */
export const codeStepEffects = {
  loadCaptcha: () => {},
  sendCode: () => {},
  verifyCode: () => {},
  clearCode: () => {},
  startResendCountdown: () => {},
  cancelCountdown: () => {},
};

/**
 * The context updates of a code flow, typed for one machine: spread into its `setup({ actions })`.
 * `assignError` takes the `message` of whichever failure event triggered it.
 */
export function codeStepActions<TContext extends CodeStepContext, TEvent extends EventObject>() {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  return {
    assignCaptcha: update(({ event }) =>
      (isCaptchaLoaded(event) ? { captchaId: event.captchaId, captchaImage: event.image } : {}) as Partial<TContext>,
    ),
    clearCaptcha: update({ captchaId: null, captchaImage: null } as Partial<TContext>),
    assignCodeKey: update(({ event }) => (isCodeVerified(event) ? { codeKey: event.codeKey } : {}) as Partial<TContext>),
    clearCodeKey: update({ codeKey: null } as Partial<TContext>),
    allowResend: update({ canResend: true } as Partial<TContext>),
    forbidResend: update({ canResend: false } as Partial<TContext>),
    assignError: update(({ event }) =>
      ('message' in event ? { error: (event as { message: string }).message } : {}) as Partial<TContext>,
    ),
    clearError: update({ error: null } as Partial<TContext>),
  };
}

/** The guards of a code flow that read only the event or the shared context fields. */
export const codeStepGuards = {
  /** A send-code 400 means the picture captcha was wrong (spec 8). */
  isCaptchaRejected: ({ event }: { event: EventObject }) => isSendFailed(event) && event.status === 400,
  isCodeWellFormed: ({ event }: { event: EventObject }) => isCodeVerify(event) && validateVerifyCode(event.code) === null,
  arePasswordsValid: ({ event }: { event: EventObject }) =>
    isPasswordSubmit(event) &&
    validateNewPassword(event.password) === null &&
    validatePasswordConfirm(event.password, event.confirmPassword) === null,
  /** The countdown has run out. */
  resendAllowed: ({ context }: { context: Pick<CodeStepContext, 'canResend'> }) => context.canResend,
};

/** The meta of a state that loads a picture captcha. */
export const loadingCaptchaMeta = stateMeta('正在加载图形验证码。', 'Loading the picture captcha.');

/** Entering a captcha-loading state drops the old captcha and asks the shell for a new one. */
export const loadCaptchaEntry = ['clearCaptcha', 'loadCaptcha'] as const;

/** A captcha load ends (with an image or an error) in `next`. */
export function captchaLoadHandlers<T extends string>(next: T) {
  return {
    'captcha.loaded': { target: next, actions: 'assignCaptcha' },
    'captcha.failed': { target: next, actions: 'assignError' },
  } as const;
}

/** A failed send: a wrong captcha (400) goes to `onWrongCaptcha`, any other failure to `otherwise`. */
export function sendFailedHandlers<A extends string, B extends string>(onWrongCaptcha: A, otherwise: B) {
  return [
    { guard: 'isCaptchaRejected', target: onWrongCaptcha, actions: 'assignError' },
    { target: otherwise, actions: 'assignError' },
  ] as const;
}

/** Six well-formed digits start verifying (a sibling state `verifying`). */
export const verifyCodeTransition = { guard: 'isCodeWellFormed', target: 'verifying', actions: ['clearError', 'verifyCode'] } as const;

/** The state that waits for the verify-code answer: the code key leads to `passwordState`, a rejection to `rejected`. */
export function verifyingState<T extends string>(passwordState: T) {
  return {
    meta: stateMeta('正在校验验证码。', 'Checking the code.'),
    on: {
      'code.verified': { target: passwordState, actions: 'assignCodeKey' },
      'code.rejected': { target: 'rejected', actions: 'assignError' },
    },
  } as const;
}

/** The guards of `methodCodeState`: a captcha loaded and typed, six well-formed digits, the countdown over. */
export const codeSendGuards = {
  canSendCode: ({ context, event }: { context: Pick<CodeStepContext, 'captchaId'>; event: { type: string } }) =>
    event.type === 'code.send' && !!context.captchaId && validateCaptchaCode((event as { captchaCode?: string }).captchaCode) === null,
  isCaptchaRejected: codeStepGuards.isCaptchaRejected,
  isCodeWellFormed: codeStepGuards.isCodeWellFormed,
  canResend: codeStepGuards.resendAllowed,
};

const codeEntryHandlers = {
  'code.verify': verifyCodeTransition,
  'code.resend': { guard: 'canResend', target: 'loadingCaptcha', actions: 'clearError' },
} as const;

/**
 * The code state of a flow that chose a phone or e-mail first (forgot password, the account flows): load a captcha, send the code (a 400, a wrong captcha, returns to `methodState`:
 * spec 8 "the password dialog returns to step 1"), type the six digits, resend after the countdown; a verified
 * code leads to `nextState` with its key. `step.back` returns to the method.
 */
export function methodCodeState<M extends string, N extends string>(
  methodState: M,
  nextState: N,
  step: number,
  description: [string, string] = ['获取并输入发送到所选手机或邮箱的验证码。', 'Get the code sent to the chosen phone or e-mail and enter it.'],
) {
  return {
    meta: { step, ...stateMeta(...description) },
    initial: 'loadingCaptcha',
    exit: 'cancelCountdown',
    on: {
      'step.back': { target: methodState, actions: 'clearError' },
      'timer.expired': { actions: 'allowResend' },
    },
    states: {
      loadingCaptcha: {
        meta: loadingCaptchaMeta,
        entry: loadCaptchaEntry,
        on: captchaLoadHandlers('ready'),
      },
      ready: {
        meta: stateMeta('输入图形验证码后发送验证码。', 'Entering the picture captcha to send the code.'),
        on: {
          'captcha.refresh': { target: 'loadingCaptcha' },
          'code.send': { guard: 'canSendCode', target: 'sending', actions: ['clearError', 'sendCode'] },
        },
      },
      sending: {
        meta: stateMeta('正在发送验证码。', 'Sending the code.'),
        on: {
          'code.sent': { target: 'entering', actions: ['clearCaptcha', 'forbidResend', 'clearCode', 'startResendCountdown'] },
          'code.sendFailed': sendFailedHandlers(methodState, 'ready'),
        },
      },
      entering: {
        meta: stateMeta('输入6位验证码；倒计时结束后可重新发送。', 'Typing the six digits; resend is offered after the countdown.'),
        on: codeEntryHandlers,
      },
      verifying: verifyingState(nextState),
      rejected: {
        meta: stateMeta('验证码错误：显示错误并清空输入框。', 'Wrong code: the error is shown and the boxes are cleared.'),
        entry: 'clearCode',
        on: codeEntryHandlers,
      },
    },
  } as const;
}
