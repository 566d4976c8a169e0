import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RESEND_AFTER_MS } from '../../../machines/constants';
import { forgotPasswordMachine, forgotPasswordTarget } from '../../../machines/auth/forgot-password.machine';
import { parseIdentifier } from '../../../machines/rules/identifier';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { dataOf, failureOf, SILENT, useMessage } from './flow-support';
import { loadCaptcha } from './load-captcha';
import { ResetPasswordByEmailMutation } from './reset-password-email.operation';
import { ResetPasswordBySmsMutation } from './reset-password-sms.operation';
import { SendEmailCodeMutation } from './send-email-code.operation';
import { SendSmsCodeMutation } from './send-sms-code.operation';
import { useCountdown } from './use-countdown';
import { VerifyCodeMutation } from './verify-code.operation';

/** `smsType` / `emailType` of a forgot-password code (docs/contracts.md). */
const FORGOT_PASSWORD = 2;

/**
 * Runs `forgotPasswordMachine` for the forgot-password face, started with the identifier typed at login.
 * Effects as in registration: captcha, send, verify, reset, the resend countdown.
 */
export function useForgotPasswordFlow({ identifier, onDone }: { identifier: string; onDone(): void }) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth', { keyPrefix: 'auth' });
  const message = useMessage();
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState<number | null>(null);
  const countdownSeq = useRef(0);

  const machine = forgotPasswordMachine.provide({
    actions: {
      loadCaptcha: ({ self }) => {
        loadCaptcha(client).then(
          (captcha) => self.send({ type: 'captcha.loaded', captchaId: captcha.id, image: captcha.image }),
          (error: unknown) => self.send({ type: 'captcha.failed', message: failureOf(error, t).message }),
        );
      },
      sendCode: ({ context, event, self }) => {
        const target = parseIdentifier(forgotPasswordTarget(context));
        if (event.type !== 'code.send' || !target || !context.captchaId) return;
        const captcha = { captchaId: context.captchaId, captchaCode: event.captchaCode };
        const request: Promise<{ data?: unknown }> =
          target.kind === 'phone'
            ? client.mutate({
                mutation: SendSmsCodeMutation,
                variables: { input: { areaCode: target.areaCode, phone: target.phone, ...captcha, smsType: FORGOT_PASSWORD } },
                context: SILENT,
              })
            : client.mutate({
                mutation: SendEmailCodeMutation,
                variables: { input: { email: target.email, ...captcha, emailType: FORGOT_PASSWORD } },
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
        const target = forgotPasswordTarget(context);
        if (event.type !== 'code.verify' || !target) return;
        dataOf(
          client.mutate({ mutation: VerifyCodeMutation, variables: { identifier: target, verifyCode: event.code }, context: SILENT }),
        ).then(
          (data) => self.send({ type: 'code.verified', codeKey: data.verifyCode }),
          (error: unknown) => self.send({ type: 'code.rejected', message: failureOf(error, t).message }),
        );
      },
      resetPassword: ({ context, event, self }) => {
        const target = parseIdentifier(forgotPasswordTarget(context));
        if (event.type !== 'password.submit' || !target || !context.codeKey) return;
        const passwords = { newPassword: event.password, rNewPassword: event.confirmPassword };
        const request: Promise<{ data?: unknown }> =
          target.kind === 'phone'
            ? client.mutate({
                mutation: ResetPasswordBySmsMutation,
                variables: { input: { areaCode: target.areaCode, phone: target.phone, ...passwords, pcdk: context.codeKey } },
                context: SILENT,
              })
            : client.mutate({
                mutation: ResetPasswordByEmailMutation,
                variables: { input: { email: target.email, ...passwords, ecdk: context.codeKey } },
                context: SILENT,
              });
        dataOf(request).then(
          () => self.send({ type: 'password.saved' }),
          (error: unknown) => self.send({ type: 'password.saveFailed', message: failureOf(error, t).message }),
        );
      },
      clearCode: () => setCode(''),
      startResendCountdown: () => {
        countdownSeq.current += 1;
        setCountdown(countdownSeq.current);
      },
      cancelCountdown: () => setCountdown(null),
      showSuccess: () => {
        void message.success(tAuth('forgot.success'));
        onDone();
      },
    },
  });
  const actor = useActorRef(machine, { input: { identifier } });

  const secondsLeft = useCountdown(countdown, RESEND_AFTER_MS, () => actor.send({ type: 'timer.expired' }));

  const step = useSelector(actor, (s) => stepIndexOf(s));
  const context = useSelector(actor, (s) => s.context);
  const sub = useSelector(actor, (s) => {
    for (const name of ['loadingCaptcha', 'ready', 'sending', 'entering', 'verifying', 'rejected'] as const) {
      if (s.matches({ code: name })) return name;
    }
    if (s.matches({ password: 'saving' })) return 'saving';
    return 'idle';
  });

  return { actor, step, context, sub, code, setCode, secondsLeft };
}
