import { Modal, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITE_DIALOG_WIDTH } from '@/lib/ui-constants';
import { useInviteDialog } from './invite-dialog-context';
import { MOBILE_BREAKPOINT, useViewportWidth } from './use-viewport-width';

// The table, list, chips and their queries load the first time the dialog opens, not with every page.
const InviteDialogBody = lazy(() => import('./invite-dialog-body'));

/**
 * The invite dialog of spec section 2: 70% wide, always present in the main layout, opened by the badge
 * (./invite-badge.tsx). Its content is ./invite-dialog-body.tsx.
 */
export function InviteDialog() {
  const { t } = useTranslation('invitations');
  const dialog = useInviteDialog();
  const open = dialog?.open ?? false;
  // 70% of a desktop window; on a phone 70% would leave too little, so the dialog takes the width.
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  return (
    <Modal
      open={open}
      onCancel={() => dialog?.close()}
      footer={null}
      width={narrow ? 'calc(100vw - 16px)' : INVITE_DIALOG_WIDTH}
      title={t('invitations.dialog.title')}
      destroyOnHidden
      data-testid="invite-dialog"
    >
      {open && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <InviteDialogBody onNavigate={() => dialog?.close()} />
        </Suspense>
      )}
    </Modal>
  );
}
