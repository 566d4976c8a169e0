import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { REGISTER_SUCCESS_REDIRECT_MS, RESEND_AFTER_MS } from '../../../machines/constants';
import { registrationIdentifier, registrationMachine } from '../../../machines/auth/registration.machine';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { dataOf, failureOf, SILENT, useMessage } from './flow-support';
import { loadCaptcha } from './load-captcha';
import { SendEmailCodeMutation } from './send-email-code.operation';
import { SendSmsCodeMutation } from './send-sms-code.operation';
import { SignupEmailMutation } from './signup-email.operation';
import { SignupPhoneMutation } from './signup-phone.operation';
import { useCountdown } from './use-countdown';
import { VerifyCodeMutation } from './verify-code.operation';

/** `smsType` / `emailType` of a sign-up code (docs/contracts.md). */
const SIGN_UP = 1;

/**
 * Runs `registrationMachine` for the register face of the dialog. The machine owns the steps and every
 * decision; this hook performs the named effects (captcha, send, verify, sign-up, the two countdowns, back
 * to login) and turns their outcomes, and the end of each countdown, into events.
 */
export function useRegistrationFlow({ onLogin }: { onLogin(): void }) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth', { keyPrefix: 'auth' });
  const message = useMessage();
  // The six code boxes: the machine clears them (`clearCode`) after a wrong code or a resend.
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState<{ key: number; ms: number } | null>(null);
  const countdownSeq = useRef(0);
  const startCountdown = (ms: number) => {
    countdownSeq.current += 1;
    setCountdown({ key: countdownSeq.current, ms });
  };

  const machine = registrationMachine.provide({
    actions: {
      loadCaptcha: ({ self }) => {
        loadCaptcha(client).then(
          (captcha) => self.send({ type: 'captcha.loaded', captchaId: captcha.id, image: captcha.image }),
          (error: unknown) => self.send({ type: 'captcha.failed', message: failureOf(error, t).message }),
        );
      },
      sendCode: ({ context, event, self }) => {
        if ((event.type !== 'code.send' && event.type !== 'code.resend') || !context.captchaId) return;
        const captcha = { captchaId: context.captchaId, captchaCode: event.captchaCode };
        const request: Promise<{ data?: unknown }> =
          context.channel === 'phone'
            ? client.mutate({
                mutation: SendSmsCodeMutation,
                variables: { input: { areaCode: context.areaCode, phone: context.phone, ...captcha, smsType: SIGN_UP } },
                context: SILENT,
              })
            : client.mutate({
                mutation: SendEmailCodeMutation,
                variables: { input: { email: context.email, ...captcha, emailType: SIGN_UP } },
                context: SILENT,
              });
        dataOf(request).then(
          () => {
            void message.success(tAuth('code.sent'));
            self.send({ type: 'code.sent' });
          },
          (error: unknown) => self.send({ type: 'code.sendFailed', ...failureOf(error, t) }),
        );
      },
      verifyCode: ({ context, event, self }) => {
        if (event.type !== 'code.verify') return;
        dataOf(
          client.mutate({
            mutation: VerifyCodeMutation,
            variables: { identifier: registrationIdentifier(context), verifyCode: event.code },
            context: SILENT,
          }),
        ).then(
          (data) => self.send({ type: 'code.verified', codeKey: data.verifyCode }),
          (error: unknown) => self.send({ type: 'code.rejected', message: failureOf(error, t).message }),
        );
      },
      signup: ({ context, event, self }) => {
        if (event.type !== 'password.submit' || !context.codeKey) return;
        const passwords = { password: event.password, confirmPassword: event.confirmPassword };
        const request: Promise<{ data?: unknown }> =
          context.channel === 'phone'
            ? client.mutate({
                mutation: SignupPhoneMutation,
                variables: { input: { areaCode: context.areaCode, phone: context.phone, ...passwords, pcdk: context.codeKey } },
                context: SILENT,
              })
            : client.mutate({
                mutation: SignupEmailMutation,
                variables: { input: { email: context.email, ...passwords, ecdk: context.codeKey } },
                context: SILENT,
              });
        dataOf(request).then(
          () => self.send({ type: 'signup.succeeded' }),
          (error: unknown) => self.send({ type: 'signup.failed', message: failureOf(error, t).message }),
        );
      },
      clearCode: () => setCode(''),
      startResendCountdown: () => startCountdown(RESEND_AFTER_MS),
      startRedirectCountdown: () => startCountdown(REGISTER_SUCCESS_REDIRECT_MS),
      cancelCountdown: () => setCountdown(null),
      openLogin: () => onLogin(),
    },
  });
  const actor = useActorRef(machine, { input: {} });

  const secondsLeft = useCountdown(countdown?.key ?? null, countdown?.ms ?? 0, () => actor.send({ type: 'timer.expired' }));

  const step = useSelector(actor, (s) => stepIndexOf(s));
  const context = useSelector(actor, (s) => s.context);
  const sub = useSelector(actor, (s) => {
    if (s.matches({ identify: 'loadingCaptcha' })) return 'loadingCaptcha';
    if (s.matches({ identify: 'sending' })) return 'sending';
    if (s.matches({ verify: 'verifying' })) return 'verifying';
    if (s.matches({ verify: 'resending' })) return 'resending';
    if (s.matches({ verify: 'rejected' })) return 'rejected';
    if (s.matches({ password: 'submitting' })) return 'submitting';
    return 'idle';
  });

  return { actor, step, context, sub, code, setCode, secondsLeft };
}
