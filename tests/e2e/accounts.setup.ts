/**
 * Runs before the browser tests (project `accounts` in playwright.config.ts): registers, through the REST
 * API, the accounts that tests need to exist for a while before they start (see support/accounts.ts).
 */
import { test as setup } from './support/fixtures';
import { savePreparedAccounts } from './support/accounts';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';

setup('register the account whose password will be forgotten', async ({ request }) => {
  const email = uniqueEmail('forgot');
  await registerAccount(request, { email }, STRONG_PASSWORD);
  savePreparedAccounts({ forgotPassword: { email, password: STRONG_PASSWORD, registeredAt: Date.now() } });
});
