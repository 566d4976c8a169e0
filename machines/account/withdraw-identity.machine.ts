/**
 * Prove the member's identity before a withdrawal (spec section 2, "the withdraw-identity flow: method, code,
 * then returns the identifier and code key to the caller"): step 0 choose the bound phone or e-mail (one not
 * bound is disabled; there is no old-password method, the caller needs a code key) → step 1 picture captcha and
 * code → step 2 done. The final state's output is `{ identifier, codeKey }` and its entry runs
 * `returnIdentity` with the same value, so a parent machine reads the output and a React shell provides the action.
 * The code key's purpose is "withdraw identity" (code type 5): the withdrawal service consumes it.
 */
import { assign, setup } from 'xstate';
import {
  codeSendGuards,
  codeStepActions,
  codeStepEffects,
  methodCodeState,
} from '../shared/code-step';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import {
  accountFlowContext,
  accountMethods,
  accountMethodTarget,
  type AccountCodeEvent,
  type AccountFlowContext,
} from './account-flow';

export type WithdrawIdentityContext = AccountFlowContext;

export type WithdrawIdentityMethod = 'phone' | 'email';

export type WithdrawIdentityEvent =
  | { type: 'method.select'; method: WithdrawIdentityMethod }
  | AccountCodeEvent;

export type WithdrawIdentityInput = { phone?: string | null; email?: string | null };

/** What the flow hands back: the identifier the code went to and the code key proving it. */
export type WithdrawIdentityOutput = { identifier: string; codeKey: string };

export function withdrawIdentityOutput(context: WithdrawIdentityContext): WithdrawIdentityOutput {
  return { identifier: accountMethodTarget(context) ?? '', codeKey: context.codeKey ?? '' };
}

export const withdrawIdentityMachine = setup({
  types: {
    context: {} as WithdrawIdentityContext,
    events: {} as WithdrawIdentityEvent,
    input: {} as WithdrawIdentityInput | undefined,
    output: {} as WithdrawIdentityOutput,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects (the shell provides them): the code goes to `accountMethodTarget(context)` (code type: withdraw identity).
    ...codeStepEffects,
    /** Hands `withdrawIdentityOutput(context)` to the caller (e.g. the withdrawal flow) and closes the dialog. */
    returnIdentity: () => {},
    assignMethod: assign(({ event }) => (event.type === 'method.select' ? { method: event.method, error: null } : {})),
    ...codeStepActions<WithdrawIdentityContext, WithdrawIdentityEvent>(),
  },
  guards: {
    ...codeSendGuards,
    isMethodAvailable: ({ context, event }) => event.type === 'method.select' && accountMethods(context, false).includes(event.method),
  },
}).createMachine({
  id: 'withdrawIdentity',
  context: ({ input }) => accountFlowContext({ phone: input?.phone, email: input?.email, lastModified: null }),
  meta: {
    title: { zh: '提现身份验证', en: 'Verify your identity to withdraw' },
    description: {
      zh: '选择已绑定的手机或邮箱，获取并输入验证码，把账号和验证凭证交回提现流程。',
      en: 'Choose the bound phone or e-mail, get and enter the code, and hand the identifier and code key back to the withdrawal.',
    },
  },
  initial: 'method',
  states: {
    method: {
      meta: { step: 0, ...d('第一步：选择已绑定的手机或邮箱。', 'Step 1: choose the bound phone or e-mail.') },
      on: {
        'method.select': { guard: 'isMethodAvailable', target: 'code', actions: 'assignMethod' },
      },
    },
    code: methodCodeState('#withdrawIdentity.method', '#withdrawIdentity.done', 1),
    done: {
      meta: { step: 2, ...d('验证完成：账号和验证凭证交回调用方。', 'Verified: the identifier and code key go back to the caller.') },
      type: 'final',
      entry: 'returnIdentity',
    },
  },
  output: ({ context }) => withdrawIdentityOutput(context),
});

export type WithdrawIdentityMachine = typeof withdrawIdentityMachine;
