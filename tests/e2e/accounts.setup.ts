/**
 * Runs before the browser tests (project `accounts` in playwright.config.ts): registers, through the REST
 * API, the accounts that tests need to exist for a while before they start (see support/accounts.ts).
 */
import { test as setup } from './support/fixtures';
import { savePreparedAccounts } from './support/accounts';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';

setup('register the accounts that need a minute between their first two codes', async ({ request }) => {
  const register = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    await registerAccount(request, { email }, STRONG_PASSWORD);
    return { email, password: STRONG_PASSWORD, registeredAt: Date.now() };
  };
  savePreparedAccounts({ forgotPassword: await register('forgot'), bankCards: await register('card') });
});
