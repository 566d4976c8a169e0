/**
 * Generated browser paths of `publishMachine` from its UI model (src/features/publish/publish.ui-model.ts): one
 * test per path, README "Generated browser paths". `PATHS=full` for every simple path.
 */
import { publishUi } from '../../src/features/publish/publish.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, publishUi);
