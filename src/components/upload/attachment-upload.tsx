import { FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { App, Button, List, Progress, Space, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleError } from '../../../machines/rules/messages';
import { ATTACHMENTS_MAX } from '../../../machines/rules/requirement';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../../machines/rules/upload';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { postUploadForm } from './post-form';
import { UploadPolicyQuery } from './upload.operation';

/** An attachment as a form keeps it: its object key and name (type, size and a link once known). */
export type FormAttachment = { key: string; name: string; contentType?: string; size?: number; url?: string | null };

/** What the picker offers and the services keep by content: PDF, JPEG, PNG. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'];

/** The name sent for the object key: kept when its extension fits the type, else one is added. */
export function attachmentFileName(file: { name: string; type: string }): string {
  if (/\.(pdf|jpe?g|png)$/i.test(file.name)) return file.name;
  const ext = file.type === 'application/pdf' ? '.pdf' : file.type === 'image/png' ? '.png' : '.jpg';
  return `${file.name || 'attachment'}${ext}`;
}

/** The first rule a picked file breaks: PDF or image, at most 5 MB. */
export function attachmentProblem(file: { type?: string | null; size: number }) {
  if (!file.type || !TYPES.includes(file.type)) return { rule: 'uploadFormat' as const };
  if (file.size > UPLOAD_MAX_BYTES) return { rule: 'uploadTooLarge' as const, params: { n: UPLOAD_MAX_MB } };
  return null;
}

export interface AttachmentUploadProps {
  value?: FormAttachment[];
  onChange?(value: FormAttachment[]): void;
  id?: string;
}

/**
 * Attachments of a requirement or a solution (PDF or images, at most 10, 5 MB each): each goes straight to the storage host
 * through a signed upload policy (src/components/upload), and the form keeps its object key and name.
 */
export function AttachmentUpload({ value = [], onChange, id }: AttachmentUploadProps) {
  const { t } = useTranslation('requirements');
  const lang = useRuleLang();
  const { message } = App.useApp();
  const client = useApolloClient();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = attachmentProblem({ type: file.type, size: file.size });
    if (problem) {
      void message.error(formatRuleError(problem, lang));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    const fileName = attachmentFileName(picked);
    setPercent(0);
    try {
      const { data } = await client.query({ query: UploadPolicyQuery, variables: { fileName }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('no upload policy');
      const { host, key, fields } = data.uploadPolicy;
      const result = await postUploadForm({ host, fields, file: picked, fileName, language: lang, onProgress: setPercent });
      if (!result.ok) {
        void message.error(result.message ?? t('upload.failed'));
        onError?.(new Error(result.message ?? 'upload failed'));
        return;
      }
      onSuccess?.(key);
      onChange?.([...value, { key, name: picked.name || fileName, contentType: picked.type, size: picked.size }]);
    } catch (error) {
      // The policy call's own failure was already shown by the error link (spec 8).
      onError?.(error as Error);
    } finally {
      setPercent(null);
    }
  };

  const full = value.length >= ATTACHMENTS_MAX;
  return (
    <div id={id} className="publish-attachments" data-testid="attachments">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Upload accept={ATTACHMENT_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={full || percent !== null} multiple={false}>
          <Button icon={<UploadOutlined aria-hidden="true" />} disabled={full || percent !== null}>
            {t('requirements.publish.attachmentPick')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('requirements.publish.attachmentHint', { n: UPLOAD_MAX_MB, max: ATTACHMENTS_MAX })}</Typography.Text>
        {percent !== null && <Progress percent={percent} size="small" aria-label={t('requirements.publish.attachmentProgress')} />}
        {value.length > 0 && (
          <List
            size="small"
            bordered
            dataSource={value}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="link"
                    danger
                    size="small"
                    aria-label={t('requirements.publish.attachmentRemove', { name: item.name })}
                    onClick={() => onChange?.(value.filter((a) => a.key !== item.key))}
                  >
                    {t('requirements.publish.remove')}
                  </Button>,
                ]}
              >
                <Space>
                  {item.contentType === 'application/pdf' || /\.pdf$/i.test(item.name) ? <FilePdfOutlined /> : <FileImageOutlined />}
                  {item.url ? (
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.name}
                    </a>
                  ) : (
                    <span>{item.name}</span>
                  )}
                </Space>
              </List.Item>
            )}
          />
        )}
      </Space>
    </div>
  );
}
