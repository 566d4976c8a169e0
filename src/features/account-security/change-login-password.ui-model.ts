/**
 * The UI model of changing the login password on account security (the dialog of
 * src/components/password-dialogs/login-password-dialog.tsx, opened from this page), for the generated browser
 * paths of `changeLoginPasswordMachine` (tests/e2e/change-login-password.paths.spec.ts, README "Generated browser
 * paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has
 * a member of its own registered by phone through the REST services, as account-security.spec.ts does: the phone
 * is the one way to verify (no e-mail bound, the password never changed, so the old-password method is disabled).
 */
import { changeLoginPasswordModel } from '../../../machines/account/change-login-password.model';
import type { ChangeLoginPasswordMachine } from '../../../machines/account/change-login-password.machine';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { mask, openSecurityDialog, registerPhoneMember, securityRow, SECURITY_CODE_LABELS as labels, type PhoneMember as Prepared, type PhoneSession as Session } from '../../../tests/e2e/model/account-security';
import { codeStepEvents, codeStepStates, passwordStep } from '../../../tests/e2e/model/code-step';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { api, signin } from '../../../tests/e2e/support/member-api';
import { phoneIdentifier, STRONG_PASSWORD } from '../../../tests/e2e/support/portal';

const NEW_PASSWORD = 'Moved#Pass88';
const row = (page: Page) => securityRow(page, 'login-password');
const password = passwordStep<Session>(
  { field: '新登录密码', confirm: '确认密码', submit: '确定' },
  NEW_PASSWORD,
  'by a code the save fails only for a code key that expired (10 minutes) or was used: no path waits that long',
);

export const changeLoginPasswordUi: UiModel<ChangeLoginPasswordMachine, Prepared, Session> = {
  title: 'on account security, by phone',
  spec: changeLoginPasswordModel,
  // Stands for the prepared member: a phone, no e-mail, a password never changed.
  input: { phone: '86-13800000001', email: null, lastModified: null },

  prepare: registerPhoneMember,
  start: ({ page, prepared }) => openSecurityDialog(page, prepared, { row: 'login-password', button: '修改', dialog: '修改登录密码' }),

  states: {
    method: async ({ session }) => {
      await expect(session.scope.getByRole('radio', { name: `手机: +86 ${mask(session.phone)}` })).toBeChecked();
      await expect(session.scope.getByRole('radio', { name: '当前登录密码' })).toBeDisabled();
    },
    ...codeStepStates<Session>('code', labels),
    ...password.states,
    // The dialog closes, the page shows the change; the old password is refused and the new one signs in (through
    // the services: one sign-in each).
    done: async ({ page, session }) => {
      await expect(page.getByText('密码设置成功')).toBeVisible();
      await expect(session.scope).toBeHidden();
      await expect(row(page)).toContainText('最近修改：');
      const old = await api(session.request, null, 'POST', '/member/v2/signin', { identifier: phoneIdentifier(session.phone), password: STRONG_PASSWORD });
      expect(old.code, 'the old password is refused').not.toBe(200);
      expect(await signin(session.request, phoneIdentifier(session.phone), NEW_PASSWORD)).toBeTruthy();
    },
  },

  on: {
    'method.select': {
      by: 'person',
      drive: async ({ session }) => {
        await session.scope.getByRole('radio', { name: `手机: +86 ${mask(session.phone)}` }).check();
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    ...codeStepEvents<Session>(labels),
    ...password.on,
  },
};
