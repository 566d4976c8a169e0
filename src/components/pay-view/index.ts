export { PayView, type PayViewProps } from './pay-view';
export { errorReasonOf, INSUFFICIENT_BALANCE } from './error-reason';
export { COIN_WALLET_PATH } from './paths';
export { TransactionPasswordField, useTransactionPassword, type TransactionPasswordEntry } from './transaction-password-field';
