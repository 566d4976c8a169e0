/**
 * What operations decide on a server-held entity (approve a recharge, reject it), sent as the operations console
 * sends it: a GraphQL mutation through the gateway. It goes from the page's own request context, so it carries the
 * test's client address (X-Forwarded-For) and the services' walk recorder counts the step as this test's, which the
 * generated paths of server-held machines wait for (tests/e2e/model/generate.ts). The operator's token goes in
 * `Authorization`, which the gateway takes before the member's `Admin-Token` cookie (gateway/context.ts).
 */
import type { Page } from '@playwright/test';
import { e2eBaseUrl } from '../../../playwright.config';
import { expect } from './fixtures';
import { OPS, signin } from './member-api';

export async function opsGraphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await signin(page.request, OPS.email, OPS.password);
  const response = await page.request.post(`${e2eBaseUrl}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
