/**
 * A services app over a test database, with a clock the test moves and helpers that walk the member flows
 * through HTTP (`inject`) exactly as the gateway does. Captcha answers come from GET /dev/captcha/{id}
 * (PORTAL_TEST_HOOKS on), codes from the outbox, both read from loopback (inject's default address, no
 * X-Forwarded-For), as the development aids answer only there (services/dev/dev-access.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildServicesApp } from '../app';
import { parseServicesConfig, type ServicesConfig } from '../config';
import { manualClock } from '../lib/clock';
import type { Mailer } from '../outbox/mailer';
import type { SmsSender } from '../outbox/sms-sender';
import type { TestDatabase } from './databases';

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

let ipCounter = 0;
let phoneCounter = 0;

/** A fresh client address per call, so rate limits of one test never leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A valid mainland phone identifier not used before in this process. */
export function freshPhone(): string {
  phoneCounter += 1;
  const suffix = String(Date.now() % 1_000_000).padStart(6, '0').slice(0, 4) + String(phoneCounter).padStart(5, '0');
  return `86-13${suffix.slice(-9)}`;
}

export function freshEmail(): string {
  phoneCounter += 1;
  return `user${Date.now().toString(36)}${phoneCounter}@example.com`;
}

export const STRONG_PASSWORD = 'Aa1!good';

export type HarnessOptions = { config?: Partial<ServicesConfig>; mailer?: Mailer; sms?: SmsSender };

export function testConfig(overrides: Partial<ServicesConfig> = {}): ServicesConfig {
  // Objects of the embedded store go to a temporary folder, never into the project's ./data.
  return { ...parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1' }), dataDir: mkdtempSync(join(tmpdir(), 'portal-test-')), ...overrides };
}

export function useServicesApp(database: () => TestDatabase, options: HarnessOptions = {}) {
  const clock = manualClock();
  const config = testConfig(options.config);
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = buildServicesApp({ db: database().db, config, clock, mailer: options.mailer, sms: options.sms });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const harness = {
    clock,
    /** The settings the app was built with. */
    config,
    get app(): FastifyInstance {
      if (!app) throw new Error('app not ready');
      return app;
    },
    db: () => database().db,

    /** One simulated browser: its own IP (X-Forwarded-For from loopback, as the gateway sends it) and language. */
    client(init: { ip?: string; lang?: string; token?: string } = {}) {
      const state = { ip: init.ip ?? freshIp(), lang: init.lang, token: init.token };
      const headers = (extra: Record<string, string> = {}) => ({
        'x-forwarded-for': state.ip,
        ...(state.lang ? { 'accept-language': state.lang } : {}),
        ...(state.token ? { authorization: `Bearer ${state.token}` } : {}),
        ...extra,
      });
      const client = {
        state,
        async get<T = unknown>(url: string, extra?: Record<string, string>) {
          const res = await harness.app.inject({ method: 'GET', url, headers: headers(extra) });
          return { res, body: parse<T>(res) };
        },
        async post<T = unknown>(url: string, payload?: unknown, extra?: Record<string, string>) {
          const res = await harness.app.inject({ method: 'POST', url, headers: headers(extra), ...(payload === undefined ? {} : { payload: payload as object }) });
          return { res, body: parse<T>(res) };
        },
        async captcha(): Promise<{ id: string; text: string }> {
          const { body } = await client.get<{ id: string; image: string }>('/member/v2/captcha');
          expect(body.code).toBe(200);
          // The answer as a developer on the services' host reads it (loopback): the aids refuse other clients.
          const answer = parse<{ text: string }>(await harness.app.inject({ method: 'GET', url: `/dev/captcha/${body.data.id}` }));
          expect(answer.code).toBe(200);
          return { id: body.data.id, text: answer.data.text };
        },
        async sendSmsCode(phone: string, smsType: 1 | 2 = 1) {
          const { id, text } = await client.captcha();
          return client.post('/member/v3/send/sms/verify-code', { phone, captchaId: id, captchaCode: text, smsType });
        },
        async sendEmailCode(email: string, emailType: 1 | 2 = 1) {
          const { id, text } = await client.captcha();
          return client.post('/member/v2/send/email/verify-code', { email, captchaId: id, captchaCode: text, emailType });
        },
        async verify(identifier: string, verifyCode: string) {
          return client.post<string>('/member/v3/verify/verify-code', { identifier, verifyCode });
        },
        /** Sends a sign-up code, reads it from the outbox, verifies it: the code key. */
        async codeKey(identifier: string, purpose: 1 | 2 = 1): Promise<string> {
          const sent = identifier.includes('@') ? await client.sendEmailCode(identifier, purpose) : await client.sendSmsCode(identifier, purpose);
          expect(sent.body).toMatchObject({ code: 200 });
          const verified = await client.verify(identifier, await harness.latestCode(identifier));
          expect(verified.body.code).toBe(200);
          return verified.body.data;
        },
        async signupPhone(phone: string, password = STRONG_PASSWORD) {
          const pcdk = await client.codeKey(phone);
          return client.post('/member/v3/signup/phone', { phone, password, confirmPassword: password, pcdk });
        },
        async signupEmail(email: string, password = STRONG_PASSWORD) {
          const ecdk = await client.codeKey(email);
          return client.post('/member/v3/signup/email', { email, password, confirmPassword: password, ecdk });
        },
        async signin(identifier: string, password = STRONG_PASSWORD) {
          const result = await client.post<{ idToken: string; refreshToken: string; expiresIn: number }>('/member/v2/signin', { identifier, password });
          if (result.body.code === 200) state.token = result.body.data.idToken;
          return result;
        },
      };
      return client;
    },

    async outbox() {
      const res = await harness.app.inject({ method: 'GET', url: '/dev/outbox' });
      return parse<Array<{ id: number; channel: string; recipient: string; subject: string | null; body: string; createdAt: string }>>(res).data;
    },

    /** The six digits of the newest message sent to the identifier. */
    async latestCode(identifier: string): Promise<string> {
      const message = (await harness.outbox()).find((m) => m.recipient === identifier);
      const code = message && /\d{6}/.exec(message.body)?.[0];
      if (!code) throw new Error(`no code in the outbox for ${identifier}`);
      return code;
    },
  };
  return harness;
}

export function parse<T>(res: LightMyRequestResponse): Envelope<T> {
  try {
    return JSON.parse(res.body) as Envelope<T>;
  } catch {
    throw new Error(`not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`);
  }
}
