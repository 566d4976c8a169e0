import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { publishMachine } from '../../../machines/requirement/publish.machine';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { dataOf, failureOf, SILENT, useMessage } from '@/components/code-flow/flow-support';
import { useCountdown } from '@/components/code-flow/use-countdown';
import { MY_REQUIREMENTS_PATH } from '@/entities/requirement/paths';
import { RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { reportError } from '@/lib/errors';
import { REGISTER_SUCCESS_REDIRECT_MS } from '@/lib/ui-constants';
import { toInput, type PublishFormValues } from './publish-form';
import { SaveRequirementMutation } from './save-requirement.mutation';
import { SubmitRequirementMutation } from './submit-requirement.mutation';

/** Spec 2: the post-submit redirect countdown, as long as the registration's (3 s). */
export const PUBLISH_REDIRECT_MS = REGISTER_SUCCESS_REDIRECT_MS;

/**
 * Runs `publishMachine` for /publishRequirements: the machine decides, this hook performs its effects (save the
 * draft, save and submit it, the redirect countdown, the way to my works) and reports each answer back as an
 * event. The form's values are read when an effect runs, so the machine never holds the form.
 */
export function usePublishFlow({
  form,
  requirementId,
  onCreated,
}: {
  form: FormInstance<PublishFormValues>;
  requirementId: number | null;
  /** The first save created the draft: the page puts its id into the URL (a reload continues it). */
  onCreated(id: number): void;
}) {
  const client = useApolloClient();
  const { t } = useTranslation('requirements');
  const message = useMessage();
  const navigate = useNavigate();
  // The redirect countdown's run key (null: stopped); its end is the machine's timer.expired.
  const [countdownKey, setCountdownKey] = useState<number | null>(null);
  const values = () => form.getFieldsValue(true) as PublishFormValues;

  const save = async (id: number | null) => {
    const data = await dataOf(client.mutate({ mutation: SaveRequirementMutation, variables: { input: toInput(values(), id) }, context: SILENT }));
    return readFragment(RequirementFieldsFragment, data.saveRequirement).id;
  };

  const fail = (error: unknown) => {
    const failure = failureOf(error, t);
    // An expired session (401) and server faults (500) are the app's business, not this form's.
    if (failure.status === 401 || failure.status === 500) reportError(error);
    return failure.message;
  };

  // Re-provided on every render: @xstate/react swaps in the latest implementations.
  const machine = publishMachine.provide({
    actions: {
      saveDraft: ({ context, self }) => {
        save(context.requirementId).then(
          (id) => {
            self.send({ type: 'draft.saved', requirementId: id });
            if (id !== context.requirementId) onCreated(id);
          },
          (error: unknown) => self.send({ type: 'draft.saveFailed', message: fail(error) }),
        );
      },
      submitRequirement: ({ context, self }) => {
        let id = context.requirementId;
        save(id)
          .then((saved) => {
            id = saved;
            return dataOf(client.mutate({ mutation: SubmitRequirementMutation, variables: { id: saved, agreed: true }, context: SILENT }));
          })
          .then(
            (data) => self.send({ type: 'publish.submitted', requirementId: readFragment(RequirementFieldsFragment, data.submitRequirement).id }),
            (error: unknown) => self.send({ type: 'publish.failed', message: fail(error), requirementId: id }),
          );
      },
      showSaved: () => void message.success(t('requirements.publish.saved')),
      startRedirectCountdown: () => setCountdownKey(Date.now()),
      cancelCountdown: () => setCountdownKey(null),
      goToList: () => {
        setCountdownKey(null);
        void navigate(MY_REQUIREMENTS_PATH);
      },
    },
  });
  const actor = useFlowActor(machine, { input: { requirementId } });
  const snapshot = useSelector(actor, (s) => s);
  const secondsLeft = useCountdown(countdownKey, PUBLISH_REDIRECT_MS, () => actor.send({ type: 'timer.expired' }));
  return {
    secondsLeft,
    actor,
    snapshot,
    step: stepIndexOf(snapshot),
    context: snapshot.context,
    saving: snapshot.matches({ basics: 'saving' }) || snapshot.matches({ content: 'saving' }) || snapshot.matches({ review: 'saving' }),
    submitting: snapshot.matches('submitting'),
    submitted: snapshot.matches('submitted') || snapshot.matches('done'),
  };
}
