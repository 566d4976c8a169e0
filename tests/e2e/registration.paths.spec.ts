/**
 * Generated browser paths of `registrationMachine` from its UI model (src/features/auth/registration.ui-model.ts):
 * one test per path, README "Generated browser paths". By phone always; by e-mail with `PATHS=full` only: its paths
 * take the phone paths' transitions (the machine is one), and the default run keeps to a cover of the transitions,
 * while registration.spec.ts registers by e-mail once by hand. `PATHS=full` walks every simple path of both.
 */
import { registrationUi } from '../../src/features/auth/registration.ui-model';
import { generatePathTests } from './model/generate';
import { pathMode } from './model/paths';
import { test } from './support/fixtures';

generatePathTests(test, registrationUi('phone'));
if (pathMode() === 'full') generatePathTests(test, registrationUi('email'));
