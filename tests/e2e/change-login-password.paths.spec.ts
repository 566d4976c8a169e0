/**
 * Generated browser paths of `changeLoginPasswordMachine` from its UI model
 * (src/features/account-security/change-login-password.ui-model.ts): one test per path, README "Generated browser
 * paths". `PATHS=full` for every simple path.
 */
import { changeLoginPasswordUi } from '../../src/features/account-security/change-login-password.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, changeLoginPasswordUi);
