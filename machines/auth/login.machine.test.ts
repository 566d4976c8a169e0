import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { languageAfterLogin, loginMachine } from './login.machine';
import { loginModel, validSignin } from './login.model';

type View = StepView<typeof loginMachine>;

function check({ snapshot, previous, event, actions }: View): void {
  const ctx = snapshot.context;

  if (snapshot.matches('editing')) {
    // Login is enabled exactly when the agreement is ticked
    expect(snapshot.can(validSignin)).toBe(ctx.agreed);
    if (event.type === 'signin.failed') expect(ctx.error).toBe('Incorrect account or password');
    if (event.type === 'user.loadFailed') {
      expect(ctx.error).toBe('invalid session');
      expect(actions).toContain('clearSession');
    }
    if (event.type === 'forgot.open') expect(actions).toEqual(['openForgotPassword']);
    if (event.type === 'language.changed') expect(ctx.lang).toBe('en');
  }

  if (snapshot.matches('signingIn')) {
    if (event.type === 'signin.submit') {
      expect(actions).toContain('signin');
      expect(ctx.error).toBeNull();
    }
    // the form cannot be sent twice
    expect(snapshot.can(validSignin)).toBe(false);
  }

  if (snapshot.matches('loadingUser') && event.type === 'signin.succeeded') {
    expect(actions).toEqual(expect.arrayContaining(['storeTokens', 'showSuccess', 'loadUser']));
    expect(actions.indexOf('storeTokens')).toBeLessThan(actions.indexOf('loadUser'));
  }

  if (snapshot.matches('reloading')) {
    expect(snapshot.status).toBe('done');
    const expected = event.type === 'user.loaded' ? languageAfterLogin(event.user, previous.context.lang) : null;
    expect(ctx.appliedLang).toBe(expected);
    // the language is applied before the reload
    expect(actions.indexOf('applyLanguage')).toBeGreaterThanOrEqual(0);
    expect(actions.indexOf('applyLanguage')).toBeLessThan(actions.indexOf('reload'));
  }
}

describe('loginMachine, model-based (shortest paths)', () => {
  const paths = shortestPaths(loginModel);
  it.each(paths.map((p, i) => [`#${i} ${p.path.description}`, p] as const))('%s', async (_title, p) => {
    await runPath(loginModel, p, check);
  });
});

describe('loginMachine', () => {
  it('applies the saved language, else the current one', () => {
    expect(languageAfterLogin({ id: 'u', localization: 'en' }, 'zh')).toBe('en');
    expect(languageAfterLogin({ id: 'u', localization: 'fr' }, 'zh')).toBe('zh');
    expect(languageAfterLogin({ id: 'u' }, 'en')).toBe('en');
  });

  it('hands the chosen language to the applyLanguage effect', () => {
    const applied: string[] = [];
    const machine = loginMachine.provide({ actions: { applyLanguage: (_, { lang }) => void applied.push(lang) } });
    const actor = createActor(machine, { input: { lang: 'zh' } }).start();
    actor.send({ type: 'agreement.set', accepted: true });
    actor.send(validSignin);
    actor.send({ type: 'signin.succeeded', tokens: { idToken: 'a', refreshToken: 'b', expiresIn: 1 } });
    actor.send({ type: 'user.loaded', user: { id: 'u', localization: 'en' } });
    expect(applied).toEqual(['en']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
