import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import { PageHeading } from '@/components/page-heading';
import type { RequirementFieldsFragment } from '@/gql/graphql';
import { useRequirementNames } from './requirement-labels';
import { RequirementStatusTag } from './requirement-status-tag';
import './requirement.css';

export type RequirementSummary = Pick<
  RequirementFieldsFragment,
  | 'id'
  | 'requirementNo'
  | 'title'
  | 'mainStage'
  | 'subStep'
  | 'subStepStatus'
  | 'outcome'
  | 'industryName'
  | 'industryNameEn'
  | 'categoryName'
  | 'categoryNameEn'
  | 'durationDays'
  | 'budgetFen'
  | 'keywords'
  | 'deadlineAt'
> &
  Partial<Pick<RequirementFieldsFragment, 'publishedAt' | 'createdAt'>>;

export interface RequirementSummaryCardProps {
  requirement: RequirementSummary;
  /** Top-right of the card (a link or a button). */
  extra?: ReactNode;
  /** Below the facts (the page's own actions). */
  children?: ReactNode;
  /** The title as a link or plain text (default). */
  title?: ReactNode;
  /** The title as a heading of this level: 1 on a page the card names (the stage-1 detail), else no heading. */
  headingLevel?: 1 | 2 | 3;
}

/** A requirement in a few lines: title, number, status, domain, category, duration, budget, keywords. */
export function RequirementSummaryCard({ requirement: r, extra, children, title, headingLevel }: RequirementSummaryCardProps) {
  const { t } = useTranslation('requirements');
  const names = useRequirementNames();
  const date = r.publishedAt ?? r.createdAt;
  return (
    <Card
      className="requirement-card"
      data-testid="requirement-card"
      title={
        <Space wrap>
          {headingLevel ? <PageHeading level={headingLevel}>{title ?? r.title}</PageHeading> : <span>{title ?? r.title}</span>}
          <RequirementStatusTag requirement={r} />
        </Space>
      }
      extra={extra}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('requirements.field.requirementNo')}>
          <Typography.Text copyable>{r.requirementNo}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.domain')}>{names.domain(r) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.category')}>{names.category(r) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.duration')}>
          {r.durationDays ? t('requirements.field.days', { days: r.durationDays }) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('requirements.field.budget')}>{r.budgetFen != null ? `¥${formatFen(r.budgetFen)}` : '-'}</Descriptions.Item>
        {date ? <Descriptions.Item label={t('requirements.field.date')}>{dayjs(date).format('YYYY-MM-DD HH:mm')}</Descriptions.Item> : null}
      </Descriptions>
      {r.keywords.length > 0 && (
        <div className="requirement-card__keywords">
          {r.keywords.map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
        </div>
      )}
      {children}
    </Card>
  );
}
