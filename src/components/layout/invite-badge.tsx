import { useQuery } from '@apollo/client/react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';
import { useInviteDialog } from './invite-dialog-context';
import { InviteStateGroupQuery } from './invite-state-group.query';

/** How often the pending count is read again while signed in (and on every return to the tab). */
export const INVITE_POLL_MS = 60_000;

/** The pending invitations of a state group (state 0). */
export function pendingCount(groups: readonly { state: number; count: number }[] | undefined): number {
  return groups?.filter((g) => g.state === 0).reduce((sum, g) => sum + g.count, 0) ?? 0;
}

/**
 * The invite badge of spec section 2: the number of pending invitations (`invitationStateGroup`, state 0), read
 * every 60 s while signed in, when the window regains focus, and after every accept or reject (the dialog refetches
 * `InviteStateGroup`). Clicking it opens the always-present invite dialog.
 */
export function InviteBadge() {
  const { t } = useTranslation();
  const session = useSession();
  const dialog = useInviteDialog();
  const signedIn = session.isSignedIn;
  const { data, refetch } = useQuery(InviteStateGroupQuery, {
    skip: !signedIn,
    pollInterval: signedIn ? INVITE_POLL_MS : 0,
    fetchPolicy: 'cache-and-network',
    // A failed count is no reason to interrupt the member: the badge keeps the last one.
    context: { silentErrors: true },
  });

  useEffect(() => {
    if (!signedIn) return undefined;
    const onFocus = () => void refetch().catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, refetch]);

  const count = pendingCount(data?.invitationStateGroup);
  return (
    <Badge count={count} size="small" overflowCount={99}>
      <button
        type="button"
        className="portal-icon-button"
        aria-label={t('layout.invites', { count })}
        aria-haspopup="dialog"
        data-testid="invite-badge"
        onClick={() => dialog?.show()}
      >
        <BellOutlined aria-hidden="true" />
      </button>
    </Badge>
  );
}
