/**
 * What the three account-security flows share (change the login password, change the transaction password,
 * prove the identity before a withdrawal): the verification methods a signed-in member may choose (spec 6),
 * the identifier a code goes to, and the code step (picture captcha, six digits, resend after 60 s) built from
 * the fragments of `../shared/code-step.ts`, exactly as the forgot-password flow uses them.
 */
import { assign, type EventObject } from 'xstate';
import { forgotPasswordContacts, availableMethods as contactMethods } from '../auth/forgot-password.machine';
import type { CodeStepContext } from '../shared/code-step';
import { stateMeta as d } from '../shared/flow-meta';

/** The events of the code step every account flow takes (captcha, send, verify, resend, back). */
export type AccountCodeEvent =
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
  | { type: 'step.back' };

/** The events of the set-password step of the two password flows. */
export type AccountPasswordEvent =
  /** `currentPassword` is read only for the old-password method. */
  | { type: 'password.submit'; password: string; confirmPassword: string; currentPassword?: string }
  | { type: 'password.saved' }
  | { type: 'password.saveFailed'; message: string };

/** `phone` / `email`: a code to the bound contact; `password`: the old password instead of a code. */
export type AccountMethod = 'phone' | 'email' | 'password';

/** What the flows start from: the member of `me` (phone identifier, e-mail, the last change of the password). */
export type AccountFlowInput = {
  phone?: string | null;
  email?: string | null;
  /** Epoch ms of the last change of the password this flow changes; null when never changed or set. */
  lastModified?: number | null;
};

export type AccountFlowContext = CodeStepContext & {
  phone: string | null;
  email: string | null;
  /** The old-password method is offered (the password was changed or set before). */
  hasOldPassword: boolean;
  method: AccountMethod | null;
};

export function accountFlowContext(input: AccountFlowInput | undefined): AccountFlowContext {
  return {
    ...forgotPasswordContacts({ phone: input?.phone ?? null, email: input?.email ?? null }),
    hasOldPassword: input?.lastModified != null,
    method: null,
    captchaId: null,
    captchaImage: null,
    codeKey: null,
    canResend: false,
    error: null,
  };
}

/**
 * The methods to offer, in display order; the others are shown disabled (spec 6: a contact that is not bound,
 * the old password when it was never changed). The contacts are the forgot-password rule itself.
 */
export function accountMethods(context: Pick<AccountFlowContext, 'phone' | 'email' | 'hasOldPassword'>, withOldPassword = true): AccountMethod[] {
  return [...contactMethods(context), ...(withOldPassword && context.hasOldPassword ? (['password'] as const) : [])];
}

/** The identifier the code goes to for the chosen method (null for the old password). */
export function accountMethodTarget(context: Pick<AccountFlowContext, 'phone' | 'email' | 'method'>): string | null {
  if (context.method === 'phone') return context.phone;
  if (context.method === 'email') return context.email;
  return null;
}

type MethodSelect = { type: string; method?: AccountMethod };

/** The method guards of the two password flows: a method the account can use; the old password (skips the code). */
export const accountMethodGuards = {
  isMethodAvailable: ({ context, event }: { context: AccountFlowContext; event: MethodSelect }) =>
    event.type === 'method.select' && !!event.method && accountMethods(context).includes(event.method),
  isOldPasswordChosen: ({ context, event }: { context: AccountFlowContext; event: MethodSelect }) =>
    event.type === 'method.select' && event.method === 'password' && accountMethods(context).includes('password'),
};

/** `assignMethod`: the chosen method (of the triggering `method.select`), clearing the last error; typed for one machine. */
export function accountMethodActions<TContext extends AccountFlowContext, TEvent extends EventObject>() {
  return {
    assignMethod: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => {
      const e = event as MethodSelect;
      return (e.type === 'method.select' && e.method ? { method: e.method, error: null } : {}) as Partial<TContext>;
    }),
  };
}

/** The guards of the code step that read only the context and the event. */



/**
 * The set-password state of the two password flows: edit (guard `arePasswordsValid`), save (`changePassword`),
 * then `doneState`; a failed save returns to editing with the message; `step.back` returns to the method.
 */
export function accountPasswordState<M extends string, D extends string>(
  methodState: M,
  doneState: D,
  step: number,
  text: { state: [string, string]; editing: [string, string]; saving: [string, string] },
) {
  return {
    meta: { step, ...d(...text.state) },
    initial: 'editing',
    on: {
      'step.back': { target: methodState, actions: ['clearError', 'clearCodeKey'] },
    },
    states: {
      editing: {
        meta: d(...text.editing),
        on: {
          'password.submit': { guard: 'arePasswordsValid', target: 'saving', actions: ['clearError', 'changePassword'] },
        },
      },
      saving: {
        meta: d(...text.saving),
        on: {
          'password.saved': { target: doneState },
          'password.saveFailed': { target: 'editing', actions: 'assignError' },
        },
      },
    },
  } as const;
}
