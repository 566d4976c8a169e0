/**
 * Generated browser paths of `withdrawRequestMachine` from its UI model
 * (src/features/wallet-flows/withdraw-request.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { withdrawRequestUi } from '../../src/features/wallet-flows/withdraw-request.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, withdrawRequestUi);
