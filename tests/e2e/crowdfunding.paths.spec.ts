/**
 * Generated browser paths of `crowdfundingMachine` from its UI model (src/features/review-fee/crowdfunding.ui-model.ts):
 * one test per path, README "Generated browser paths". `PATHS=full` for every simple path. In the demo project: each
 * path's requirement is evaluated by the demo assessors, whose invitation counts other demo specs read.
 */
import { crowdfundingUi } from '../../src/features/review-fee/crowdfunding.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, crowdfundingUi);
