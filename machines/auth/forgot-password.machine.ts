/**
 * Forgot (or change) the login password by a code (spec sections 2 and 8):
 * step 0 type the phone or e-mail (`identifying`, only when the flow has no usable identifier yet), then choose
 * the method (phone or e-mail, only those the account has, or the identifier typed) → step 1 picture captcha, send the code, enter it (verified → code key) → step 2 the new password → step 3 done.
 * A send-code answer 400 returns to step 0 (spec 8: "the password dialog returns to step 1").
 *
 * Starting: the machine has no `always`, and XState's `initial` cannot depend on the input, so `method` is the
 * initial state and its entry raises `account.change` when a typed flow has no usable identifier. That is the
 * very transition the person takes with "back" on the method step, so the flow opens on `identifying` without
 * an eventless transition, and the pure `transition()` / `initialTransition()` resolve it in the same step.
 *
 * Pure: effects are named actions the shell provides; results and time are events. The step index is
 * `stepIndexOf(snapshot)`.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { normalizeEmail, parseIdentifier, validateIdentifier } from '../rules/identifier';
import { codeSendGuards, codeStepActions, codeStepEffects, codeStepGuards, methodCodeState } from '../shared/code-step';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';

export type VerifyMethod = 'phone' | 'email';

export type ForgotPasswordContext = {
  /**
   * Where the contacts come from: the signed-in `account` (fixed), or an `identifier` the person typed (at
   * login or on the `identifying` step), which they may change with `account.change`.
   */
  source: 'account' | 'identifier';
  /** The account's phone identifier (`86-138…`), or null when it has none. */
  phone: string | null;
  /** The account's e-mail, or null when it has none. */
  email: string | null;
  method: VerifyMethod | null;
  captchaId: string | null;
  captchaImage: string | null;
  /** Proof of the verified code (`pcdk`/`ecdk`) for the reset call. */
  codeKey: string | null;
  canResend: boolean;
  error: string | null;
};

export type ForgotPasswordEvent =
  | { type: 'identifier.submit'; identifier: string }
  | { type: 'account.change' }
  | { type: 'method.select'; method: VerifyMethod }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.loaded'; captchaId: string; image: string }
  | { type: 'captcha.failed'; message: string }
  | { type: 'code.send'; captchaCode: string }
  | { type: 'code.sent' }
  | { type: 'code.sendFailed'; status: number; message: string }
  | { type: 'code.verify'; code: string }
  | { type: 'code.verified'; codeKey: string }
  | { type: 'code.rejected'; message: string }
  | { type: 'code.resend' }
  | { type: 'timer.expired' }
  | { type: 'step.back' }
  | { type: 'password.submit'; password: string; confirmPassword: string }
  | { type: 'password.saved' }
  | { type: 'password.saveFailed'; message: string };

/**
 * Either the account's bound phone and e-mail (account security), or the one identifier typed at login
 * (`{ identifier }`); an identifier that does not parse (or no input) starts on `identifying`.
 */
export type ForgotPasswordInput = { phone?: string | null; email?: string | null } | { identifier: string };

export function forgotPasswordContacts(input: ForgotPasswordInput | undefined): { phone: string | null; email: string | null } {
  if (!input) return { phone: null, email: null };
  if ('identifier' in input) {
    const parsed = parseIdentifier(input.identifier);
    if (!parsed) return { phone: null, email: null };
    return parsed.kind === 'phone'
      ? { phone: `${parsed.areaCode}-${parsed.phone}`, email: null }
      : { phone: null, email: parsed.email };
  }
  return {
    phone: input.phone && parseIdentifier(input.phone)?.kind === 'phone' ? input.phone.trim() : null,
    email: input.email && parseIdentifier(input.email)?.kind === 'email' ? normalizeEmail(input.email) : null,
  };
}

/** `account` for the `{ phone, email }` of an account; a typed identifier (or none) otherwise. */
export function forgotPasswordSource(input: ForgotPasswordInput | undefined): ForgotPasswordContext['source'] {
  return input && !('identifier' in input) ? 'account' : 'identifier';
}

/** The identifier the code goes to for the chosen method. */
export function forgotPasswordTarget(context: ForgotPasswordContext): string | null {
  if (context.method === 'phone') return context.phone;
  if (context.method === 'email') return context.email;
  return null;
}

/** Methods to offer; the others are shown disabled (spec 6). */
export function availableMethods(context: Pick<ForgotPasswordContext, 'phone' | 'email'>): VerifyMethod[] {
  return [...(context.phone ? (['phone'] as const) : []), ...(context.email ? (['email'] as const) : [])];
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput | undefined,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects: the shell provides these with machine.provide({ actions }). The code is sent to and verified
    // for `forgotPasswordTarget(context)` (code type 2).
    ...codeStepEffects,
    /** Resets the password with the passwords of the triggering `password.submit` and `context.codeKey`. */
    resetPassword: () => {},
    /** "password set successfully"; the shell closes the dialog and the parent refreshes the user. */
    showSuccess: () => {},
    /** A typed flow without a usable identifier goes on to `identifying` (see the file comment). */
    askIdentifierIfMissing: enqueueActions(({ context, enqueue }) => {
      if (context.source === 'identifier' && availableMethods(context).length === 0) enqueue.raise({ type: 'account.change' });
    }),
    // Context updates.
    assignIdentifier: assign(({ event }) =>
      event.type === 'identifier.submit' ? { ...forgotPasswordContacts({ identifier: event.identifier }), method: null, error: null } : {},
    ),
    clearContacts: assign({ phone: null, email: null, method: null, error: null }),
    assignMethod: assign(({ event }) => (event.type === 'method.select' ? { method: event.method, error: null } : {})),
    ...codeStepActions<ForgotPasswordContext, ForgotPasswordEvent>(),
  },
  guards: {
    /** The sign-in identifier rule, as the services apply it. */
    isIdentifierValid: ({ event }) => event.type === 'identifier.submit' && validateIdentifier(event.identifier) === null,
    /** Only a typed identifier can be changed; an account's own contacts cannot. */
    isIdentifierTyped: ({ context }) => context.source === 'identifier',
    isMethodAvailable: ({ context, event }) =>
      event.type === 'method.select' && availableMethods(context).includes(event.method),
    ...codeSendGuards,
    arePasswordsValid: codeStepGuards.arePasswordsValid,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    source: forgotPasswordSource(input),
    ...forgotPasswordContacts(input),
    method: null,
    captchaId: null,
    captchaImage: null,
    codeKey: null,
    canResend: false,
    error: null,
  }),
  meta: {
    title: { zh: '找回登录密码', en: 'Reset the login password' },
    description: {
      zh: '输入手机号或邮箱（如尚未提供），选择验证方式，获取并输入验证码，设置新密码。',
      en: 'Type the phone or e-mail (unless given), choose how to verify, get and enter the code, then set a new password.',
    },
  },
  initial: 'method',
  states: {
    identifying: {
      meta: {
        step: 0,
        ...d(
          '第一步：输入账号的手机号或邮箱（未提供有效账号时从这里开始）。',
          'Step 1: type the phone or e-mail of the account (where the flow starts without a usable one).',
        ),
      },
      on: {
        'identifier.submit': { guard: 'isIdentifierValid', target: 'method', actions: 'assignIdentifier' },
      },
    },
    method: {
      meta: {
        step: 0,
        ...d(
          '第一步：选择验证方式（仅可选择账号已绑定的手机或邮箱）；输入的账号可返回修改。',
          'Step 1: choose the method (only the phone or e-mail the account has); a typed account can be changed.',
        ),
      },
      entry: 'askIdentifierIfMissing',
      on: {
        'method.select': { guard: 'isMethodAvailable', target: 'code', actions: 'assignMethod' },
        'account.change': { guard: 'isIdentifierTyped', target: 'identifying', actions: 'clearContacts' },
      },
    },
    code: methodCodeState('#forgotPassword.method', '#forgotPassword.password', 1, ['第二步：获取并输入验证码。', 'Step 2: get the code and enter it.']),
    password: {
      meta: { step: 2, ...d('第三步：设置新密码。', 'Step 3: set the new password.') },
      initial: 'editing',
      on: {
        'step.back': { target: 'method', actions: ['clearError', 'clearCodeKey'] },
      },
      states: {
        editing: {
          meta: d('输入并确认新密码。', 'Entering and confirming the new password.'),
          on: {
            'password.submit': { guard: 'arePasswordsValid', target: 'saving', actions: ['clearError', 'resetPassword'] },
          },
        },
        saving: {
          meta: d('正在保存新密码。', 'Saving the new password.'),
          on: {
            'password.saved': { target: '#forgotPassword.done' },
            'password.saveFailed': { target: 'editing', actions: 'assignError' },
          },
        },
      },
    },
    done: {
      meta: { step: 3, ...d('密码已设置，对话框关闭。', 'The password is set; the dialog closes.') },
      type: 'final',
      entry: 'showSuccess',
    },
  },
});

export type ForgotPasswordMachine = typeof forgotPasswordMachine;
