/**
 * The UI model of real-name verification on its page (real-name-page.tsx, real-name-form.tsx), for the generated
 * browser paths of `realNameMachine` (tests/e2e/real-name.paths.spec.ts, README "Generated browser paths").
 *
 * A server-held machine (`heldBy: 'services'`, as the recharge order): the application lives on the services, the
 * page shows its status and offers the form only where the workflow allows `application.edit` (no application yet,
 * or failed); the runner follows the steps the services logged for the test's client address. Each path has a
 * member of its own, registered by phone through the REST services and signed in by the token cookie. The member
 * fills in the form as a person does (a person, or an organisation by the authorized representative's letter or by
 * the legal representative's face check); what operations decide (the review, and the face check, which the embedded
 * provider leaves to operations' queue) is their gateway mutation from the same address
 * (tests/e2e/support/ops-graphql.ts), after which the member opens the page again (it does not poll).
 *
 * Opening the form is the page's own until the form is sent: the services log `application.edit` together with
 * `application.submit`, in the submission's request (`submitRealName`), so the edit is `loggedWithNext` (the runner
 * checks the open form now, and the services' log of both steps after the submission).
 */
import { creditCodeCheckChar, CREDIT_CODE_CHARS } from '../../../machines/rules/credit-code';
import type { RealNameEvent, realNameMachine } from '../../../machines/identity/real-name.machine';
import { realNameModel } from '../../../machines/identity/real-name.model';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { openWithToken, PNG, residentId, signin } from '../../../tests/e2e/support/member-api';
import { gatewayGraphql, operationsDecide, opsGraphql } from '../../../tests/e2e/support/ops-graphql';
import { phoneIdentifier, registerAccount, STRONG_PASSWORD, uniquePhone } from '../../../tests/e2e/support/portal';
import { activeStep, buttonName, confirmInDialog, resultTitle } from '../../../tests/e2e/support/ui';

const REAL_NAME_PAGE = '/personal/accountManagement/account/realNameAuth';

type Member = { phone: string; token: string };
type Subject = { subjectType: 'person' | 'organisation'; method: 'face' | 'letter' | null };
type Session = {
  page: Page;
  member: Member;
  /** What the member sent last (the form comes back with it after a failure). */
  sent: Subject | null;
  /** The reason of the last rejection or failed face check, shown above the form brought back. */
  reason: string | null;
};
type Submit = Extract<RealNameEvent, { type: 'application.submit' }>;

/** The reasons operations give, in the member's language: the page shows them as they were written. */
const events: RealNameEvent[] = realNameModel.events.map((event) => {
  if (event.type === 'review.reject') return { ...event, reason: '证件照片模糊，请重新上传' };
  if (event.type === 'faceCheck.failed') return { ...event, reason: '人脸识别与法定代表人不符' };
  return event;
});

const PERSON_NAME = '王实名';
const ORGANISATION_NAME = '深圳路径测试科技有限公司';

/** A fresh unified social credit code with its check character (a company registered in Shenzhen). */
function creditCode(): string {
  const organisation = Array.from({ length: 9 }, () => CREDIT_CODE_CHARS[Math.floor(Math.random() * CREDIT_CODE_CHARS.length)]).join('');
  const first17 = `91440300${organisation}`;
  return first17 + creditCodeCheckChar(first17);
}

const stepTitles = (page: Page) => page.locator('.ant-steps-item-title');
const submitButton = (page: Page) => page.getByRole('button', { name: buttonName('提交') });
const editButtons = (page: Page) => page.getByRole('button', { name: /^(立即认证|修改并重新提交)$/ });
/** What was submitted, as the page lists it (numbers masked). */
const summary = (page: Page) => page.locator('.ant-descriptions');

/** Picks a radio option by its label, as a person clicks it (antd draws its own circle or button over the input). */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** An image field: an image already there (sent before) stays, else one is uploaded. */
async function ensureImage(page: Page, kind: string, kept: boolean): Promise<void> {
  const field = page.getByTestId(`real-name-${kind}`);
  if (kept) await expect(field.locator('img'), `the ${kind} image sent before is kept`).toBeVisible();
  else await field.locator('input[type=file]').setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('img')).toBeVisible();
}

/**
 * The validity period: from 2020-01-01, long-term (the only date field on either form). A form brought back keeps
 * it; a new one has it typed, and Enter closes the calendar (open, it covers the submit button).
 */
async function fillValidity(page: Page, kept: boolean): Promise<void> {
  const from = page.getByPlaceholder('开始日期');
  const longTerm = page.getByLabel('长期');
  if (kept) {
    await expect(from).toHaveValue('2020-01-01');
    await expect(longTerm).toBeChecked();
  } else {
    await from.fill('2020-01-01');
    await from.press('Enter');
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await longTerm.check();
    await expect(from).toHaveValue('2020-01-01');
  }
}

/** Fills in the form for `submit` as a person does; a form brought back after a failure keeps what was sent. */
async function fillForm(session: Session, submit: Submit): Promise<void> {
  const { page, sent } = session;
  const kept = sent?.subjectType === submit.subjectType;
  await choose(page, submit.subjectType === 'person' ? '个人' : '企业');
  if (submit.subjectType === 'person') {
    const name = page.getByLabel('真实姓名');
    if (kept) await expect(name).toHaveValue(PERSON_NAME);
    else await name.fill(PERSON_NAME);
    // The number is shown masked only: typed again on every submission.
    await expect(page.getByLabel('证件号码')).toHaveValue('');
    await page.getByLabel('证件号码').fill(residentId());
    for (const kind of ['handheld', 'front', 'back']) await ensureImage(page, kind, kept);
  } else {
    const name = page.getByLabel('企业名称');
    if (kept) await expect(name).toHaveValue(ORGANISATION_NAME);
    else await name.fill(ORGANISATION_NAME);
    await page.getByLabel('统一社会信用代码').fill(creditCode());
    for (const kind of ['licence', 'authorization']) await ensureImage(page, kind, kept);
    await choose(page, submit.method === 'face' ? '法定代表人人脸识别' : '授权代表授权书');
  }
  await fillValidity(page, kept);
}

/** The member's own application id (the face check is found by it in operations' queue). */
async function applicationId(session: Session): Promise<number> {
  const { myRealName } = await gatewayGraphql<{ myRealName: { id: number | null } }>(session.page, session.member.token, 'query { myRealName { id } }');
  expect(myRealName.id, 'the member has an application').toEqual(expect.any(Number));
  return myRealName.id!;
}

/** The pending face check of the member's application, as operations find it in their queue (newest first). */
async function pendingFaceCheck(session: Session): Promise<number> {
  const id = await applicationId(session);
  // Page by page, as far as the queue goes (other tests' checks may be pending beside it).
  for (let pageNum = 1; ; pageNum += 1) {
    const { faceChecks } = await opsGraphql<{ faceChecks: { records: Array<{ id: number; applicationId: number }> } }>(
      session.page,
      'query Pending($pageNum: Int) { faceChecks(status: pending, pageNum: $pageNum, pageSize: 50) { records { id applicationId } } }',
      { pageNum },
    );
    const check = faceChecks.records.find((r) => r.applicationId === id);
    if (check) return check.id;
    expect(faceChecks.records.length, `a pending face check of application #${id} in operations' queue`).toBe(50);
  }
}

/** Operations decide the member's application (their gateway mutation); the member then opens the page again. */
async function reviewed(session: Session, mutation: string, variables: Record<string, unknown>): Promise<void> {
  await operationsDecide(session.page, mutation, { id: await applicationId(session), ...variables });
}

export const realNameUi: UiModel<typeof realNameMachine, Member, Session> = {
  title: 'on the real-name page',
  spec: realNameModel,
  heldBy: 'services',
  // The services make the application; the machine takes no input.
  input: undefined as never,
  events,

  async prepare(api) {
    const phone = uniquePhone();
    await registerAccount(api, { phone });
    return { phone, token: await signin(api, phoneIdentifier(phone), STRONG_PASSWORD) };
  },

  async start({ page, prepared }) {
    await openWithToken(page, prepared.token, REAL_NAME_PAGE);
    return { page, member: prepared, sent: null, reason: null };
  },

  states: {
    // No application yet: "verify now".
    unverified: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('未认证');
      await expect(page.getByText('以个人或企业身份完成实名认证后，才能发布需求、投资、充值和提现。')).toBeVisible();
      await expect(page.getByRole('button', { name: '立即认证' })).toBeEnabled();
    },
    // The form, at its first step; after a failure with the reason above it (what was sent comes back in it, checked
    // as the submission fills it in).
    filling: async ({ page, session }) => {
      await expect(submitButton(page)).toBeEnabled();
      await expect(activeStep(page)).toContainText('填写资料');
      await expect(editButtons(page)).toHaveCount(0);
      const alert = page.getByRole('alert').filter({ hasText: '原因：' });
      if (session.sent) await expect(alert).toHaveText(`原因：${session.reason}`);
      else await expect(alert).toHaveCount(0);
    },
    // An organisation by face check: the extra step, the method, nothing to edit.
    identityCheck: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('等待身份核验');
      await expect(page.getByText('法定代表人人脸识别待完成，运营人员将与您联系。')).toBeVisible();
      await expect(stepTitles(page)).toHaveText(['填写资料', '身份核验', '资质审核', '认证结果']);
      await expect(activeStep(page)).toContainText('身份核验');
      await expect(summary(page)).toContainText('法定代表人人脸识别');
      await expect(editButtons(page)).toHaveCount(0);
    },
    // In review: what was sent, by the subject sent; nothing to edit.
    inReview: async ({ page, session }) => {
      await expect(resultTitle(page)).toHaveText('审核中');
      await expect(activeStep(page)).toContainText('资质审核');
      const sent = session.sent!;
      await expect(summary(page)).toContainText(sent.subjectType === 'person' ? PERSON_NAME : ORGANISATION_NAME);
      if (sent.method) await expect(summary(page)).toContainText(sent.method === 'face' ? '法定代表人人脸识别' : '授权代表授权书');
      await expect(editButtons(page)).toHaveCount(0);
    },
    verified: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('已认证');
      await expect(page.getByText('实名认证已通过，不可更改。如需更换认证主体，请联系客服。')).toBeVisible();
      await expect(editButtons(page)).toHaveCount(0);
    },
    // The reason operations gave (a rejection or a failed face check), and "edit and resubmit".
    failed: async ({ page, event }) => {
      await expect(resultTitle(page)).toHaveText('认证失败');
      if (event.type === 'review.reject' || event.type === 'faceCheck.failed') await expect(page.getByText(`原因：${event.reason}`)).toBeVisible();
      await expect(activeStep(page)).toContainText('认证结果');
      await expect(page.getByRole('button', { name: '修改并重新提交' })).toBeEnabled();
    },
  },

  on: {
    // Opening the form: logged by the services only with the submission (see above).
    'application.edit': {
      by: 'person',
      loggedWithNext: true,
      drive: async ({ page, session }) => {
        await page.getByRole('button', { name: session.sent ? '修改并重新提交' : '立即认证' }).click();
      },
    },
    // The form filled in as a person does, the confirmation, and the submission.
    'application.submit': {
      by: 'person',
      drive: async ({ page, session, event }) => {
        const submit = event as Submit;
        await fillForm(session, submit);
        await submitButton(page).click();
        await confirmInDialog(page, '确认提交实名认证申请？', buttonName('提交'));
        session.sent = { subjectType: submit.subjectType, method: submit.subjectType === 'organisation' ? (submit.method ?? null) : null };
      },
    },
    'faceCheck.passed': {
      by: 'services',
      drive: async ({ page, session }) => {
        await operationsDecide(page, 'mutation Pass($id: Int!) { passFaceCheck(id: $id) { id } }', { id: await pendingFaceCheck(session) });
      },
    },
    'faceCheck.failed': {
      by: 'services',
      drive: async ({ page, session, event }) => {
        const reason = event.type === 'faceCheck.failed' ? event.reason : '';
        session.reason = reason;
        await operationsDecide(page, 'mutation Fail($id: Int!, $reason: String!) { failFaceCheck(id: $id, reason: $reason) { id } }', { id: await pendingFaceCheck(session), reason });
      },
    },
    'review.approve': {
      by: 'services',
      drive: ({ session }) => reviewed(session, 'mutation Approve($id: Int!) { approveRealName(id: $id) { id } }', {}),
    },
    'review.reject': {
      by: 'services',
      drive: async ({ session, event }) => {
        session.reason = event.type === 'review.reject' ? event.reason : '';
        await reviewed(session, 'mutation Reject($id: Int!, $reason: String!) { rejectRealName(id: $id, reason: $reason) { id } }', { reason: session.reason });
      },
    },
  },
};
