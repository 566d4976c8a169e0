import { Form, Select, Input, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTIONS_MAX, KEYWORD_MAX_LENGTH, KEYWORDS_MAX } from '../../../machines/rules/requirement';
import { AttachmentUpload } from './attachment-upload';
import { DetailsCounter } from './details-counter';
import type { FieldErrors } from './field-errors';
import type { PublishFormValues } from './publish-form';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (Quill and its styles) is loaded with step 2 only.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The lazily loaded editor as a form control (Form.Item hands it value and onChange). */
function DetailsEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spin data-testid="editor-loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** Step 2: the details (rich text, at most 5000 characters) or at least one attachment, keywords, institutions. */
export function ContentStep({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation('requirements');
  const details = Form.useWatch<PublishFormValues['details'] | undefined>('details', { preserve: true });
  return (
    <>
      <Form.Item label={t('requirements.field.details')} required extra={t('requirements.publish.detailsHint')} {...errors.props('detailsText')}>
        <Form.Item name="details" noStyle>
          <DetailsEditor placeholder={t('requirements.publish.detailsPlaceholder')} ariaLabel={t('requirements.field.details')} />
        </Form.Item>
        <div className="publish-counter-row">
          <DetailsCounter text={details?.text ?? ''} />
        </div>
      </Form.Item>
      <Form.Item name="attachments" label={t('requirements.field.attachments')} {...errors.props('attachments')}>
        <AttachmentUpload />
      </Form.Item>
      <Form.Item
        name="keywords"
        label={t('requirements.field.keywords')}
        extra={errors.props('keywords').help ? undefined : t('requirements.publish.keywordsHint', { max: KEYWORDS_MAX, length: KEYWORD_MAX_LENGTH })}
        {...errors.props('keywords')}
      >
        <Select mode="tags" tokenSeparators={[',', '，', ';', '；']} suffixIcon={null} notFoundContent={null} placeholder={t('requirements.publish.keywordsPlaceholder')} aria-label={t('requirements.field.keywords')} />
      </Form.Item>
      <Form.Item name="institutions" label={t('requirements.field.institutions')} {...errors.props('institutions')}>
        <Input.TextArea rows={2} count={{ show: true, max: INSTITUTIONS_MAX }} placeholder={t('requirements.publish.institutionsPlaceholder')} />
      </Form.Item>
    </>
  );
}
