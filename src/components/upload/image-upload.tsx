import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { App, Progress, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRuleError } from '../../../machines/rules/messages';
import { UPLOAD_ACCEPT, UPLOAD_MAX_MB, validateImageFile } from '../../../machines/rules/upload';
import { postUploadForm, uploadFileName } from './post-form';
import { UploadPolicyQuery } from './upload.operation';
import { useSignedUrl } from './use-signed-url';
import './image-upload.css';

export type ImageUploadProps = {
  /** The object key of the stored image (or an https URL), as saved in the record. */
  value?: string | null;
  /** Called with the new object key once the upload has been stored. */
  onChange?: (key: string) => void;
  /** Largest file in MB (default 5, the services' limit; a larger value is still refused by the server). */
  maxSizeMb?: number;
  /** Text under the plus sign, e.g. "Front of the ID card". */
  label?: ReactNode;
  disabled?: boolean;
  /** Round for avatars, rectangular for documents. */
  shape?: 'round' | 'card';
  /** Accessible name of the picker (defaults to the label, else "Upload image"). */
  ariaLabel?: string;
  /** Forwarded to the wrapper, for tests. */
  'data-testid'?: string;
};

/**
 * One image, uploaded straight to the storage host with a signed form (spec 7): checks type and size first
 * with the spec 8 messages, shows progress, previews the stored image through a signed URL.
 */
export function ImageUpload({ value, onChange, maxSizeMb = UPLOAD_MAX_MB, label, disabled, shape = 'card', ariaLabel, ...rest }: ImageUploadProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useApolloClient();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const { url } = useSignedUrl(value);
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = validateImageFile({ type: file.type, size: file.size }, Math.min(maxSizeMb, UPLOAD_MAX_MB));
    if (problem) {
      void message.error(formatRuleError(problem, language));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const picked = file as File;
    const fileName = uploadFileName(picked);
    setPercent(0);
    try {
      const { data } = await client.query({ query: UploadPolicyQuery, variables: { fileName }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('no upload policy');
      const { host, key, fields } = data.uploadPolicy;
      const result = await postUploadForm({ host, fields, file: picked, fileName, language, onProgress: setPercent });
      if (!result.ok) {
        void message.error(result.message ?? t('upload.failed'));
        onError?.(new Error(result.message ?? 'upload failed'));
        return;
      }
      onSuccess?.(key);
      onChange?.(key);
    } catch (error) {
      // The policy call's own failure was already shown by the error link (spec 8).
      onError?.(error as Error);
    } finally {
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  const name = ariaLabel ?? (typeof label === 'string' ? label : t('upload.pick'));
  return (
    <div className={`portal-image-upload portal-image-upload--${shape}`} data-testid={rest['data-testid']}>
      <Upload
        accept={UPLOAD_ACCEPT}
        listType="picture-card"
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || uploading}
        maxCount={1}
      >
        <div className="portal-image-upload__face" aria-label={name} role="button">
          {url && !uploading ? (
            <img className="portal-image-upload__preview" src={url} alt={name} />
          ) : (
            <div className="portal-image-upload__empty">
              {uploading ? <LoadingOutlined aria-hidden="true" /> : <PlusOutlined aria-hidden="true" />}
              <div className="portal-image-upload__label">{label ?? t('upload.pick')}</div>
            </div>
          )}
          {uploading && <Progress className="portal-image-upload__progress" percent={percent ?? 0} size="small" aria-label={t('upload.progress')} />}
        </div>
      </Upload>
      <div className="portal-image-upload__hint">{t('upload.hint', { n: Math.min(maxSizeMb, UPLOAD_MAX_MB) })}</div>
    </div>
  );
}
