/**
 * Bind a phone or an e-mail to the signed-in account (account security, spec section 7 `bind/...`): step 0
 * type the new phone (area code and number) or e-mail → step 1 picture captcha and the code sent to it (a send
 * refused with 400, e.g. a contact another account uses, returns to step 0 with the message) → binding with the
 * code key → step 2 done, the dialog closes and the page refreshes the user. The code step is the one of every
 * account flow (`methodCodeState`).
 */
import { assign, setup } from 'xstate';
import { parseIdentifier, formatIdentifier } from '../rules/identifier';
import {
  codeSendGuards,
  codeStepActions,
  codeStepEffects,
  methodCodeState,
} from '../shared/code-step';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import {
  type AccountCodeEvent,
} from './account-flow';
import type { CodeStepContext } from '../shared/code-step';

export type BindChannel = 'phone' | 'email';

export type BindContactContext = CodeStepContext & {
  channel: BindChannel;
  /** The new identifier (`86-138…` or the normalized e-mail) once typed. */
  target: string | null;
};

export type BindContactEvent =
  | { type: 'identifier.submit'; identifier: string }
  | AccountCodeEvent
  | { type: 'bind.succeeded' }
  | { type: 'bind.failed'; message: string };

export type BindContactInput = { channel: BindChannel };

/** The identifier typed, canonical, when it is one of the channel's kind (a phone for `phone`). */
export function bindTarget(channel: BindChannel, identifier: string): string | null {
  const parsed = parseIdentifier(identifier);
  return parsed && (parsed.kind === 'phone') === (channel === 'phone') ? formatIdentifier(parsed) : null;
}

export const bindContactMachine = setup({
  types: {
    context: {} as BindContactContext,
    events: {} as BindContactEvent,
    input: {} as BindContactInput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects (the shell provides them): the code goes to `context.target`.
    ...codeStepEffects,
    /** Binds `context.target` with `context.codeKey`; answers `bind.succeeded` or `bind.failed`. */
    bind: () => {},
    /** "bound"; the shell closes the dialog and refreshes the user. */
    showSuccess: () => {},
    assignTarget: assign(({ context, event }) =>
      event.type === 'identifier.submit' ? { target: bindTarget(context.channel, event.identifier), error: null } : {},
    ),
    ...codeStepActions<BindContactContext, BindContactEvent>(),
  },
  guards: {
    ...codeSendGuards,
    isIdentifierValid: ({ context, event }) => event.type === 'identifier.submit' && bindTarget(context.channel, event.identifier) !== null,
  },
}).createMachine({
  id: 'bindContact',
  context: ({ input }) => ({
    channel: input.channel,
    target: null,
    captchaId: null,
    captchaImage: null,
    codeKey: null,
    canResend: false,
    error: null,
  }),
  meta: {
    title: { zh: '绑定手机或邮箱', en: 'Bind a phone or e-mail' },
    description: {
      zh: '输入新的手机号或邮箱，输入图形验证码获取验证码并验证，然后绑定到账号。',
      en: 'Type the new phone or e-mail, get the code with a picture captcha and enter it, then bind it to the account.',
    },
  },
  initial: 'identify',
  states: {
    identify: {
      meta: { step: 0, ...d('第一步：输入要绑定的手机号或邮箱。', 'Step 1: type the phone or e-mail to bind.') },
      on: {
        'identifier.submit': { guard: 'isIdentifierValid', target: 'code', actions: 'assignTarget' },
      },
    },
    code: methodCodeState('#bindContact.identify', '#bindContact.binding', 1),
    binding: {
      meta: { step: 1, ...d('正在绑定。', 'Binding.') },
      entry: 'bind',
      on: {
        'bind.succeeded': { target: 'done' },
        'bind.failed': { target: 'identify', actions: ['assignError', 'clearCodeKey'] },
      },
    },
    done: {
      meta: { step: 2, ...d('绑定成功，对话框关闭，页面刷新用户信息。', 'Bound; the dialog closes and the page refreshes the user.') },
      type: 'final',
      entry: 'showSuccess',
    },
  },
});

export type BindContactMachine = typeof bindContactMachine;
