/**
 * Accounts that the `accounts` set-up project (accounts.setup.ts) registers before the browser tests and
 * that later tests pick up. Needed where the portal's own rules put time between sign-up and the test: one
 * code per identifier per 60 s means a password reset cannot follow a sign-up at once.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Under Playwright's output folder (per port, playwright.config.ts), which every run empties first. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const file = join(root, process.env.E2E_OUTPUT_DIR ?? 'test-results', 'e2e-accounts.json');

export type PreparedAccount = { email: string; password: string; registeredAt: number };
export type PreparedAccounts = {
  forgotPassword: PreparedAccount;
  /** Gets a transaction-password code to the same address (bank-cards.spec.ts). */
  bankCards: PreparedAccount;
};

export function savePreparedAccounts(accounts: PreparedAccounts): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(accounts, null, 2));
}

export function preparedAccounts(): PreparedAccounts {
  return JSON.parse(readFileSync(file, 'utf8')) as PreparedAccounts;
}
