import type { SecurityCodeType } from '@/gql/graphql';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { useCodeStepEffects } from '@/components/code-flow/use-code-step-effects';
import { RESEND_AFTER_MS } from '../../../machines/constants';
import { accountMethodTarget, type AccountFlowContext } from '../../../machines/account/account-flow';
import { SendSecurityCodeMutation } from './send-security-code.operation';

type Self = { send(event: { type: string; [key: string]: unknown }): void };
type ActionArgs = { context: AccountFlowContext; event: { type: string }; self: Self };

/**
 * The code-step effects of the account flows (login password, transaction password, withdraw identity):
 * captcha, verify and countdown as in the sign-up flows (`useCodeStepEffects`), and the send that goes to the
 * member's own bound contact (`sendSecurityCode` with what the code is for). Spread `actions` into
 * `machine.provide({ actions })`.
 */
export function useAccountCodeEffects(type: SecurityCodeType) {
  // The code type argument only feeds the logged-out send, which these flows do not use.
  const effects = useCodeStepEffects(2);
  const { client, t } = effects;

  const actions = {
    loadCaptcha: ({ self }: ActionArgs) => effects.loadCaptcha({ self: self as never }),
    sendCode: ({ context, event, self }: ActionArgs) => {
      const captchaCode = (event as { captchaCode?: string }).captchaCode;
      if (event.type !== 'code.send' || !captchaCode || !context.captchaId || !context.method || context.method === 'password') return;
      const channel = context.method === 'phone' ? 'sms' : 'email';
      dataOf(
        client.mutate({
          mutation: SendSecurityCodeMutation,
          variables: { input: { channel, type, captchaId: context.captchaId, captchaCode } },
          context: SILENT,
        }),
      ).then(
        () => {
          void effects.message.success(effects.tAuth('code.sent'));
          self.send({ type: 'code.sent' });
        },
        (error: unknown) => self.send({ type: 'code.sendFailed', ...failureOf(error, t) }),
      );
    },
    verifyCode: ({ context, event, self }: ActionArgs) => {
      const target = accountMethodTarget(context);
      const code = (event as { code?: string }).code;
      if (event.type !== 'code.verify' || !target || !code) return;
      effects.verifyCode(target, code, self as never);
    },
    clearCode: effects.clearCode,
    startResendCountdown: () => effects.startCountdown(RESEND_AFTER_MS),
    cancelCountdown: effects.cancelCountdown,
  };
  return { effects, actions };
}

/** Which part of a flow is showing, for `loading` and `disabled` (the code sub-states, saving, binding). */
export function flowSub(s: { matches(state: unknown): boolean }):
  | 'loadingCaptcha'
  | 'ready'
  | 'sending'
  | 'entering'
  | 'verifying'
  | 'rejected'
  | 'saving'
  | 'binding'
  | 'idle' {
  for (const name of ['loadingCaptcha', 'ready', 'sending', 'entering', 'verifying', 'rejected'] as const) {
    if (s.matches({ code: name })) return name;
  }
  if (s.matches({ password: 'saving' })) return 'saving';
  if (s.matches('binding')) return 'binding';
  return 'idle';
}
