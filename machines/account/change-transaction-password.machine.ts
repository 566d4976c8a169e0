/**
 * Set or change the transaction password (spec sections 2, 5, 6 and 8): step 0 intro (what the password is
 * for: six digits, asked for payments, withdrawals and card unlinking) → step 1 choose how to verify (a code to
 * the bound phone or e-mail, or the old transaction password; the old password is disabled when none was ever
 * set, so a first-time set always goes through a code) → step 2 picture captcha and code (skipped for the old
 * password) → step 3 the new password twice, exactly 6 digits (and the old one for that method) → step 4 done:
 * "transaction password set successfully", the dialog closes and the parent refreshes the user.
 */
import { setup } from 'xstate';
import { validatePasswordConfirm, validateTransactionPassword } from '../rules/validation';
import {
  codeSendGuards,
  codeStepActions,
  codeStepEffects,
  methodCodeState,
} from '../shared/code-step';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import {
  accountMethodGuards,
  accountMethodActions,
  accountPasswordState,
  accountFlowContext,
  type AccountCodeEvent,
  type AccountFlowContext,
  type AccountPasswordEvent,
  type AccountFlowInput,
  type AccountMethod,
} from './account-flow';

export type ChangeTransactionPasswordContext = AccountFlowContext;

export type ChangeTransactionPasswordEvent =
  | { type: 'intro.next' }
  | { type: 'method.select'; method: AccountMethod }
  | AccountCodeEvent
  | AccountPasswordEvent;

/** `lastModified` is the member's `jyPasswordLastModify` (null: no transaction password yet). */
export type ChangeTransactionPasswordInput = AccountFlowInput;

/** Both entries are six digits and equal (spec 5: 'Password Must be 6 digits', 'Password Must be numbers'). */
export function transactionPasswordsError(password: string, confirmPassword: string) {
  return validateTransactionPassword(password) ?? validatePasswordConfirm(password, confirmPassword);
}

export const changeTransactionPasswordMachine = setup({
  types: {
    context: {} as ChangeTransactionPasswordContext,
    events: {} as ChangeTransactionPasswordEvent,
    input: {} as ChangeTransactionPasswordInput | undefined,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects (the shell provides them): the code goes to `accountMethodTarget(context)` (code type: pay password).
    ...codeStepEffects,
    /** Saves the password of the triggering `password.submit` with `context.codeKey`, or with its `currentPassword`. */
    changePassword: () => {},
    /** "transaction password set successfully"; the shell closes the dialog and refreshes the user. */
    showSuccess: () => {},
    ...accountMethodActions<ChangeTransactionPasswordContext, ChangeTransactionPasswordEvent>(),
    ...codeStepActions<ChangeTransactionPasswordContext, ChangeTransactionPasswordEvent>(),
  },
  guards: {
    ...codeSendGuards,
    ...accountMethodGuards,
    arePasswordsValid: ({ context, event }) =>
      event.type === 'password.submit' &&
      transactionPasswordsError(event.password, event.confirmPassword) === null &&
      (context.method !== 'password' || validateTransactionPassword(event.currentPassword) === null),
  },
}).createMachine({
  id: 'changeTransactionPassword',
  context: ({ input }) => accountFlowContext(input),
  meta: {
    title: { zh: '设置交易密码', en: 'Set the transaction password' },
    description: {
      zh: '说明交易密码的用途，选择验证方式（手机、邮箱或原交易密码），获取并输入验证码（原密码方式跳过），设置6位数字交易密码。',
      en: 'Explain what the transaction password is for, choose how to verify (phone, e-mail or the old transaction password), get and enter the code (skipped for the old password), then set six digits.',
    },
  },
  initial: 'intro',
  states: {
    intro: {
      meta: {
        step: 0,
        ...d('第一步：交易密码说明（6位数字，用于支付、提现和解绑银行卡）。', 'Step 1: what the transaction password is (six digits for payments, withdrawals and unlinking cards).'),
      },
      on: { 'intro.next': { target: 'method' } },
    },
    method: {
      meta: {
        step: 1,
        ...d(
          '第二步：选择验证方式；未绑定的手机或邮箱、从未设置过的原交易密码不可选。',
          'Step 2: choose the method; a phone or e-mail not bound, or an old transaction password never set, cannot be chosen.',
        ),
      },
      on: {
        'method.select': [
          { guard: 'isOldPasswordChosen', target: 'password', actions: 'assignMethod' },
          { guard: 'isMethodAvailable', target: 'code', actions: 'assignMethod' },
        ],
        'step.back': { target: 'intro' },
      },
    },
    code: methodCodeState('#changeTransactionPassword.method', '#changeTransactionPassword.password', 2),
    password: accountPasswordState('#changeTransactionPassword.method', '#changeTransactionPassword.done', 3, {
      state: ['第四步：设置6位数字交易密码（原密码方式需输入原交易密码）。', 'Step 4: set six digits (the old-password method asks for the old ones).'],
      editing: ['输入并确认新的交易密码。', 'Entering and confirming the new transaction password.'],
      saving: ['正在保存交易密码。', 'Saving the transaction password.'],
    }),
    done: {
      meta: { step: 4, ...d('交易密码已设置，对话框关闭，页面刷新用户信息。', 'The transaction password is set; the dialog closes and the page refreshes the user.') },
      type: 'final',
      entry: 'showSuccess',
    },
  },
});

export type ChangeTransactionPasswordMachine = typeof changeTransactionPasswordMachine;
