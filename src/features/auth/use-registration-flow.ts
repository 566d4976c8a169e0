import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import { RESEND_AFTER_MS } from '../../../machines/constants';
import { REGISTER_SUCCESS_REDIRECT_MS } from '@/lib/ui-constants';
import { registrationIdentifier, registrationMachine } from '../../../machines/auth/registration.machine';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { SignupEmailMutation } from './signup-email.operation';
import { SignupPhoneMutation } from './signup-phone.operation';
import { useCodeStepEffects, useCountdownRun } from '@/components/code-flow/use-code-step-effects';

/** `smsType` / `emailType` of a sign-up code (docs/contracts.md). */
const SIGN_UP = 1;

/**
 * Runs `registrationMachine` for the register face of the dialog. The machine owns the steps and every
 * decision; this hook performs the named effects (captcha, send, verify and the countdowns through
 * `useCodeStepEffects`, then sign-up and back to login) and turns their outcomes, and the end of each
 * countdown, into events.
 */
export function useRegistrationFlow({ onLogin }: { onLogin(): void }) {
  const effects = useCodeStepEffects(SIGN_UP);
  const { client, t } = effects;

  const machine = registrationMachine.provide({
    actions: {
      loadCaptcha: effects.loadCaptcha,
      sendCode: ({ context, event, self }) => {
        if ((event.type !== 'code.send' && event.type !== 'code.resend') || !context.captchaId) return;
        const target =
          context.channel === 'phone'
            ? { kind: 'phone' as const, areaCode: context.areaCode, phone: context.phone }
            : { kind: 'email' as const, email: context.email };
        effects.sendCode(target, { captchaId: context.captchaId, captchaCode: event.captchaCode }, self);
      },
      verifyCode: ({ context, event, self }) => {
        if (event.type !== 'code.verify') return;
        effects.verifyCode(registrationIdentifier(context), event.code, self);
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
      clearCode: effects.clearCode,
      startResendCountdown: () => effects.startCountdown(RESEND_AFTER_MS),
      startRedirectCountdown: () => effects.startCountdown(REGISTER_SUCCESS_REDIRECT_MS),
      cancelCountdown: effects.cancelCountdown,
      openLogin: () => onLogin(),
    },
  });
  const actor = useFlowActor(machine, { input: {} });

  const secondsLeft = useCountdownRun(effects.countdown, () => actor.send({ type: 'timer.expired' }));

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

  return { actor, step, context, sub, code: effects.code, setCode: effects.setCode, secondsLeft };
}
