import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubTopicFieldsFragment as SubTopic } from '@/gql/graphql';
import { usePlanCategories } from './use-plan-categories';

/** A plan's sub-topics, read-only, in the analyst's order. Strings: `requirements.plans.*`. */
export function SubTopicList({ subTopics, testId }: { subTopics: readonly SubTopic[]; testId?: string }) {
  const { t } = useTranslation('requirements');
  const { nameOf } = usePlanCategories();
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid={testId}>
      {subTopics.map((s) => (
        <Card
          key={s.position}
          size="small"
          type="inner"
          title={
            <Space wrap>
              <span>{t('requirements.plans.subTopic', { n: s.position })}</span>
              <Typography.Text strong>{s.title || '-'}</Typography.Text>
              {s.integration ? <Tag color="purple">{t('requirements.plans.integration')}</Tag> : null}
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('requirements.plans.category')}>{nameOf(s.categoryId)}</Descriptions.Item>
            <Descriptions.Item label={t('requirements.plans.keywords')}>{s.keywords.length ? s.keywords.map((k) => <Tag key={k}>{k}</Tag>) : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('requirements.plans.research')} span="filled">
              <span style={{ whiteSpace: 'pre-wrap' }}>{s.researchContent || '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('requirements.plans.results')} span="filled">
              <span style={{ whiteSpace: 'pre-wrap' }}>{s.expectedResults || '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('requirements.plans.metrics')} span="filled">
              {s.metrics.length ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {s.metrics.map((m, i) => (
                    <li key={i}>
                      {m.name}: {m.target}
                    </li>
                  ))}
                </ul>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('requirements.plans.basis')} span="filled">
              <span style={{ whiteSpace: 'pre-wrap' }}>{s.technicalBasis || '-'}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}
