/**
 * Generated browser paths of `withdrawalMachine`, a machine the services hold, from its UI model
 * (src/features/wallet-flows/withdrawal.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { withdrawalUi } from '../../src/features/wallet-flows/withdrawal.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, withdrawalUi);
