/**
 * What the stage-2 browser specs (analysis-review, solutions) share: the demo people they act as, the REST calls
 * that find an invitation, read a requirement's state and move the services' clock, signing a browser in as someone,
 * accepting an invitation on its details page, and opening a requirement in the operations queue's drawer.
 */
import { e2eBaseUrl } from '../../../playwright.config';
import { expect, type APIRequestContext, type Page } from './fixtures';
import { api, OPS, resetSavedLanguage, signin } from './member-api';
import { apiUrl } from './portal';
import { arrived, buttonName, turnPagesUntil } from './ui';

export { arrived };

export const DEMO_PASSWORD = 'Demo@2026';
export const PAY_PASSWORD = '246810';
export const DAY = 24 * 3_600_000;
export const PUBLISHER = { email: 'publisher@portal.local', password: DEMO_PASSWORD };
export const ASSESSORS = [1, 2, 3].map((n) => ({ email: `assessor${n}@portal.local`, password: DEMO_PASSWORD }));
export const ANALYST = ASSESSORS[2];
export const REVIEWERS = [ASSESSORS[0], { email: 'funder1@portal.local', password: DEMO_PASSWORD }];
/** The demo's solution providers (hall kind 4): invited to analyse (kind 3) and to solve (kind 5). */
export const PROVIDERS = [1, 2].map((n) => ({ email: `provider${n}@portal.local`, password: DEMO_PASSWORD }));

export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

export type Requirement = { id: number; requirementNo: string; state: string };
/** `payBack`: what the task pays, in fen (the whole pool of its kind, shared by those who finish). */
export type Invitation = { id: number; status: number; payBack: number; expiredAt: number | null; requirement: { id: number } };
export type Who = { email: string; password: string };

export async function invitationTo(request: APIRequestContext, who: Who, requirementId: number, cate: number): Promise<Invitation> {
  let found: Invitation | undefined;
  await expect
    .poll(async () => {
      const token = await signin(request, who.email, who.password);
      const page = await api<{ records: Invitation[] }>(request, token, 'POST', '/requ/v1/invitation/pages', { pageNum: 1, pageSize: 100, cate, states: [0, 1, 2] });
      found = page.data?.records.find((r) => r.requirement.id === requirementId);
      return Boolean(found);
    }, { message: `${who.email} is invited (kind ${cate}) to requirement ${requirementId}`, timeout: 30_000 })
    .toBe(true);
  return found!;
}

/** What a publisher fills in on the publish form, as `/requ/v1/owner/modify` takes it (every test picks its own title). */
export type RequirementContent = { title: string; budgetFen: number; durationDays: number; detailsHtml: string; keywords: string[] };

/**
 * A requirement of `publisher` (a token) whose review fee is due: published in the field the demo assessors cover
 * (information technology / AI), approved by operations, evaluated by the three demo assessors (the quorum), waited
 * for until the services moved it to `feeDue.choosingMode`. Set-up through the REST services, as a client would.
 */
/** A requirement published, approved by operations and in its market evaluation: the demo assessors are invited. */
export async function requirementInEvaluation(request: APIRequestContext, publisher: string, content: RequirementContent): Promise<Requirement> {
  const draft = await api<Requirement>(request, publisher, 'POST', '/requ/v1/owner/modify', { ...content, industryId: 1, industrySubId: 102, categoryId: 1, institutions: '' });
  expect(draft.code, draft.msg).toBe(200);
  const submitted = await api(request, publisher, 'POST', '/requ/v1/owner/submit', { id: draft.data.id, agreed: true });
  expect(submitted.code, submitted.msg).toBe(200);
  const ops = await signin(request, OPS.email, OPS.password);
  const approved = await api(request, ops, 'POST', `/ops/v1/requirements/${draft.data.id}/approve`);
  expect(approved.code, approved.msg).toBe(200);
  return draft.data;
}

/** `assessor` accepts the evaluation invitation to the requirement and evaluates the market, through the REST services. */
export async function evaluateByApi(request: APIRequestContext, assessor: Who, requirementId: number): Promise<void> {
  const invitation = await invitationTo(request, assessor, requirementId, 1);
  const token = await signin(request, assessor.email, assessor.password);
  expect((await api(request, token, 'POST', '/requ/v1/invitation/handle', { id: invitation.id, accept: true })).code).toBe(200);
  expect((await api(request, token, 'POST', '/requ/v1/market/evaluate/submit', { id: invitation.id, marketSize: '100-500' })).code).toBe(200);
}

export async function requirementWithFeeDue(request: APIRequestContext, publisher: string, content: RequirementContent): Promise<Requirement> {
  const draft = await requirementInEvaluation(request, publisher, content);
  for (const assessor of ASSESSORS) await evaluateByApi(request, assessor, draft.id);
  await expect.poll(() => stateOf(request, draft.id), { message: `requirement ${draft.id}'s fee is due`, timeout: 20_000 }).toBe('feeDue.choosingMode');
  return { ...draft, state: 'feeDue.choosingMode' };
}

export async function stateOf(request: APIRequestContext, id: number): Promise<string> {
  const ops = await signin(request, OPS.email, OPS.password);
  const answer = await api<Requirement>(request, ops, 'GET', `/ops/v1/requirements/${id}`);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.state;
}

export async function advance(request: APIRequestContext, ms: number): Promise<void> {
  const moved = await request.post(`${apiUrl}/dev/clock/advance`, { data: { ms } });
  expect(moved.status()).toBe(200);
}

export async function signInAs(page: Page, who: Who, lang: 'zh' | 'en'): Promise<void> {
  await page.context().clearCookies();
  await resetSavedLanguage(page.request, who, lang);
  const token = await signin(page.request, who.email, who.password);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

/** Accepts the invitation on its details (the spec's confirmation) and lands on the task's page. */
export async function acceptOnDetail(page: Page, id: number, lang: 'zh' | 'en', to: string): Promise<void> {
  await page.goto(`/inviteDetail?id=${id}`);
  const accept = lang === 'zh' ? buttonName('接受') : 'Accept';
  await arrived(page.getByRole('button', { name: accept })).toBeVisible();
  await page.getByRole('button', { name: accept }).click();
  await page.getByRole('dialog').getByRole('button', { name: accept }).click();
  await expect(page).toHaveURL(new RegExp(`${to}\\?id=${id}$`));
}


/** Opens a requirement's drawer from /operations/requirements, turning pages until its row shows. */
export async function openRequirementDrawer(page: Page, lang: 'zh' | 'en', requirementNo: string) {
  const area = page.getByTestId('operations-area');
  const view = area.getByRole('button', { name: lang === 'zh' ? `查看需求 ${requirementNo}` : `View requirement ${requirementNo}` });
  await turnPagesUntil(area, view);
  await view.click();
  return page.getByRole('dialog', { name: lang === 'zh' ? '需求详情' : 'Requirement' });
}
