/** The test model of `sessionMachine`, shared by its tests and the coverage test. */
import type { ModelSpec } from '../testing/model';
import { sessionMachine, type SessionEvent } from './session.machine';

export const demoUser = { id: 'u1', nickname: 'demo', localization: 'zh', roles: ['member'], permissions: [] };

const events: SessionEvent[] = [
  { type: 'session.tokenFound' },
  { type: 'profile.loaded', user: demoUser },
  { type: 'profile.failed', message: 'invalid session, please reauthenticate' },
  { type: 'session.expired' },
  { type: 'dialog.stay' },
  { type: 'dialog.relogin' },
  { type: 'session.logout' },
];

export const sessionModel: ModelSpec<typeof sessionMachine> = {
  machine: sessionMachine,
  events,
  project: ({ user, error, loggedOutByUser }) => ({ user: user?.id ?? null, error: error !== null, loggedOutByUser }),
};
