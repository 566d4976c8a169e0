/**
 * Generated browser paths of `invitationMachine` from its UI model (src/features/invitations/invitation.ui-model.ts):
 * one test per path, README "Generated browser paths". `PATHS=full` for every simple path. In the demo project: the
 * invitations are the demo assessors', whose counts other demo specs read.
 */
import { invitationUi } from '../../src/features/invitations/invitation.ui-model';
import { generatePathTests } from './model/generate';
import { test } from './support/fixtures';

generatePathTests(test, invitationUi);
