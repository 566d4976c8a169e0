/**
 * Generated browser paths of `bindContactMachine` (binding an e-mail) from its UI model
 * (src/features/account-security/bind-contact.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { bindContactUi } from '../../src/features/account-security/bind-contact.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, bindContactUi);
