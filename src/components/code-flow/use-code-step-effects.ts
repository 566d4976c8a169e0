import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ParsedIdentifier } from '../../../machines/rules/identifier';
import { dataOf, failureOf, SILENT, useMessage } from './flow-support';
import { loadCaptcha } from './load-captcha';
import { SendEmailCodeMutation } from './send-email-code.operation';
import { SendSmsCodeMutation } from './send-sms-code.operation';
import { useCountdown } from './use-countdown';
import { VerifyCodeMutation } from './verify-code.operation';

/** `smsType` / `emailType` of a code (docs/contracts.md): 1 sign-up, 2 forgot password. */
export type CodeType = 1 | 2;

/** The outcome events the shared effects send back to the flow's machine. */
type CodeStepOutcome =
  | { type: 'captcha.loaded'; captchaId: string; image: string }
  | { type: 'captcha.failed'; message: string }
  | { type: 'code.sent' }
  | { type: 'code.sendFailed'; status: number; message: string }
  | { type: 'code.verified'; codeKey: string }
  | { type: 'code.rejected'; message: string };

/** The machine actor the effects answer to (its `self` in an action). */
type Self = { send(event: CodeStepOutcome): void };

/** A running countdown: `key` restarts it, `ms` is its length. */
export type CountdownRun = { key: number; ms: number } | null;

/**
 * The effects the code-verified flows (registration, forgot password) perform alike: load a captcha, send a
 * code by SMS or e-mail, verify it, keep the six code boxes, and run the countdown the machine starts and
 * cancels. Each flow's hook wires these into its machine's `provide({ actions })` and adds its own final call.
 */
export function useCodeStepEffects(codeType: CodeType) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth', { keyPrefix: 'auth' });
  const message = useMessage();
  // The six code boxes: the machine clears them (`clearCode`) after a wrong code or a resend.
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState<CountdownRun>(null);
  const countdownSeq = useRef(0);

  return {
    client,
    t,
    tAuth,
    message,
    code,
    setCode,
    countdown,
    clearCode: () => setCode(''),
    startCountdown: (ms: number) => {
      countdownSeq.current += 1;
      setCountdown({ key: countdownSeq.current, ms });
    },
    cancelCountdown: () => setCountdown(null),
    loadCaptcha: ({ self }: { self: Self }) => {
      loadCaptcha(client).then(
        (captcha) => self.send({ type: 'captcha.loaded', captchaId: captcha.id, image: captcha.image }),
        (error: unknown) => self.send({ type: 'captcha.failed', message: failureOf(error, t).message }),
      );
    },
    sendCode: (target: ParsedIdentifier, captcha: { captchaId: string; captchaCode: string }, self: Self) => {
      const request: Promise<{ data?: unknown }> =
        target.kind === 'phone'
          ? client.mutate({
              mutation: SendSmsCodeMutation,
              variables: { input: { areaCode: target.areaCode, phone: target.phone, ...captcha, smsType: codeType } },
              context: SILENT,
            })
          : client.mutate({
              mutation: SendEmailCodeMutation,
              variables: { input: { email: target.email, ...captcha, emailType: codeType } },
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
    verifyCode: (identifier: string, verifyCode: string, self: Self) => {
      dataOf(client.mutate({ mutation: VerifyCodeMutation, variables: { identifier, verifyCode }, context: SILENT })).then(
        (data) => self.send({ type: 'code.verified', codeKey: data.verifyCode }),
        (error: unknown) => self.send({ type: 'code.rejected', message: failureOf(error, t).message }),
      );
    },
  };
}

/** Whole seconds left of a countdown run; `onExpired` (the machine's `timer.expired`) fires at its end. */
export function useCountdownRun(run: CountdownRun, onExpired: () => void): number {
  return useCountdown(run?.key ?? null, run?.ms ?? 0, onExpired);
}
