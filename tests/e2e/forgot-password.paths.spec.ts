/**
 * Generated browser paths of `forgotPasswordMachine` from its UI model (src/features/auth/forgot-password.ui-model.ts):
 * one test per path, README "Generated browser paths". `PATHS=full` for every simple path.
 */
import { forgotPasswordUi } from '../../src/features/auth/forgot-password.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, forgotPasswordUi);
