/**
 * Generated browser paths of `realNameMachine`, a machine the services hold, from its UI model
 * (src/features/real-name/real-name.ui-model.ts): one test per path, README "Generated browser paths".
 * `PATHS=full` for every simple path.
 */
import { realNameUi } from '../../src/features/real-name/real-name.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, realNameUi);
