import { useSession } from '@/lib/session/session-context';
import { PERSONAL_HIDDEN_PARENTS, PERSONAL_MENU } from './personal-menu';
import { SectionLayout } from './section-layout';

/** The personal centre of spec section 2: every `layout: 'personal'` route of src/app/routes.ts renders here. */
export function PersonalLayout() {
  const { user } = useSession();
  return (
    <SectionLayout
      title="menu.personal"
      subtitle={user?.nickname ?? undefined}
      menu={PERSONAL_MENU}
      hiddenParents={PERSONAL_HIDDEN_PARENTS}
      testId="personal-centre"
    />
  );
}
