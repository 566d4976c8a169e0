/**
 * The UI model of setting the transaction password for the first time on account security (the dialog of
 * src/components/password-dialogs/transaction-password-dialog.tsx, opened from this page), for the generated browser
 * paths of `changeTransactionPasswordMachine` (tests/e2e/change-transaction-password.paths.spec.ts, README "Generated
 * browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has
 * a member of its own registered by phone through the REST services: the phone is the one way to verify (no e-mail
 * bound, no transaction password yet, so the old-password method is disabled). Changing an existing one by the old
 * password (and its `password.saveFailed` for a wrong one) is account-security.spec.ts's English part and the
 * dialog's component test.
 */
import { changeTransactionPasswordModel } from '../../../machines/account/change-transaction-password.model';
import type { ChangeTransactionPasswordMachine } from '../../../machines/account/change-transaction-password.machine';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { mask, openSecurityDialog, registerPhoneMember, securityRow, SECURITY_CODE_LABELS as labels, type PhoneMember as Prepared, type PhoneSession as Session } from '../../../tests/e2e/model/account-security';
import { codeStepEvents, codeStepStates, passwordStep } from '../../../tests/e2e/model/code-step';
import type { UiModel } from '../../../tests/e2e/model/ui-model';

const row = (page: Page) => securityRow(page, 'pay-password');
const phoneMethod = (session: Session) => session.scope.getByRole('radio', { name: `手机: +86 ${mask(session.phone)}` });
const password = passwordStep<Session>(
  { field: '新交易密码（6位数字）', confirm: '确认交易密码', submit: '确定' },
  '135790',
  'a first-time set by a code fails only for a code key that expired (10 minutes) or was used: no path waits that long',
);

export const changeTransactionPasswordUi: UiModel<ChangeTransactionPasswordMachine, Prepared, Session> = {
  title: 'first set on account security, by phone',
  spec: changeTransactionPasswordModel,
  // Stands for the prepared member: a phone, no e-mail, no transaction password yet.
  input: { phone: '86-13800000001', email: null, lastModified: null },

  prepare: registerPhoneMember,
  start: ({ page, prepared }) => openSecurityDialog(page, prepared, { row: 'pay-password', before: '未设置', button: '设置', dialog: '交易密码' }),

  states: {
    intro: async ({ session }) => {
      await expect(session.scope.getByText('交易密码用于保护您的资金', { exact: false })).toBeVisible();
    },
    // Only the phone: no e-mail bound, no old transaction password.
    method: async ({ session }) => {
      await expect(phoneMethod(session)).toBeEnabled();
      await expect(session.scope.getByRole('radio', { name: '原交易密码' })).toBeDisabled();
    },
    ...codeStepStates<Session>('code', labels),
    ...password.states,
    // The dialog closes and the page shows the password set.
    done: async ({ page, session }) => {
      await expect(page.getByText('交易密码设置成功')).toBeVisible();
      await expect(session.scope).toBeHidden();
      await expect(row(page)).toContainText('交易密码已设置');
    },
  },

  on: {
    'intro.next': {
      by: 'person',
      drive: async ({ session }) => {
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    'method.select': {
      by: 'person',
      drive: async ({ session }) => {
        await phoneMethod(session).check();
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    ...codeStepEvents<Session>(labels),
    ...password.on,
  },
};
