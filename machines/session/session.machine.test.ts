import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { sessionMachine } from './session.machine';
import { demoUser, sessionModel } from './session.model';

type View = StepView<typeof sessionMachine>;

function check({ snapshot, previous, event, actions }: View): void {
  const ctx = snapshot.context;

  if (snapshot.matches('loggedOut')) {
    expect(ctx.user).toBeNull();
    if (event.type === 'profile.failed') {
      // spec 2: logged out, the error shown, the login dialog opened, back to /index
      expect(actions).toEqual(expect.arrayContaining(['clearSession', 'showError', 'openLogin', 'goIndex']));
      expect(ctx.error).toBe('invalid session, please reauthenticate');
    }
    if (event.type === 'session.logout') {
      expect(actions).toEqual(expect.arrayContaining(['signOut', 'clearSession', 'goIndex']));
      expect(actions.indexOf('signOut')).toBeLessThan(actions.indexOf('clearSession'));
      expect(ctx.loggedOutByUser).toBe(true);
    } else {
      // Lost sessions (401, failed profile) keep the redirect so that logging in again returns to the page.
      expect(ctx.loggedOutByUser).toBe(false);
    }
    if (event.type === 'dialog.relogin') {
      expect(actions).toEqual(expect.arrayContaining(['clearSession', 'goIndex', 'openLogin']));
    }
  }

  if (snapshot.matches('loadingProfile')) {
    expect(actions).toContain('loadProfile');
    expect(ctx.error).toBeNull();
    expect(ctx.loggedOutByUser).toBe(false);
  }

  if (snapshot.matches('loggedIn')) expect(ctx.user).toEqual(demoUser);

  if (snapshot.matches('expired')) {
    if (!previous.matches('expired')) expect(actions).toEqual(['showExpiredDialog']);
    // a second 401 while the dialog is open changes nothing
    expect(snapshot.can({ type: 'session.expired' })).toBe(false);
  }

  if (event.type === 'dialog.stay') {
    expect(snapshot.matches('loggedIn')).toBe(true);
    expect(actions).not.toContain('clearSession');
  }
}

describe('sessionMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(sessionModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(sessionModel, p, check);
  });
});

describe('sessionMachine', () => {
  it('shows the expired dialog once however many 401 answers arrive', () => {
    let shown = 0;
    const machine = sessionMachine.provide({ actions: { showExpiredDialog: () => void shown++ } });
    const actor = createActor(machine).start();
    actor.send({ type: 'session.tokenFound' });
    actor.send({ type: 'profile.loaded', user: demoUser });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    expect(shown).toBe(1);
    actor.send({ type: 'dialog.stay' });
    actor.send({ type: 'session.expired' });
    expect(shown).toBe(2);
  });
});
