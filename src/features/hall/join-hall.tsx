import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AntdScope } from '@/lib/antd/antd-scope';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session/session-context';

const JoinHallMember = lazy(() => import('./join-hall-member').then((m) => ({ default: m.JoinHallMember })));

/**
 * "Join the hall": anonymous visitors get the login dialog with the way back to this page; members pass the
 * real-name gate (spec 6: joining needs a verified real name) and choose their participant kinds (the five elements)
 * and fields of interest (1 to 6), which decide the invitations they receive.
 */
export function JoinHallButton() {
  const { t } = useTranslation('hall');
  const session = useSession();
  if (!session.isSignedIn) return <JoinHallAnonymous />;
  // A member's part (the real-name gate, the dialog) is antd's and loads for members only; its button meanwhile.
  return (
    <AntdScope
      fallback={
        <button type="button" className="portal-button portal-button--primary" disabled>
          <TeamOutlined aria-hidden="true" /> {t('hall.join.button')}
        </button>
      }
    >
      <JoinHallMember />
    </AntdScope>
  );
}

function JoinHallAnonymous() {
  const { t } = useTranslation('hall');
  const dialog = useLoginDialog();
  const location = useLocation();
  // Plain markup: a visitor's hall paints its heading and this button before antd has loaded.
  return (
    <button
      type="button"
      className="portal-button portal-button--primary hall__join"
      onClick={() => dialog.show('login', `${location.pathname}${location.search}`)}
      data-testid="join-hall"
    >
      <TeamOutlined aria-hidden="true" /> {t('hall.join.button')}
    </button>
  );
}

