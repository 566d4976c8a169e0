import { useCallback, useState, type ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TransactionPasswordDialog } from '@/components/password-dialogs/transaction-password-dialog';
import { useSession } from '@/lib/session/session-context';

export type PayPasswordGate = {
  /** True when the member has a transaction password; otherwise opens the prompt and answers false. */
  ensure(): boolean;
  /** Whether the member has a transaction password now. */
  ready: boolean;
  /** Render it once, anywhere in the caller's tree: the prompt and the transaction-password dialog. */
  element: ReactNode;
};

/**
 * The transaction-password gate of spec 6 ("The transaction password must be set before binding or unlinking
 * a card"): `if (!gate.ensure()) return;` before the guarded action, and `{gate.element}` in the tree. Without
 * a transaction password it shows "Set 2 Factor Password first" (spec 8) with a button that opens the
 * transaction-password dialog; once set, the user is refreshed and the next `ensure()` passes.
 */
export function usePayPasswordGate(): PayPasswordGate {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const { user } = useSession();
  const ready = user?.jyPasswordLastModify != null;
  const [prompt, setPrompt] = useState(false);
  const [dialog, setDialog] = useState(false);

  const ensure = useCallback(() => {
    if (ready) return true;
    setPrompt(true);
    return false;
  }, [ready]);

  const element = (
    <>
      <Modal
        open={prompt}
        title={t('gate.title')}
        onCancel={() => setPrompt(false)}
        footer={[
          <Button key="cancel" onClick={() => setPrompt(false)}>
            {t('cancel')}
          </Button>,
          <Button
            key="set"
            type="primary"
            onClick={() => {
              setPrompt(false);
              setDialog(true);
            }}
          >
            {t('gate.setNow')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('gate.text')}</Typography.Paragraph>
      </Modal>
      <TransactionPasswordDialog open={dialog} onClose={() => setDialog(false)} />
    </>
  );
  return { ensure, ready, element };
}
