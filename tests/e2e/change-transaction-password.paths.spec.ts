/**
 * Generated browser paths of `changeTransactionPasswordMachine` (the first set, by phone) from its UI model
 * (src/features/account-security/change-transaction-password.ui-model.ts): one test per path, README "Generated
 * browser paths". `PATHS=full` for every simple path.
 */
import { changeTransactionPasswordUi } from '../../src/features/account-security/change-transaction-password.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, changeTransactionPasswordUi);
