import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor, useSendOnChange } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { loginMachine } from '../../../machines/auth/login.machine';
import { clearSession } from '@/lib/auth-token';
import { setLanguage } from '@/lib/i18n';
import { useSession, type SessionUser } from '@/lib/session/session-context';
import { dataOf, failureOf, safeRedirectPath, SILENT, useMessage } from '@/components/code-flow/flow-support';
import { loadCaptcha } from '@/components/code-flow/load-captcha';
import { errorReasonOf } from '@/components/pay-view/error-reason';
import { SigninMutation } from './signin.operation';
import { useRuleLang } from '@/components/code-flow/use-rule-text';

type Options = {
  /** Where to go after signing in (a same-origin path); without it the page reloads. */
  redirect?: string;
  /** The forgot-password link was accepted by the machine: open that face with the typed identifier. */
  onForgot(identifier: string): void;
};

/**
 * Runs `loginMachine` for the login form: the machine decides, this hook performs its effects (sign-in call,
 * the picture captcha once the services ask for one, the session's `signedIn`, language, reload) and reports
 * their results back as events (a failure with its `extensions.reason`).
 */
export function useLoginFlow({ redirect, onForgot }: Options) {
  const client = useApolloClient();
  const session = useSession();
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth', { keyPrefix: 'auth' });
  const message = useMessage();
  const lang = useRuleLang();
  // `storeTokens` starts the profile load (the session does both); `loadUser` waits for it.
  const userLoad = useRef<Promise<SessionUser> | null>(null);

  // Re-provided on every render: @xstate/react swaps in the latest implementations, so the effects always
  // see the current props and hooks while the actor itself lives as long as the form.
  const machine = loginMachine.provide({
    actions: {
      signin: ({ context, event, self }) => {
        if (event.type !== 'signin.submit') return;
        // The captcha goes along only while the services ask for one.
        const captcha =
          context.captchaRequired && context.captchaId && event.captchaCode
            ? { captchaId: context.captchaId, captchaCode: event.captchaCode }
            : {};
        dataOf(
          client.mutate({
            mutation: SigninMutation,
            variables: { identifier: event.identifier, password: event.password, ...captcha },
            context: SILENT,
          }),
        ).then(
          (data) => self.send({ type: 'signin.succeeded', tokens: data.signin }),
          (error: unknown) =>
            self.send({ type: 'signin.failed', message: failureOf(error, t).message, reason: errorReasonOf(error) ?? null }),
        );
      },
      loadCaptcha: ({ self }) => {
        loadCaptcha(client).then(
          (captcha) => self.send({ type: 'captcha.loaded', captchaId: captcha.id, image: captcha.image }),
          (error: unknown) => self.send({ type: 'captcha.failed', message: failureOf(error, t).message }),
        );
      },
      storeTokens: ({ event }) => {
        if (event.type !== 'signin.succeeded') return;
        userLoad.current = session.signedIn(event.tokens);
      },
      showSuccess: () => {
        void message.success(tAuth('login.success'));
      },
      loadUser: ({ self }) => {
        const pending = userLoad.current;
        userLoad.current = null;
        if (!pending) return;
        pending.then(
          (user) => self.send({ type: 'user.loaded', user: { id: user.id, localization: user.localization } }),
          (error: unknown) => self.send({ type: 'user.loadFailed', message: failureOf(error, t).message }),
        );
      },
      applyLanguage: (_, params) => {
        void setLanguage(params.lang);
      },
      reload: () => {
        const path = safeRedirectPath(redirect);
        // A full load, so every part of the page starts again with the new session and language.
        if (path) window.location.assign(path);
        else window.location.reload();
      },
      clearSession: () => {
        // The session already dropped the tokens when the profile failed; this also covers a sign-in whose
        // profile answer never came back as a user.
        clearSession();
      },
      openForgotPassword: ({ event }) => {
        if (event.type === 'forgot.open') onForgot(event.identifier);
      },
    },
  });
  const actor = useFlowActor(machine, { input: { lang } });

  // A language chosen while the form is open reaches the machine.
  useSendOnChange(lang, () => actor.send({ type: 'language.changed', lang }));

  const agreed = useSelector(actor, (s) => s.context.agreed);
  const error = useSelector(actor, (s) => s.context.error);
  // Loading a captcha is not busy: the form stays usable, only Login waits for the image.
  const busy = useSelector(actor, (s) => s.matches('signingIn') || s.matches('loadingUser') || s.matches('reloading'));
  const captcha = useSelector(actor, (s) => ({
    required: s.context.captchaRequired,
    id: s.context.captchaId,
    image: s.context.captchaImage,
    loading: s.matches('loadingCaptcha'),
  }), sameCaptcha);

  return { actor, agreed, error, busy, captcha };
}

type CaptchaView = { required: boolean; id: string | null; image: string | null; loading: boolean };

function sameCaptcha(a: CaptchaView, b: CaptchaView): boolean {
  return a.required === b.required && a.id === b.id && a.image === b.image && a.loading === b.loading;
}
