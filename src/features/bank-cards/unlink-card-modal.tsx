import { useMutation } from '@apollo/client/react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRuleError } from '../../../machines/rules/messages';
import { validateTransactionPassword } from '../../../machines/rules/validation';
import { UnlinkBankCardMutation } from './bank-cards.operation';

/**
 * Unlinks a verified card with the transaction password (the services check it and step the card's machine with
 * `card.unlink`). Open while `card` is set; a wrong password keeps it open with the field emptied.
 */
export function UnlinkCardModal({ card, onClose, onUnlinked }: { card: { id: number; maskedNumber: string } | null; onClose(): void; onUnlinked(): Promise<unknown> | void }) {
  const { t, i18n } = useTranslation('bankCards');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const [unlink, unlinking] = useMutation(UnlinkBankCardMutation);
  const [form] = Form.useForm<{ password: string }>();
  return (
    <Modal
      open={card !== null}
      title={t('bankCards.unlink.title', { card: card?.maskedNumber ?? '' })}
      okText={t('bankCards.unlink.ok')}
      cancelText={t('bankCards.unlink.cancel')}
      okButtonProps={{ danger: true, loading: unlinking.loading }}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        if (!card) return;
        // An invalid password shows its own message under the field; the rejection would only go unhandled.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        try {
          await unlink({ variables: { id: card.id, transactionPassword: values.password } });
          onClose();
          await onUnlinked();
        } catch {
          // reported by the Apollo error link (spec 8)
          form.setFieldValue('password', '');
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('bankCards.unlink.password')}
          rules={[{ validator: async (_r, v: string) => { const err = validateTransactionPassword(v); if (err) throw new Error(formatRuleError(err, lang)); } }]}
        >
          <Input.Password maxLength={6} inputMode="numeric" placeholder={t('bankCards.unlink.placeholder')} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
