/**
 * Generated browser paths of `payMachine` from its UI models (src/features/review-fee/pay.ui-model.ts): one test per
 * path, README "Generated browser paths". `PATHS=full` for every simple path. In the demo project: each path's
 * requirement is evaluated by the demo assessors, whose invitation counts other demo specs read.
 */
import { payEnoughUi, payShortUi } from '../../src/features/review-fee/pay.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, payEnoughUi);
generatePathTests(test, payShortUi);
