import { Avatar, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined, AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/session/session-context';
import { useLoginDialog } from '@/lib/login-dialog';
import { PERSONAL_HOME } from '@/lib/paths';
import { useSignedUrl } from '@/components/upload';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const name = session.user?.nickname || session.user?.primaryEmail || session.user?.phone || t('layout.user.member');
  // Spec 3: the built-in icon by default; an https URL as is; an object key through a signed read URL.
  const avatar = useSignedUrl(session.user?.avatar).url;
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
        <Avatar size="small" src={avatar} icon={<UserOutlined />} alt="" data-testid="header-avatar" />
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
