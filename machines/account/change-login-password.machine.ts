/**
 * Change the login password from account security (spec sections 2, 6 and 8): step 0 choose how to verify
 * (a code to the bound phone or e-mail, or the old password; a contact that is not bound and the old password
 * when it was never changed are disabled) → step 1 picture captcha and code (skipped for the old password) →
 * step 2 the new password twice (and the current one for the old-password method) → step 3 done: "password set
 * successfully", the dialog closes and the parent refreshes the user.
 *
 * Pure: effects are named actions the shell provides; results and time are events. The services refuse what
 * the guards refuse (same rules from ../rules).
 */
import { setup } from 'xstate';
import { validateLoginPassword } from '../rules/validation';
import {
  codeSendGuards,
  codeStepActions,
  codeStepEffects,
  codeStepGuards,
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

export type ChangeLoginPasswordContext = AccountFlowContext;

export type ChangeLoginPasswordEvent =
  | { type: 'method.select'; method: AccountMethod }
  | AccountCodeEvent
  | AccountPasswordEvent;

/** `lastModified` is the member's `passwordLastModify`. */
export type ChangeLoginPasswordInput = AccountFlowInput;

export const changeLoginPasswordMachine = setup({
  types: {
    context: {} as ChangeLoginPasswordContext,
    events: {} as ChangeLoginPasswordEvent,
    input: {} as ChangeLoginPasswordInput | undefined,
    meta: {} as FlowMeta,
  },
  actions: {
    // Effects (the shell provides them): the code goes to `accountMethodTarget(context)` (code type: login password).
    ...codeStepEffects,
    /**
     * Saves the passwords of the triggering `password.submit`: with `context.codeKey` by SMS or e-mail, or with
     * its `currentPassword` for the old-password method.
     */
    changePassword: () => {},
    /** "password set successfully"; the shell closes the dialog and refreshes the user. */
    showSuccess: () => {},
    ...accountMethodActions<ChangeLoginPasswordContext, ChangeLoginPasswordEvent>(),
    ...codeStepActions<ChangeLoginPasswordContext, ChangeLoginPasswordEvent>(),
  },
  guards: {
    ...codeSendGuards,
    ...accountMethodGuards,
    /** New password by the registration rules, confirmed; the current one required for the old-password method. */
    arePasswordsValid: ({ context, event }) =>
      codeStepGuards.arePasswordsValid({ event }) &&
      event.type === 'password.submit' &&
      (context.method !== 'password' || validateLoginPassword(event.currentPassword) === null),
  },
}).createMachine({
  id: 'changeLoginPassword',
  context: ({ input }) => accountFlowContext(input),
  meta: {
    title: { zh: '修改登录密码', en: 'Change the login password' },
    description: {
      zh: '选择验证方式（手机、邮箱或原密码），获取并输入验证码（原密码方式跳过），设置新密码。',
      en: 'Choose how to verify (phone, e-mail or the old password), get and enter the code (skipped for the old password), then set a new password.',
    },
  },
  initial: 'method',
  states: {
    method: {
      meta: {
        step: 0,
        ...d(
          '第一步：选择验证方式；未绑定的手机或邮箱、从未修改过的原密码不可选。',
          'Step 1: choose the method; a phone or e-mail not bound, or an old password never changed, cannot be chosen.',
        ),
      },
      on: {
        'method.select': [
          { guard: 'isOldPasswordChosen', target: 'password', actions: 'assignMethod' },
          { guard: 'isMethodAvailable', target: 'code', actions: 'assignMethod' },
        ],
      },
    },
    code: methodCodeState('#changeLoginPassword.method', '#changeLoginPassword.password', 1),
    password: accountPasswordState('#changeLoginPassword.method', '#changeLoginPassword.done', 2, {
      state: ['第三步：设置新密码（原密码方式需输入当前密码）。', 'Step 3: set the new password (the old-password method asks for the current one).'],
      editing: ['输入并确认新密码。', 'Entering and confirming the new password.'],
      saving: ['正在保存新密码。', 'Saving the new password.'],
    }),
    done: {
      meta: { step: 3, ...d('密码已设置，对话框关闭，页面刷新用户信息。', 'The password is set; the dialog closes and the page refreshes the user.') },
      type: 'final',
      entry: 'showSuccess',
    },
  },
});

export type ChangeLoginPasswordMachine = typeof changeLoginPasswordMachine;
