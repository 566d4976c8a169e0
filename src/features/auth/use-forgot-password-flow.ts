import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import { RESEND_AFTER_MS } from '../../../machines/constants';
import {
  forgotPasswordMachine,
  forgotPasswordTarget,
  type ForgotPasswordInput,
} from '../../../machines/auth/forgot-password.machine';
import { parseIdentifier } from '../../../machines/rules/identifier';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { ResetPasswordByEmailMutation } from './reset-password-email.operation';
import { ResetPasswordBySmsMutation } from './reset-password-sms.operation';
import { useCodeStepEffects, useCountdownRun } from '@/components/code-flow/use-code-step-effects';

/** `smsType` / `emailType` of a forgot-password code (docs/contracts.md). */
const FORGOT_PASSWORD = 2;

/**
 * Runs `forgotPasswordMachine` for the forgot-password face: one actor for the whole flow, started with the
 * identifier typed at login (the machine asks for one on `identifying` when it is missing or unusable).
 * Effects as in registration (captcha, send, verify, the resend countdown: `useCodeStepEffects`), then the reset.
 */
export function useForgotPasswordFlow({ input, onDone }: { input: ForgotPasswordInput; onDone(): void }) {
  const effects = useCodeStepEffects(FORGOT_PASSWORD);
  const { client, t, tAuth, message } = effects;

  const machine = forgotPasswordMachine.provide({
    actions: {
      loadCaptcha: effects.loadCaptcha,
      sendCode: ({ context, event, self }) => {
        const target = parseIdentifier(forgotPasswordTarget(context));
        if (event.type !== 'code.send' || !target || !context.captchaId) return;
        effects.sendCode(target, { captchaId: context.captchaId, captchaCode: event.captchaCode }, self);
      },
      verifyCode: ({ context, event, self }) => {
        const target = forgotPasswordTarget(context);
        if (event.type !== 'code.verify' || !target) return;
        effects.verifyCode(target, event.code, self);
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
      clearCode: effects.clearCode,
      startResendCountdown: () => effects.startCountdown(RESEND_AFTER_MS),
      cancelCountdown: effects.cancelCountdown,
      showSuccess: () => {
        void message.success(tAuth('forgot.success'));
        onDone();
      },
    },
  });
  const actor = useFlowActor(machine, { input });

  const secondsLeft = useCountdownRun(effects.countdown, () => actor.send({ type: 'timer.expired' }));

  const step = useSelector(actor, (s) => stepIndexOf(s));
  const context = useSelector(actor, (s) => s.context);
  const sub = useSelector(actor, (s) => {
    if (s.matches('identifying')) return 'identifying';
    for (const name of ['loadingCaptcha', 'ready', 'sending', 'entering', 'verifying', 'rejected'] as const) {
      if (s.matches({ code: name })) return name;
    }
    if (s.matches({ password: 'saving' })) return 'saving';
    return 'idle';
  });

  /** A typed identifier can be changed from the method step (`account.change`); an account's contacts cannot. */
  const canChangeAccount = useSelector(actor, (s) => s.can({ type: 'account.change' }));

  return { actor, step, context, sub, canChangeAccount, code: effects.code, setCode: effects.setCode, secondsLeft };
}
