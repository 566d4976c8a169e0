import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { ApolloClient } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TFunction } from 'i18next';
import type { ModifyPasswordByCodeInput, ModifyPasswordByCurrentInput } from '@/gql/graphql';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { useCodeFlowFields } from '@/components/code-flow/use-code-flow-fields';
import { useCountdownRun, type CountdownRun } from '@/components/code-flow/use-code-step-effects';
import type { AccountFlowContext } from '../../../machines/account/account-flow';
import type { CodeStepContext } from '../../../machines/shared/code-step';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import type { AccountCodeStep } from './account-steps';
import { flowSub } from './use-account-code-effects';

type CodeStepProps = Parameters<typeof AccountCodeStep>[0];

/**
 * What every account dialog reads of its running flow: the step index, the context, which sub-state shows,
 * the typed captcha, the resend countdown (its end is the machine's `timer.expired`), and the props of the
 * code step.
 */
export function useAccountFlowView<C extends CodeStepContext>(
  actor: AnyActorRef,
  effects: { countdown: CountdownRun; code: string; setCode(value: string): void },
) {
  const secondsLeft = useCountdownRun(effects.countdown, () => actor.send({ type: 'timer.expired' }));
  const step: number = useSelector(actor, (s) => stepIndexOf(s));
  const context: C = useSelector(actor, (s) => s.context as C);
  const sub = useSelector(actor, flowSub);
  const fields = useCodeFlowFields(context.captchaId);
  const codeStepProps = (target: string, onBack: () => void): CodeStepProps => ({
    sub: sub === 'binding' ? 'verifying' : sub,
    target,
    captchaId: context.captchaId,
    captchaImage: context.captchaImage,
    error: context.error,
    canResend: context.canResend,
    secondsLeft,
    code: effects.code,
    setCode: effects.setCode,
    fields,
    send: (event) => actor.send(event),
    onBack,
  });
  return { step, context, sub, fields, secondsLeft, codeStepProps };
}

type PasswordSubmit = { type: string; password?: string; confirmPassword?: string; currentPassword?: string };

/**
 * The `changePassword` effect of the two password flows: with the code key by SMS or e-mail, or with the
 * current password for the old-password method; answers `password.saved` or `password.saveFailed`.
 */
export function passwordSaver(
  client: ApolloClient,
  t: TFunction,
  mutations: {
    byCode: TypedDocumentNode<unknown, { input: ModifyPasswordByCodeInput }>;
    byCurrent: TypedDocumentNode<unknown, { input: ModifyPasswordByCurrentInput }>;
  },
) {
  return ({ context, event, self }: { context: AccountFlowContext; event: PasswordSubmit; self: { send(event: { type: string; message?: string }): void } }) => {
    if (event.type !== 'password.submit' || event.password === undefined || event.confirmPassword === undefined) return;
    const passwords = { newPassword: event.password, rNewPassword: event.confirmPassword };
    const request: Promise<{ data?: unknown }> =
      context.method === 'password'
        ? client.mutate({ mutation: mutations.byCurrent, variables: { input: { ...passwords, currentPassword: event.currentPassword ?? '' } }, context: SILENT })
        : client.mutate({
            mutation: mutations.byCode,
            variables: { input: { ...passwords, channel: context.method === 'phone' ? 'sms' : 'email', codeKey: context.codeKey ?? '' } },
            context: SILENT,
          });
    dataOf(request).then(
      () => self.send({ type: 'password.saved' }),
      (error: unknown) => self.send({ type: 'password.saveFailed', message: failureOf(error, t).message }),
    );
  };
}
