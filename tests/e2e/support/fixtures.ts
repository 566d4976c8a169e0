/**
 * The `test` every browser spec imports. Each test comes from its own client address: the portal's per-IP
 * limits (20 code sends an hour, 30 sign-ins per 15 minutes, 60 captchas per 10 minutes) are real and would
 * otherwise be shared by the whole suite. The web server runs with TRUST_PROXY=1 (playwright.config.ts), so
 * the gateway takes the client from `X-Forwarded-For`; direct calls to the services come from loopback, which
 * the services trust to name the client. Tests of the limits themselves live in the service suites.
 */
import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Locator, APIRequestContext } from '@playwright/test';

/** A stable private address per test and attempt (10.x.y.z). */
export function clientAddressFor(testId: string, retry: number): string {
  const digest = createHash('sha256').update(`${testId}#${retry}`).digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2] % 250) + 2}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo.testId, testInfo.retry) });
  },
});
