/**
 * GraphQL through the gateway as the app sends it, from the page's own request context: the test's client address
 * (X-Forwarded-For) goes with it, so the services' walk recorder counts the steps it causes as this test's, which the
 * generated paths of server-held machines wait for (tests/e2e/model/generate.ts). The token goes in `Authorization`,
 * which the gateway takes before the member's `Admin-Token` cookie (gateway/context.ts).
 */
import type { Page } from '@playwright/test';
import { e2eBaseUrl } from '../../../playwright.config';
import { expect } from './fixtures';
import { OPS, signin } from './member-api';
import { reloadSignedIn } from './session';

export async function gatewayGraphql<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${e2eBaseUrl}/graphql`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** What operations read or decide on a server-held entity (approve a recharge, fail a card), as their console sends it. */
export async function opsGraphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return gatewayGraphql<T>(page, await signin(page.request, OPS.email, OPS.password), query, variables);
}

/** Operations decide, then the member opens the page again, as someone coming back to it does (the pages do not poll). */
export async function operationsDecide(page: Page, mutation: string, variables: Record<string, unknown>): Promise<void> {
  await opsGraphql(page, mutation, variables);
  await reloadSignedIn(page);
}

/** The `?id=` of the entity page the member is on (the page moved there when the entity was made). */
export const idInAddress = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));
