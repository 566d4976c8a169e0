export { LoginPasswordDialog } from './login-password-dialog';
export { TransactionPasswordDialog } from './transaction-password-dialog';
export { WithdrawIdentityDialog } from './withdraw-identity-dialog';
export { BindContactDialog } from './bind-contact-dialog';
