import { Avatar, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined, AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session/session-context';
import { useLoginDialog } from '@/lib/login-dialog';
import { PERSONAL_HOME } from '@/app/routes';

/**
 * Spec section 3: the avatar defaults to a built-in icon; a full URL is shown as is. (Object keys need a
 * signed URL from the storage host, which arrives with the upload issue.)
 */
function avatarSrc(avatar: string | null | undefined): string | undefined {
  return avatar && /^(https?:|data:image\/)/.test(avatar) ? avatar : undefined;
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const name = session.user?.nickname || session.user?.primaryEmail || session.user?.phone || t('layout.user.member');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'personal', icon: <AppstoreOutlined />, label: t('menu.personal') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.user.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'personal') navigate(PERSONAL_HOME);
          if (key === 'logout') void session.logout();
        },
      }}
    >
      <button type="button" className="portal-user" aria-label={t('layout.user.menu', { name })}>
        <Avatar size="small" src={avatarSrc(session.user?.avatar)} icon={<UserOutlined />} alt="" />
        <span className="portal-user__name">{name}</span>
      </button>
    </Dropdown>
  );
}

export function AuthButtons({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const dialog = useLoginDialog();
  return (
    <div className={vertical ? 'portal-auth-buttons portal-auth-buttons--vertical' : 'portal-auth-buttons'}>
      <button type="button" className="portal-button portal-button--ghost" onClick={() => dialog.show('register')}>
        {t('layout.register')}
      </button>
      <button type="button" className="portal-button portal-button--primary" onClick={() => dialog.show('login')}>
        {t('layout.login')}
      </button>
    </div>
  );
}
