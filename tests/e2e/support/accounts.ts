/**
 * Accounts that the `accounts` set-up project (accounts.setup.ts) registers before the browser tests and
 * that later tests pick up. Needed where the portal's own rules put time between sign-up and the test: one
 * code per identifier per 60 s means a password reset cannot follow a sign-up at once.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Under Playwright's output folder (per port, playwright.config.ts), which every run empties first. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const file = join(root, process.env.E2E_OUTPUT_DIR ?? 'test-results', 'e2e-accounts.json');

export type PreparedAccount = { email: string; password: string; registeredAt: number };
/**
 * A member registered by phone with an e-mail bound, the start of `walletMember` (support/wallet-api.ts): the
 * transaction-password code to the phone must wait out the sign-up code's minute, which these have done by the time
 * most tests take one (each test taking a fresh one waited about 61 s: 32 of them in a default run).
 */
export type WalletRegistration = { phone: string; email: string; registeredAt: number; emailCodeAt: number };
export type PreparedAccounts = {
  forgotPassword: PreparedAccount;
  /** Gets a transaction-password code to the same address (bank-cards.spec.ts). */
  bankCards: PreparedAccount;
  /** Taken one per test by `claimWalletRegistration`. */
  wallet: WalletRegistration[];
};

export function savePreparedAccounts(accounts: PreparedAccounts): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(accounts, null, 2));
}

export function preparedAccounts(): PreparedAccounts {
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedAccounts;
}

/**
 * One of the prepared wallet registrations for the calling test alone (creating its claim folder is atomic across
 * the workers' processes), or undefined when all are taken or the set-up did not run (`--no-deps`).
 */
export function claimWalletRegistration(): WalletRegistration | undefined {
  if (!existsSync(file)) return undefined;
  const pool = preparedAccounts().wallet ?? [];
  const claims = join(dirname(file), 'wallet-claims');
  mkdirSync(claims, { recursive: true });
  for (const [index, registration] of pool.entries()) {
    try {
      mkdirSync(join(claims, String(index)));
      return registration;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return undefined;
}
