/**
 * Access to the running portal from the browser tests: unique identities, the development outbox (codes),
 * the captcha answers of the test hooks, and account set-up through the services' REST API for tests whose
 * subject is not registration itself. Everything here talks to the real services started by
 * playwright.config.ts; nothing is faked.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eApiUrl } from '../../../playwright.config';

export const apiUrl = e2eApiUrl;

/** The seeded accounts (services seed, printed by `npm start`). */
export const DEMO_MEMBER = { phone: '13800000001', email: 'demo@portal.local', password: 'Demo@2026' } as const;
export const PRODUCT_OWNER = { email: 'po@portal.local', password: 'Po@2026xx' } as const;

/** A password that passes every rule (upper, lower, digit, symbol, 6-16 characters). */
export const STRONG_PASSWORD = 'E2e@Pass2026';

let counter = 0;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A mainland mobile number nobody else uses in this run: 1[3-9] followed by 9 digits. */
export function uniquePhone(): string {
  counter += 1;
  // Time and a counter make it unique within the run; the random head spreads runs over the number space.
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${counter % 100}`.padStart(2, '0');
  return `1${3 + Math.floor(Math.random() * 7)}${digits(1)}${tail}`;
}

export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${digits(4)}@example.test`;
}

/** The identifier the services use for a mainland number (`86-138…`), also the outbox recipient. */
export const phoneIdentifier = (phone: string) => `86-${phone}`;

type Envelope<T> = { code: number; msg: string; data: T };
export type OutboxMessage = { id: number; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; createdAt: string };

async function getJson<T>(request: APIRequestContext, path: string): Promise<Envelope<T>> {
  const response = await request.get(`${apiUrl}${path}`);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Envelope<T>;
}

async function postJson<T>(request: APIRequestContext, path: string, body: unknown): Promise<Envelope<T>> {
  const response = await request.post(`${apiUrl}${path}`, { data: body });
  return (await response.json()) as Envelope<T>;
}

export async function outboxMessages(request: APIRequestContext): Promise<OutboxMessage[]> {
  return (await getJson<OutboxMessage[]>(request, '/dev/outbox')).data;
}

/** The id of the newest outbox message (0 when empty): codes sent after this mark are the new ones. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  const messages = await outboxMessages(request);
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The six digits of a message body (the only 6-digit run in it). */
export function codeOf(body: string): string {
  const match = /(?<!\d)\d{6}(?!\d)/.exec(body);
  if (!match) throw new Error(`no 6-digit code in outbox message: ${body}`);
  return match[0];
}

/** The services' one code per recipient per minute, with a second to spare. */
const CODE_MINUTE_MS = 61_000;

/**
 * Lets the services' minute since a code went to `recipient` (as the outbox names it: `86-138…` or an e-mail) pass
 * when it has not yet, `sentAt` being when that code went: the test hook ends that one contact's minute
 * (`POST /dev/code-minute/end`, PORTAL_TEST_HOOKS) instead of waiting it out in real time, as a person would wait out
 * the page's countdown. The services' clock, which the specs beside it share, is not moved.
 */
export async function letCodeMinutePass(request: APIRequestContext, recipient: string, sentAt: number): Promise<void> {
  if (Date.now() - sentAt >= CODE_MINUTE_MS) return;
  const response = await request.post(`${apiUrl}/dev/code-minute/end`, { data: { identifier: recipient } });
  if (!response.ok()) throw new Error(`POST /dev/code-minute/end answered ${response.status()}: ${await response.text()}`);
}

/**
 * For the services' "already sent" refusal: a code to `identifier` less than 40 s old (a margin for the page's send
 * that follows). Sends one through the REST services unless the last one, at `lastAt`, went recently, ending that
 * one's minute first (it would refuse this send too). Returns when the last code went.
 */
export async function recentCodeTo(request: APIRequestContext, identifier: { phone: string } | { email: string }, type: 1 | 2, lastAt: number): Promise<number> {
  if (lastAt >= Date.now() - 40_000) return lastAt;
  await letCodeMinutePass(request, recipientOf(identifier), lastAt);
  await sendCodeByApi(request, identifier, type);
  return Date.now();
}

/**
 * Waits until a message to `recipient` newer than `mark` is in the outbox (newest first) and returns it with
 * its code.
 */
export async function waitForCode(
  request: APIRequestContext,
  recipient: string,
  mark: number,
): Promise<{ message: OutboxMessage; code: string }> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessages(request)).find((m) => m.recipient === recipient && m.id > mark);
        return Boolean(found);
      },
      { message: `a code for ${recipient} in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return { message: found!, code: codeOf(found!.body) };
}

/** A captcha's answer through the test hook (does not consume the captcha). */
export async function captchaText(request: APIRequestContext, id: string): Promise<string> {
  return (await getJson<{ text: string }>(request, `/dev/captcha/${encodeURIComponent(id)}`)).data.text;
}

/**
 * Remembers every captcha the page received from the gateway (`data.captcha` of a /graphql answer) by its
 * image, so that the captcha on screen is matched to its id exactly, whatever reloads happened before.
 */
export class CaptchaWatcher {
  private readonly byImage = new Map<string, string>();

  constructor(private readonly page: Page) {
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      response
        .json()
        .then((json: { data?: { captcha?: { id?: string; image?: string } } }) => {
          const captcha = json?.data?.captcha;
          if (captcha?.id && captcha.image) this.byImage.set(captcha.image, captcha.id);
        })
        .catch(() => undefined); // not JSON, or the page went away
    });
  }

  /** The id of the captcha image shown inside `scope` (e.g. the dialog). */
  async shownId(scope: Page | ReturnType<Page['locator']> = this.page): Promise<string> {
    const image = scope.getByTestId('captcha-image').locator('img');
    await expect(image).toBeVisible();
    let id: string | undefined;
    await expect
      .poll(async () => {
        const src = await image.getAttribute('src');
        id = src ? this.byImage.get(src) : undefined;
        return id;
      }, { message: 'the id of the captcha on screen' })
      .toBeTruthy();
    return id!;
  }

  /** The text to type for the captcha shown inside `scope`. */
  async solve(scope: Page | ReturnType<Page['locator']> = this.page): Promise<string> {
    return captchaText(this.page.request, await this.shownId(scope));
  }
}

/** The identifier a code to `identifier` goes to (and the outbox recipient). */
export const recipientOf = (identifier: { phone: string } | { email: string }) =>
  'phone' in identifier ? phoneIdentifier(identifier.phone) : identifier.email.toLowerCase();

/**
 * Sends a code as a client would (a captcha, its answer through the test hook, the send): type 1 sign-up, 2 forgot
 * password. Answers the outbox mark from before the send, for `waitForCode`.
 */
export async function sendCodeByApi(request: APIRequestContext, identifier: { phone: string } | { email: string }, type: 1 | 2): Promise<number> {
  const captcha = await getJson<{ id: string }>(request, '/member/v2/captcha');
  const text = await captchaText(request, captcha.data.id);
  const mark = await outboxMark(request);
  const recipient = recipientOf(identifier);
  const sent =
    'phone' in identifier
      ? await postJson(request, '/member/v3/send/sms/verify-code', { phone: recipient, captchaCode: text, captchaId: captcha.data.id, smsType: type })
      : await postJson(request, '/member/v2/send/email/verify-code', { email: recipient, captchaCode: text, captchaId: captcha.data.id, emailType: type });
  expect(sent, 'code sent').toMatchObject({ code: 200 });
  return mark;
}

/** Code key for a sign-up (type 1) or forgot-password (type 2) code, obtained as a client would. */
async function codeKey(request: APIRequestContext, identifier: { phone: string } | { email: string }, type: 1 | 2): Promise<string> {
  const mark = await sendCodeByApi(request, identifier, type);
  const recipient = recipientOf(identifier);
  const { code } = await waitForCode(request, recipient, mark);
  const verified = await postJson<string>(request, '/member/v3/verify/verify-code', { identifier: recipient, verifyCode: code });
  expect(verified, 'code verified').toMatchObject({ code: 200 });
  return verified.data;
}

/**
 * Registers an account through the REST API (one code send). For tests about what happens after sign-up;
 * the registration tests themselves go through the dialog.
 */
export async function registerAccount(
  request: APIRequestContext,
  identifier: { phone: string } | { email: string },
  password: string = STRONG_PASSWORD,
): Promise<void> {
  const key = await codeKey(request, identifier, 1);
  const result =
    'phone' in identifier
      ? await postJson(request, '/member/v3/signup/phone', { phone: phoneIdentifier(identifier.phone), password, confirmPassword: password, pcdk: key })
      : await postJson(request, '/member/v3/signup/email', { email: identifier.email, password, confirmPassword: password, ecdk: key });
  expect(result, 'signed up').toMatchObject({ code: 200 });
}
