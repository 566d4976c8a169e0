import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandleInvitationMutation } from './handle-invitation.mutation';

/**
 * The queries that count or list invitations, refreshed after every answer (spec 4: "both refresh the counts and
 * category chips"): the badge's pending count, the dialog's chips, state groups and table, the detail page, my
 * assessments and the workbench's figures. Active ones only: Apollo refetches those that are mounted.
 */
export const INVITATION_QUERIES = ['InviteStateGroup', 'InviteCateGroup', 'InviteList', 'InvitationDetail', 'MyInvitations', 'RequirementStatistics'];

/**
 * Accept or reject an invitation after the spec's confirmation ('Are you sure to accept the invite?' / '… to reject
 * …'), then 'accepted' / 'rejected' and every invitation count refreshed. Errors are shown by the app's error link
 * (spec 8). `onDone(accepted)` runs after a success.
 */
export function useHandleInvitation(onDone?: (accepted: boolean, id: number) => void) {
  const { t } = useTranslation('invitations');
  const { modal, message } = App.useApp();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [handle] = useMutation(HandleInvitationMutation, { refetchQueries: INVITATION_QUERIES });

  const answer = useCallback(
    (id: number, accept: boolean) => {
      modal.confirm({
        title: t(accept ? 'invitations.confirm.accept' : 'invitations.confirm.reject'),
        okText: t(accept ? 'invitations.actions.accept' : 'invitations.actions.reject'),
        cancelText: t('invitations.actions.cancel'),
        okButtonProps: accept ? undefined : { danger: true },
        onOk: async () => {
          setPendingId(id);
          try {
            const result = await handle({ variables: { id, accept } }).catch(() => null);
            if (!result || result.error || !result.data) return;
            void message.success(t(accept ? 'invitations.done.accepted' : 'invitations.done.rejected'));
            onDone?.(accept, id);
          } finally {
            setPendingId(null);
          }
        },
      });
    },
    [handle, message, modal, onDone, t],
  );

  return { answer, pendingId };
}
