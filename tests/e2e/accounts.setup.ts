/**
 * Runs before the browser tests (project `accounts` in playwright.config.ts): registers, through the REST
 * API, the accounts that tests need to exist for a while before they start (see support/accounts.ts).
 */
import { clientAddressFor, test as setup } from './support/fixtures';
import { savePreparedAccounts, type WalletRegistration } from './support/accounts';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';
import { registerWalletAccount } from './support/wallet-api';

/**
 * Wallet members for `walletMember`: one per generated path of the wallet, bank-card, pay and crowdfunding flows
 * (26 + 6 + 1 in the default cover) and per hand-written spec that makes one (6), counted on 2026-11-28. A test finding none left
 * registers its own and waits out the minute (retries, PATHS=full).
 */
const WALLET_REGISTRATIONS = 39;
/** Registered this many at a time, each from a client address of its own (the services allow 20 code sends per address an hour). */
const AT_ONCE = 4;

setup('register the accounts that need a minute between their first two codes', async ({ request, playwright }) => {
  setup.setTimeout(180_000);
  const register = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    await registerAccount(request, { email }, STRONG_PASSWORD);
    return { email, password: STRONG_PASSWORD, registeredAt: Date.now() };
  };
  const forgotPassword = await register('forgot');
  const bankCards = await register('card');
  const wallet: WalletRegistration[] = [];
  for (let start = 0; start < WALLET_REGISTRATIONS; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, WALLET_REGISTRATIONS - start) }, async (_, offset) => {
      const client = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(`wallet registration ${start + offset}`, 0) } });
      try {
        return await registerWalletAccount(client);
      } finally {
        await client.dispose();
      }
    });
    wallet.push(...(await Promise.all(batch)));
  }
  savePreparedAccounts({ forgotPassword, bankCards, wallet });
});
