import { Checkbox, Descriptions, Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import { REQUEST_RELEASE_AGREEMENT_PATH } from '@/entities/requirement/paths';
import { usePublishOptions } from './basics-step';
import type { FieldErrors } from './field-errors';
import { budgetFenOf, type PublishFormValues } from './publish-form';

/** Step 3: everything entered, and the request-release agreement (opened in a new tab). */
export function ReviewStep({ values, errors }: { values: PublishFormValues; errors: FieldErrors }) {
  const { t } = useTranslation('requirements');
  const options = usePublishOptions();
  const budget = budgetFenOf(values.budgetYuan);
  const dash = <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <>
      <Descriptions bordered size="small" column={1} className="publish-review" data-testid="publish-review">
        <Descriptions.Item label={t('requirements.field.title')}>{values.title || dash}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.domain')}>{options.domainLabel(values.domain) || dash}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.category')}>{options.categoryLabel(values.categoryId) || dash}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.duration')}>
          {values.durationDays ? t('requirements.field.days', { days: values.durationDays }) : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.budget')}>{budget !== null && budget > 0 ? `¥${formatFen(budget)}` : dash}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.details')}>
          {values.details?.html ? (
            // The member's own text from the editor (Quill escapes what was typed); the services sanitize it on save.
            <div className="publish-details-html" dangerouslySetInnerHTML={{ __html: values.details.html }} />
          ) : (
            dash
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.attachments')}>
          {values.attachments?.length ? values.attachments.map((a) => <Tag key={a.key}>{a.name}</Tag>) : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.keywords')}>
          {values.keywords?.length ? values.keywords.map((k) => <Tag key={k}>{k}</Tag>) : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.institutions')}>{values.institutions || dash}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="agreed" valuePropName="checked" className="publish-agreement" {...errors.props('agreed')}>
        <Checkbox>
          {t('requirements.publish.agreementPrefix')}{' '}
          <a href={REQUEST_RELEASE_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer">
            {t('requirements.publish.agreementLink')}
          </a>
        </Checkbox>
      </Form.Item>
    </>
  );
}
