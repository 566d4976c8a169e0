import { useQuery } from '@apollo/client/react';
import { Modal } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REAL_NAME_PATH } from './paths';
import { RealNameStatusQuery } from './real-name-status.operation';

export type RealNameGate = {
  /** True once the member's real-name status is known to be `verified`. */
  verified: boolean;
  /** The status is still loading (ensure() answers false and shows nothing meanwhile). */
  loading: boolean;
  /** True when the member is verified; otherwise opens the dialog and answers false. */
  ensure(): boolean;
  /** The dialog; render it once anywhere in the calling component. */
  element: ReactNode;
};

/**
 * The gate of spec section 6: "Real-name verification required to proceed", with Verify Now (to the real-name
 * page) and Go Back. The server checks again on every guarded call; this only saves the member a refused request.
 */
export function useRealNameGate(): RealNameGate {
  const { t } = useTranslation('realName');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data, loading } = useQuery(RealNameStatusQuery, { fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const verified = data?.myRealName.status === 'verified';

  const ensure = useCallback(() => {
    if (verified) return true;
    if (!loading) setOpen(true);
    return false;
  }, [verified, loading]);

  const element = (
    <Modal
      open={open}
      title={t('realName.gate.title')}
      okText={t('realName.gate.verifyNow')}
      cancelText={t('realName.gate.goBack')}
      onOk={() => {
        setOpen(false);
        void navigate(REAL_NAME_PATH);
      }}
      onCancel={() => setOpen(false)}
      destroyOnHidden
    >
      {t('realName.gate.body')}
    </Modal>
  );

  return { verified, loading, ensure, element };
}
