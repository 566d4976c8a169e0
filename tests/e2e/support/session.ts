/**
 * Knowing when a page load has finished signing in. After a load the app shows the avatar at once from the
 * cached profile while it asks the gateway for the profile again (`query Me`); until that answer the session
 * is still loading. Tests that go on to act on the session wait for the current document's answer.
 */
import { expect, type Page, type Request } from '@playwright/test';

function isProfileQuery(request: Request): boolean {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return false;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'Me';
  } catch {
    return false;
  }
}

/**
 * Runs `action`, which must load a new document (a reload, a full navigation, the login flow's reload), and
 * waits until that document's profile query has been answered.
 */
export async function untilProfileLoaded(page: Page, action: () => Promise<unknown>): Promise<void> {
  // Each main-frame document request starts a new "document"; a profile query belongs to the latest one.
  let documents = 0;
  const issuedIn = new Map<Request, number>();
  const answered = new Set<number>();
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    else if (isProfileQuery(request)) issuedIn.set(request, documents);
  };
  const onFinished = (request: Request) => {
    const document = issuedIn.get(request);
    if (document !== undefined) answered.add(document);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await action();
    await expect
      .poll(() => documents > 0 && answered.has(documents), { message: 'the new page has loaded the profile', timeout: 20_000 })
      .toBe(true);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
  }
}

/** Reloads a signed-in page and waits for its profile. */
export async function reloadSignedIn(page: Page): Promise<void> {
  await untilProfileLoaded(page, () => page.reload());
}
