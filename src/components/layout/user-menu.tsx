import { AppstoreOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuButton } from '@/components/menu-button';
// The hook alone: the upload component of the same folder (antd Upload, Progress) is for the pages that upload.
import { useSignedUrl } from '@/components/upload/use-signed-url';
import { PERSONAL_HOME } from '@/lib/paths';
import { useSession } from '@/lib/session/session-context';
import { UserMenuFace, useUserName } from './user-menu-face';

/**
 * The avatar menu of a signed-in member (personal centre, log out). Loaded only when signed in
 * (./site-header.tsx), showing ./user-menu-face.tsx meanwhile.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const name = useUserName();
  // Spec 3: the built-in icon by default; an https URL as is; an object key through a signed read URL.
  const avatar = useSignedUrl(session.user?.avatar).url;
  return (
    <MenuButton
      className="portal-user"
      aria-label={t('layout.user.menu', { name })}
      items={[
        { key: 'personal', icon: <AppstoreOutlined aria-hidden="true" />, label: t('menu.personal') },
        { key: 'divider', type: 'divider' },
        { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: t('layout.user.logout') },
      ]}
      onSelect={(key) => {
        if (key === 'personal') navigate(PERSONAL_HOME);
        if (key === 'logout') void session.logout();
      }}
    >
      <UserMenuFace name={name} avatar={avatar} />
    </MenuButton>
  );
}
