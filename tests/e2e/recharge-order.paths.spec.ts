/**
 * Generated browser paths of `rechargeOrderMachine`, a machine the services hold, from its UI model
 * (src/features/wallet-flows/recharge-order.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { rechargeOrderUi } from '../../src/features/wallet-flows/recharge-order.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, rechargeOrderUi);
