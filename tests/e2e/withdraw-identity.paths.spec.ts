/**
 * Generated browser paths of `withdrawIdentityMachine` from its UI model
 * (src/features/wallet-flows/withdraw-identity.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { withdrawIdentityUi } from '../../src/features/wallet-flows/withdraw-identity.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, withdrawIdentityUi);
