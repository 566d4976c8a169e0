/**
 * Generated browser paths of `bankCardMachine`, a machine the services hold, from its UI model
 * (src/features/bank-cards/bank-card.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { bankCardUi } from '../../src/features/bank-cards/bank-card.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, bankCardUi);
