import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A decision that needs a reason the member will see (reject, fail): required, at most 200 characters. */
export function ReasonModal({ open, title, loading, onCancel, onSubmit }: { open: boolean; title: string; loading?: boolean; onCancel: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('realName');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={title}
      okButtonProps={{ danger: true, loading }}
      onCancel={onCancel}
      destroyOnHidden
      onOk={async () => {
        // An invalid form shows its own message under the field; the rejection would only go unhandled.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        try {
          await onSubmit(values.reason.trim());
        } catch {
          // shown by the Apollo error link
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('realName.ops.reasonLabel')} rules={[{ required: true, whitespace: true, message: t('realName.ops.reasonRequired') }, { max: 200 }]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
