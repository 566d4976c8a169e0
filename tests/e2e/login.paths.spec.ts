/**
 * Generated browser paths of `loginMachine` from its UI model (src/features/auth/login.ui-model.ts): one test per
 * path, README "Generated browser paths". `PATHS=full` for every simple path.
 */
import { loginUi } from '../../src/features/auth/login.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, loginUi);
