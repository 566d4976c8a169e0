/**
 * Setting a member up through the REST services as a client would (for tests about what comes after: a
 * verified real name before binding a card, a rejected application to resubmit). The flows under test
 * themselves go through the browser.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { residentIdCheckChar } from '../../../machines/rules/id-number';
import { e2eBaseUrl } from '../../../playwright.config';
import { expect } from './fixtures';
import { apiUrl, captchaText, outboxMark, registerAccount, STRONG_PASSWORD, uniqueEmail, letCodeMinutePass, waitForCode } from './portal';

/** The seeded operations account (docs/contracts.md). */
export const OPS = { email: 'ops@portal.local', password: 'Ops@2026x' } as const;

/** A real 1x1 PNG: the storage checks images by their bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

export type Envelope<T> = { code: number; msg: string; data: T };

/** One REST call with the member's token (English messages, so failures read well in the report). */
export async function api<T>(request: APIRequestContext, token: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const headers = { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = method === 'GET' ? await request.get(`${apiUrl}${path}`, { headers }) : await request.post(`${apiUrl}${path}`, { headers, data: body ?? {} });
  return (await response.json()) as Envelope<T>;
}

/**
 * Tokens of API sign-ins, kept for the run (they live 2 hours): the services allow 10 sign-ins per identifier per
 * 15 minutes, and the shared operations account is used by many specs.
 */
const apiTokens = new Map<string, string>();

export async function signin(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const cached = apiTokens.get(`${identifier}\n${password}`);
  if (cached) {
    // A token is worth keeping only while the services still accept it (a test may have ended its session).
    const me = await api(request, cached, 'POST', '/member/v2/member');
    if (me.code === 200) return cached;
  }
  const answer = await api<{ idToken: string }>(request, null, 'POST', '/member/v2/signin', { identifier, password });
  expect(answer.code, answer.msg).toBe(200);
  apiTokens.set(`${identifier}\n${password}`, answer.data.idToken);
  return answer.data.idToken;
}

/**
 * Opens `path` signed in as `who` by an API token in the `Admin-Token` cookie, at its `/zh` or `/en` address. The
 * address is a choice of language, so the page shows `lang` whatever the account's saved language is: specs of both
 * projects sign in as the shared operations account at once, in either language, and signing in through the dialog
 * applies whichever language the last of them chose. Answers the token.
 */
export async function openSignedIn(page: Page, who: { email: string; password: string }, lang: 'zh' | 'en', path: string): Promise<string> {
  const token = await signin(page.request, who.email, who.password);
  await openWithToken(page, token, `/${lang}${path}`);
  return token;
}

/** Opens `path` signed in by a token the test already holds (put in the `Admin-Token` cookie, as the app keeps it). */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
  await page.goto(path);
}

/** Signature, then the form post to the storage host, as the browser does; answers the object key. */
export async function upload(request: APIRequestContext, token: string, name: string): Promise<string> {
  const policy = await api<{ key: string; host: string; accessKeyId: string; policy: string; signature: string }>(request, token, 'GET', `/common/v2/oss/signature?fileName=${name}`);
  expect(policy.code, policy.msg).toBe(200);
  const host = policy.data.host.startsWith('http') ? policy.data.host : `${apiUrl}${policy.data.host}`;
  const response = await request.post(host, {
    multipart: {
      key: policy.data.key,
      OSSAccessKeyId: policy.data.accessKeyId,
      policy: policy.data.policy,
      signature: policy.data.signature,
      'Content-Type': 'image/png',
      name,
      file: { name, mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return policy.data.key;
}

/**
 * A fresh resident ID number with its computed check character (Shenzhen; a random birth date in 1950-1999 and a
 * random sequence number: 18 million combinations, so the parallel workers' draws do not collide, where three
 * random digits alone did about once a run).
 */
export function residentId(): string {
  const birth = new Date(Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 18_250) * 86_400_000);
  const yyyymmdd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `440304${yyyymmdd}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return first17 + residentIdCheckChar(first17);
}

/** Submits a person's application with three uploaded photos; answers its id (status in review). */
export async function submitPersonApplication(request: APIRequestContext, token: string, realName: string): Promise<number> {
  const submitted = await api<{ id: number; status: string }>(request, token, 'POST', '/member/v2/real-name/submit', {
    subjectType: 'person',
    idType: 'nationalId',
    nationality: 'CN',
    realName,
    idNumber: residentId(),
    handheldPhotoKey: await upload(request, token, 'handheld.png'),
    frontPhotoKey: await upload(request, token, 'front.png'),
    backPhotoKey: await upload(request, token, 'back.png'),
    idValidFrom: '2020-01-01',
    idLongTerm: true,
  });
  expect(submitted.data?.status, submitted.msg).toBe('inReview');
  return submitted.data.id;
}

/** Operations decide an application through their own endpoints. */
export async function decideApplication(request: APIRequestContext, id: number, decision: { approve: true } | { reason: string }): Promise<void> {
  const ops = await signin(request, OPS.email, OPS.password);
  const answer = 'approve' in decision
    ? await api(request, ops, 'POST', `/ops/v1/real-name/${id}/approve`, {})
    : await api(request, ops, 'POST', `/ops/v1/real-name/${id}/reject`, { reason: decision.reason });
  expect(answer.code, answer.msg).toBe(200);
}

/**
 * Sets the first transaction password with a code to the member's e-mail. The services send one code per
 * address per 60 s: for an address that got its sign-up code less than a minute ago the test hook ends that minute.
 */
export async function setPayPassword(request: APIRequestContext, token: string, email: string, password: string, lastCodeAt: number): Promise<void> {
  await letCodeMinutePass(request, email, lastCodeAt);
  const captcha = await api<{ id: string }>(request, null, 'GET', '/member/v2/captcha');
  const mark = await outboxMark(request);
  const sent = await api(request, token, 'POST', '/member/v2/logged-in/send/email/verify-code', { captchaId: captcha.data.id, captchaCode: await captchaText(request, captcha.data.id), emailType: 4 });
  expect(sent.code, sent.msg).toBe(200);
  const { code } = await waitForCode(request, email, mark);
  const ecdk = (await api<string>(request, token, 'POST', '/member/v3/verify/verify-code', { identifier: email, verifyCode: code })).data;
  const set = await api(request, token, 'POST', `/member/v3/modify/pay-password/email?newPassword=${password}&rNewPassword=${password}&ecdk=${encodeURIComponent(ecdk)}`);
  expect(set.code, set.msg).toBe(200);
}

/**
 * Sets a shared account's saved language before a test signs in with it: signing in applies the saved language
 * (spec 2), and another test may have left the seeded staff accounts in English.
 */
/** The profile a member needs before publishing (spec 6, besides the real name): a nickname and a field of interest. */
export async function completeProfile(request: APIRequestContext, token: string, nickname: string): Promise<void> {
  const named = await api(request, token, 'POST', '/member/v2/set/nickname', { nickname });
  expect(named.code, named.msg).toBe(200);
  const interests = await api(request, token, 'POST', '/member/v2/update/personal-info', { fieldsOfInterest: [1] });
  expect(interests.code, interests.msg).toBe(200);
}

/**
 * A new member (registered by e-mail) who may publish and take part (services/requirements/gates.ts): a real name
 * verified by operations, a nickname and a field of interest. Answers the member's token.
 */
export async function verifiedParticipant(request: APIRequestContext, nickname: string): Promise<string> {
  const email = uniqueEmail('participant');
  await registerAccount(request, { email });
  const token = await signin(request, email, STRONG_PASSWORD);
  await decideApplication(request, await submitPersonApplication(request, token, '赵参与'), { approve: true });
  await completeProfile(request, token, nickname);
  return token;
}

export async function resetSavedLanguage(request: APIRequestContext, credentials: { email: string; password: string }, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  const token = await signin(request, credentials.email, credentials.password);
  const answer = await api(request, token, 'GET', `/member/v2/modify/language?lang=${lang}`);
  expect(answer.code, answer.msg).toBe(200);
}
