import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';

/** The name the top bar shows for the member: nickname, else e-mail, else phone. */
export function useUserName(): string {
  const { t } = useTranslation();
  const session = useSession();
  return session.user?.nickname || session.user?.primaryEmail || session.user?.phone || t('layout.user.member');
}

/** Avatar and name, as the account menu's button shows them. */
export function UserMenuFace({ name, avatar }: { name: string; avatar?: string }) {
  return (
    <>
      <span className="portal-avatar" data-testid="header-avatar">
        {avatar ? <img src={avatar} alt="" /> : <UserOutlined aria-hidden="true" />}
      </span>
      <span className="portal-user__name">{name}</span>
    </>
  );
}

/** What stands in the account menu's place while its code loads: the same look, not yet a button. */
export function UserMenuPlaceholder() {
  const name = useUserName();
  return (
    <span className="portal-user" aria-hidden="true">
      <UserMenuFace name={name} />
    </span>
  );
}
