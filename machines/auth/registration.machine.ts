/**
 * Registration by phone or e-mail (spec sections 2 and 4, issue 2):
 * step 0 identifier + picture captcha → step 1 six-digit code → step 2 password → step 3 success → login.
 *
 * Pure: effects are named actions the shell provides (`loadCaptcha`, `sendCode`, `verifyCode`, `signup`,
 * countdowns, `openLogin`), results and time come back as events. Passwords never enter the context: the
 * `signup` action reads them from the `password.submit` event that triggers it.
 * The visible step index is `stepIndexOf(snapshot)` (meta `step` on each top-level state).
 */
import { assign, setup } from 'xstate';
import { DEFAULT_AREA_CODE } from '../constants';
import { phoneIdentifier, normalizeEmail } from '../rules/identifier';
import { validateCaptchaCode, validateEmail, validatePhone } from '../rules/validation';
import {
  captchaLoadHandlers,
  codeStepActions,
  codeStepEffects,
  codeStepGuards,
  loadCaptchaEntry,
  loadingCaptchaMeta,
  sendFailedHandlers,
  verifyCodeTransition,
  verifyingState,
} from '../shared/code-step';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type Channel = 'phone' | 'email';

export type RegistrationContext = {
  channel: Channel;
  /** The agreement checkbox: Next stays disabled until it is ticked (spec 2). */
  agreed: boolean;
  areaCode: string;
  phone: string;
  email: string;
  captchaId: string | null;
  captchaImage: string | null;
  /** Proof of the verified code (`pcdk`/`ecdk`), passed to sign-up. */
  codeKey: string | null;
  /** The 60 s countdown has run out: the resend link (with a fresh captcha) is offered. */
  canResend: boolean;
  /** The last server message to show (already in the user's language). */
  error: string | null;
};

export type RegistrationEvent =
  | { type: 'channel.select'; channel: Channel }
  | { type: 'agreement.set'; accepted: boolean }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.loaded'; captchaId: string; image: string }
  | { type: 'captcha.failed'; message: string }
  | { type: 'code.send'; areaCode?: string; phone?: string; email?: string; captchaCode: string }
  | { type: 'code.sent' }
  | { type: 'code.sendFailed'; status: number; message: string }
  | { type: 'code.verify'; code: string }
  | { type: 'code.verified'; codeKey: string }
  | { type: 'code.rejected'; message: string }
  | { type: 'code.resend'; captchaCode: string }
  | { type: 'timer.expired' }
  | { type: 'step.back' }
  | { type: 'password.submit'; password: string; confirmPassword: string }
  | { type: 'signup.succeeded' }
  | { type: 'signup.failed'; message: string }
  | { type: 'login.open' };

export type RegistrationInput = { channel?: Channel } | undefined;

/** The identifier the code was sent to, in the form the services take (`86-138…` or the e-mail). */
export function registrationIdentifier(context: RegistrationContext): string {
  return context.channel === 'phone' ? phoneIdentifier(context.areaCode, context.phone) : normalizeEmail(context.email);
}

const emptyForm = { areaCode: DEFAULT_AREA_CODE, phone: '', email: '' } as const;

/** While the code is typed (first try or after a wrong one): verify, or after the countdown resend with a fresh captcha. */
const codeEntryHandlers = {
  'code.verify': verifyCodeTransition,
  'code.resend': { guard: 'canResend', target: 'resending', actions: ['clearError', 'sendCode'] },
  'captcha.refresh': { guard: 'mayResend', actions: ['clearCaptcha', 'loadCaptcha'] },
} as const;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects: the shell provides these with machine.provide({ actions }). The code is sent to and verified
    // for `registrationIdentifier(context)` (code type 1).
    ...codeStepEffects,
    /** Signs up with the password of the triggering `password.submit` and `context.codeKey`. */
    signup: () => {},
    startRedirectCountdown: () => {},
    /** Leaves registration for the login form. */
    openLogin: () => {},
    // Context updates.
    assignChannel: assign(({ event }) => (event.type === 'channel.select' ? { channel: event.channel, error: null } : {})),
    assignAgreement: assign(({ event }) => (event.type === 'agreement.set' ? { agreed: event.accepted } : {})),
    ...codeStepActions<RegistrationContext, RegistrationEvent>(),
    assignIdentifier: assign(({ context, event }) => {
      if (event.type !== 'code.send') return {};
      return context.channel === 'phone'
        ? { areaCode: event.areaCode ?? DEFAULT_AREA_CODE, phone: event.phone ?? '' }
        : { email: normalizeEmail(event.email ?? '') };
    }),
    resetForm: assign({ ...emptyForm, codeKey: null, canResend: false, error: null }),
  },
  guards: {
    isOtherChannel: ({ context, event }) => event.type === 'channel.select' && event.channel !== context.channel,
    canSendCode: ({ context, event }) => {
      if (event.type !== 'code.send' || !context.agreed || !context.captchaId) return false;
      if (validateCaptchaCode(event.captchaCode)) return false;
      return context.channel === 'phone'
        ? validatePhone(event.areaCode ?? '', event.phone ?? '') === null
        : validateEmail(event.email ?? '') === null;
    },
    canResend: ({ context, event }) =>
      event.type === 'code.resend' && context.canResend && !!context.captchaId && validateCaptchaCode(event.captchaCode) === null,
    /** The countdown has run out (the resend captcha is shown). */
    mayResend: codeStepGuards.resendAllowed,
    isCaptchaRejected: codeStepGuards.isCaptchaRejected,
    isCodeWellFormed: codeStepGuards.isCodeWellFormed,
    arePasswordsValid: codeStepGuards.arePasswordsValid,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    channel: input?.channel ?? 'phone',
    agreed: false,
    ...emptyForm,
    captchaId: null,
    captchaImage: null,
    codeKey: null,
    canResend: false,
    error: null,
  }),
  meta: {
    title: { zh: '注册', en: 'Registration' },
    description: {
      zh: '通过手机号或邮箱注册：填写账号与图形验证码、输入6位验证码、设置密码、注册成功后返回登录。',
      en: 'Sign up by phone or e-mail: identifier and picture captcha, the six-digit code, a password, then back to login.',
    },
  },
  initial: 'identify',
  states: {
    identify: {
      meta: { step: 0, ...d('第一步：填写手机号或邮箱与图形验证码。', 'Step 1: enter the phone or e-mail and the picture captcha.') },
      initial: 'loadingCaptcha',
      on: {
        'agreement.set': { actions: 'assignAgreement' },
      },
      states: {
        loadingCaptcha: {
          meta: loadingCaptchaMeta,
          entry: loadCaptchaEntry,
          on: {
            // Not while sending: the code must go to the identifier of the channel that asked for it.
            'channel.select': { guard: 'isOtherChannel', actions: 'assignChannel' },
            ...captchaLoadHandlers('editing'),
          },
        },
        editing: {
          meta: d(
            '填写账号与图形验证码；勾选协议后可点击下一步。',
            'Filling in the identifier and the captcha; Next is enabled once the agreement is ticked.',
          ),
          on: {
            'channel.select': { guard: 'isOtherChannel', actions: 'assignChannel' },
            'captcha.refresh': { target: 'loadingCaptcha' },
            'code.send': { guard: 'canSendCode', target: 'sending', actions: ['clearError', 'assignIdentifier', 'sendCode'] },
          },
        },
        sending: {
          meta: d('正在发送验证码。', 'Sending the verification code.'),
          on: {
            'code.sent': { target: '#registration.verify' },
            'code.sendFailed': sendFailedHandlers('loadingCaptcha', 'editing'),
          },
        },
      },
    },
    verify: {
      meta: { step: 1, ...d('第二步：输入收到的6位验证码。', 'Step 2: enter the six-digit code that was sent.') },
      entry: ['forbidResend', 'clearCaptcha', 'startResendCountdown'],
      exit: 'cancelCountdown',
      initial: 'entering',
      on: {
        'timer.expired': { actions: ['allowResend', 'loadCaptcha'] },
        'captcha.loaded': { actions: 'assignCaptcha' },
        'captcha.failed': { actions: 'assignError' },
        'step.back': { target: '#registration.identify', actions: 'resetForm' },
      },
      states: {
        entering: {
          meta: d(
            '输入6位验证码；倒计时结束后可重新发送。',
            'Typing the six digits; after the countdown a resend link with a fresh captcha appears.',
          ),
          on: codeEntryHandlers,
        },
        verifying: verifyingState('#registration.password'),
        rejected: {
          meta: d(
            '验证码错误：显示错误并清空输入框，可重新输入。',
            'Wrong code: the error is shown and the boxes are cleared for another try.',
          ),
          entry: 'clearCode',
          on: codeEntryHandlers,
        },
        resending: {
          meta: d('正在重新发送验证码。', 'Sending a new code.'),
          on: {
            'code.sent': { target: 'entering', actions: ['forbidResend', 'clearCaptcha', 'clearCode', 'startResendCountdown'] },
            'code.sendFailed': [
              { guard: 'isCaptchaRejected', target: 'entering', actions: ['assignError', 'clearCaptcha', 'loadCaptcha'] },
              { target: 'entering', actions: 'assignError' },
            ],
          },
        },
      },
    },
    password: {
      meta: { step: 2, ...d('第三步：设置登录密码。', 'Step 3: set the login password.') },
      initial: 'editing',
      on: {
        'step.back': { target: '#registration.identify', actions: ['clearError', 'clearCodeKey'] },
      },
      states: {
        editing: {
          meta: d(
            '输入并确认密码（6-16位，含大小写字母、数字和特殊字符）。',
            'Entering and confirming a password (6-16 characters mixing upper, lower, digit and special).',
          ),
          on: {
            'password.submit': { guard: 'arePasswordsValid', target: 'submitting', actions: ['clearError', 'signup'] },
          },
        },
        submitting: {
          meta: d('正在提交注册。', 'Signing up.'),
          on: {
            'signup.succeeded': { target: '#registration.success' },
            'signup.failed': { target: 'editing', actions: 'assignError' },
          },
        },
      },
    },
    success: {
      meta: { step: 3, ...d('第四步：注册成功，3秒后返回登录，或点击立即登录。', 'Step 4: signed up; back to login after 3 s or at once on click.') },
      entry: 'startRedirectCountdown',
      exit: 'cancelCountdown',
      on: {
        'timer.expired': { target: 'toLogin' },
        'login.open': { target: 'toLogin' },
      },
    },
    toLogin: {
      meta: { step: 3, ...d('注册流程结束，显示登录表单。', 'Registration finished; the login form is shown.') },
      type: 'final',
      entry: 'openLogin',
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
