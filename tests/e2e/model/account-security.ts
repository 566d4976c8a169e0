/**
 * What the UI models of the account-security flows share (src/features/account-security/*.ui-model.ts): a member of
 * the path's own, registered by phone through the REST services, signed in by the token cookie, on the account
 * security page with one row's dialog opened; the code step's session for a code to that phone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { openWithToken, signin } from '../support/member-api';
import { CaptchaWatcher, phoneIdentifier, registerAccount, STRONG_PASSWORD, uniquePhone } from '../support/portal';
import { buttonName } from '../support/ui';
import type { CodeSession } from './code-step';

export const SECURITY_PAGE = '/personal/accountManagement/secure';
/** The code step's words on account security. */
export const SECURITY_CODE_LABELS = { send: '获取验证码', back: '返回' };

/** Spec 9: longer than 8 characters → first 5, `***`, last 3. */
export const mask = (text: string) => `${text.slice(0, 5)}***${text.slice(-3)}`;

/** One row of the page (`security-phone`, `-email`, `-login-password`, `-pay-password`). */
export const securityRow = (page: Page, id: 'phone' | 'email' | 'login-password' | 'pay-password') => page.getByTestId(`security-${id}`);

export type PhoneMember = { phone: string; registeredAt: number };
export type PhoneSession = CodeSession & { phone: string };

/** A new member with a phone only (the registration code went to it: the one-code-per-minute rule counts from then). */
export async function registerPhoneMember(api: APIRequestContext): Promise<PhoneMember> {
  const phone = uniquePhone();
  await registerAccount(api, { phone });
  return { phone, registeredAt: Date.now() };
}

/**
 * Signs the member in, opens the page and presses `button` on the row `row` (`before`: what the row must say first);
 * answers the code step's session, codes going to the member's phone, and the dialog named `dialog` as its scope.
 */
export async function openSecurityDialog(
  page: Page,
  member: PhoneMember,
  at: { row: Parameters<typeof securityRow>[1]; before?: string; button: string; dialog: string },
): Promise<PhoneSession> {
  const captchas = new CaptchaWatcher(page);
  const token = await signin(page.request, phoneIdentifier(member.phone), STRONG_PASSWORD);
  await openWithToken(page, token, SECURITY_PAGE);
  if (at.before) await expect(securityRow(page, at.row)).toContainText(at.before);
  await securityRow(page, at.row).getByRole('button', { name: buttonName(at.button) }).click();
  const outbox = phoneIdentifier(member.phone);
  return {
    page,
    request: page.request,
    scope: page.getByRole('dialog', { name: at.dialog }),
    captchas,
    phone: member.phone,
    recipient: () => ({ identifier: { phone: member.phone }, outbox }),
    lastCodeAt: new Map([[outbox, member.registeredAt]]),
    mark: 0,
  };
}
