/**
 * Generated browser paths of `exchangeMachine` from its UI model (src/features/wallet/exchange.ui-model.ts): one
 * test per path, README "Generated browser paths". `PATHS=full` for every simple path.
 */
import { exchangeUi } from '../../src/features/wallet/exchange.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, exchangeUi);
