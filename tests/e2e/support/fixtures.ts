/**
 * The `test` every browser spec imports. Each test comes from its own client address: the portal's per-IP
 * limits (20 code sends an hour, 30 sign-ins per 15 minutes, 60 captchas per 10 minutes) are real and would
 * otherwise be shared by the whole suite. The web server runs with TRUST_PROXY=1 (playwright.config.ts), so
 * the gateway takes the client from `X-Forwarded-For`; direct calls to the services come from loopback, which
 * the services trust to name the client. Tests of the limits themselves live in the service suites.
 *
 * The addresses are loopback ones (127.x.y.z), as the test runner really is on the portal's machine: the
 * development aids (outbox, captcha answers, clock) answer only loopback clients and operations staff
 * (services/dev/dev-access.ts), and the outbox page and the direct calls of support/portal.ts need them.
 */
import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page, Locator, APIRequestContext } from '@playwright/test';

/** A stable loopback address per test and attempt (127.x.y.z, never 127.0.0.1 itself). */
export function clientAddressFor(testId: string, retry: number): string {
  const digest = createHash('sha256').update(`${testId}#${retry}`).digest();
  return `127.${(digest[0] % 255) + 1}.${digest[1]}.${(digest[2] % 250) + 2}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddressFor(testInfo.testId, testInfo.retry) });
  },
});
