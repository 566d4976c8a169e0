/**
 * The wallet domain's public module: the ledger, the only way money moves (other domains post inside their own
 * transaction). Everything else in this folder is internal (lint rule `services-domain-public-module`).
 */
export {
  LedgerError,
  memberAccounts,
  memberBalances,
  platformAccount,
  platformBalance,
  reverse,
  transfer,
  type TransferRequest,
  type TransferResult,
} from './ledger';
export { payFromCoinWallet, WALLET_PAY_PASSWORD_MESSAGES, type CoinPayment, type CoinPaymentResult } from './pay';
export { once, storedAnswer, idempotencyKeyOf } from './idempotency';
export { idempotencyHeaders, moneyErrorResponses } from './wallet-responses';
// The lifecycles the workflow registry serves (services/workflow/registry.ts).
export { rechargeStore } from './recharge.service';
export { withdrawalStore } from './withdrawal.service';
