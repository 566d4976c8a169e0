import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { runPath, shortestPaths, type StepView } from '../testing/model';
import { languageAfterLogin, loginMachine } from './login.machine';
import { loginModel, signinWithBlankCaptcha, validSignin, validSigninWithCaptcha } from './login.model';

type View = StepView<typeof loginMachine>;

function check({ snapshot, previous, event, actions }: View): void {
  const ctx = snapshot.context;

  if (snapshot.matches('editing')) {
    // Login is enabled exactly when the agreement is ticked, and once the services asked for a captcha only
    // with a loaded captcha and its text
    expect(snapshot.can(validSignin)).toBe(ctx.agreed && !ctx.captchaRequired);
    expect(snapshot.can(validSigninWithCaptcha)).toBe(ctx.agreed && (!ctx.captchaRequired || ctx.captchaId !== null));
    expect(snapshot.can(signinWithBlankCaptcha)).toBe(ctx.agreed && !ctx.captchaRequired);
    // the captcha image can be reloaded only while one is asked for
    expect(snapshot.can({ type: 'captcha.refresh' })).toBe(ctx.captchaRequired);
    if (event.type === 'signin.failed') {
      expect(ctx.error).toBe(event.message);
      // a plain failure before any captcha was asked for keeps the form as it was
      expect(ctx.captchaRequired).toBe(false);
    }
    if (event.type === 'captcha.loaded') {
      expect(ctx).toMatchObject({ captchaRequired: true, captchaId: event.captchaId, captchaImage: event.image });
      // the failure that asked for the captcha stays on screen
      expect(ctx.error).toBe(previous.context.error);
    }
    if (event.type === 'captcha.failed') {
      expect(ctx.error).toBe(event.message);
      expect(ctx.captchaId).toBeNull();
    }
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
    expect(snapshot.can(validSigninWithCaptcha)).toBe(false);
  }

  if (snapshot.matches('loadingCaptcha')) {
    // a fresh captcha every time: the one sent along (if any) is spent
    expect(ctx.captchaRequired).toBe(true);
    expect(ctx.captchaId).toBeNull();
    expect(ctx.captchaImage).toBeNull();
    if (event.type === 'signin.failed') {
      expect(actions).toEqual(['loadCaptcha']); // the context updates are not effects
      expect(ctx.error).toBe(event.message);
      expect(event.reason === 'captchaRequired' || event.reason === 'captchaIncorrect' || previous.context.captchaRequired).toBe(true);
    }
    if (event.type === 'captcha.refresh') expect(actions).toEqual(['loadCaptcha']);
    if (event.type === 'forgot.open') expect(actions).toEqual(['openForgotPassword']);
    expect(snapshot.can(validSigninWithCaptcha)).toBe(false);
  }

  if (snapshot.matches('loadingUser') && event.type === 'signin.succeeded') {
    expect(actions).toEqual(expect.arrayContaining(['storeTokens', 'showSuccess', 'loadUser']));
    expect(actions.indexOf('storeTokens')).toBeLessThan(actions.indexOf('loadUser'));
    // the services forgot this client's failures: no captcha after a failed profile load
    expect(ctx).toMatchObject({ captchaRequired: false, captchaId: null, captchaImage: null });
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

  it('asks for a captcha when the services do, sends its text, and loads a fresh one after every failure with it', () => {
    const sent: Array<{ captchaId: string | null; captchaCode?: string }> = [];
    let loads = 0;
    const machine = loginMachine.provide({
      actions: {
        signin: ({ context, event }) => {
          if (event.type === 'signin.submit') sent.push({ captchaId: context.captchaId, captchaCode: event.captchaCode });
        },
        loadCaptcha: () => void (loads += 1),
      },
    });
    const actor = createActor(machine, { input: { lang: 'zh' } }).start();
    actor.send({ type: 'agreement.set', accepted: true });
    actor.send(validSignin);
    actor.send({ type: 'signin.failed', message: 'wrong', reason: 'captchaRequired' });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    actor.send({ type: 'captcha.loaded', captchaId: 'c1', image: 'data:,1' });
    actor.send(validSignin); // without the text: refused
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send(validSigninWithCaptcha);
    // a 429 while a captcha was sent along: that captcha is spent, a fresh one comes
    actor.send({ type: 'signin.failed', message: 'Too many attempts' });
    actor.send({ type: 'captcha.loaded', captchaId: 'c2', image: 'data:,2' });
    actor.send(validSigninWithCaptcha);
    actor.send({ type: 'signin.succeeded', tokens: { idToken: 'a', expiresIn: 1 } });
    expect(sent).toEqual([
      { captchaId: null, captchaCode: undefined },
      { captchaId: 'c1', captchaCode: 'ab3d' },
      { captchaId: 'c2', captchaCode: 'ab3d' },
    ]);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({ captchaRequired: false, captchaId: null, error: null });
  });

  it('hands the chosen language to the applyLanguage effect', () => {
    const applied: string[] = [];
    const machine = loginMachine.provide({ actions: { applyLanguage: (_, { lang }) => void applied.push(lang) } });
    const actor = createActor(machine, { input: { lang: 'zh' } }).start();
    actor.send({ type: 'agreement.set', accepted: true });
    actor.send(validSignin);
    actor.send({ type: 'signin.succeeded', tokens: { idToken: 'a', expiresIn: 1 } });
    actor.send({ type: 'user.loaded', user: { id: 'u', localization: 'en' } });
    expect(applied).toEqual(['en']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
