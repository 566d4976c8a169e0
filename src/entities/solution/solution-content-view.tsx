import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import type { SolutionContentFieldsFragment as Content } from '@/gql/graphql';

/**
 * A solution's content, read-only: the approach, the technical detail (rich text the services sanitized, and the
 * attachments' names), the team and the cost and schedule (cost in yuan). No headings: it sits under h1 to h4
 * depending on the page (axe's heading order). Strings: `solutions.content.*`.
 */
/** Rows keyed by their place in the list (team members and milestones have no id of their own; antd deprecates the index argument of rowKey). */
const withPositions = <T extends object>(rows: readonly T[]) => rows.map((row, position) => ({ ...row, position }));

export function SolutionContentView({ content, testId }: { content: Content; testId?: string }) {
  const { t } = useTranslation('solutions');
  const { approach, detail, team, plan } = content;
  return (
    <div data-testid={testId}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('solutions.content.summary')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{approach.summary || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('solutions.content.approach')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{approach.approach || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('solutions.content.detail')}>
          {detail.detailHtml ? <div className="solution-detail__rich" dangerouslySetInnerHTML={{ __html: detail.detailHtml }} /> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('solutions.content.attachments')}>{detail.attachments.length ? detail.attachments.map((a) => a.name).join(', ') : '-'}</Descriptions.Item>
        <Descriptions.Item label={t('solutions.content.cost')}>{plan.costFen === null || plan.costFen === undefined ? '-' : t('solutions.content.yuan', { amount: formatFen(plan.costFen) })}</Descriptions.Item>
        <Descriptions.Item label={t('solutions.content.duration')}>{plan.durationDays ? t('solutions.content.days', { count: plan.durationDays }) : '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 8 }}>
        {t('solutions.content.team')}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="position"
        dataSource={withPositions(team.members)}
        columns={[
          { title: t('solutions.content.memberName'), dataIndex: 'name' },
          { title: t('solutions.content.memberRole'), dataIndex: 'role' },
          { title: t('solutions.content.memberExpertise'), dataIndex: 'expertise' },
        ]}
      />
      <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 8 }}>
        {t('solutions.content.milestones')}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="position"
        dataSource={withPositions(plan.milestones)}
        columns={[
          { title: t('solutions.content.milestoneTitle'), dataIndex: 'title' },
          { title: t('solutions.content.milestoneDay'), dataIndex: 'day', render: (day: number | null) => day ?? '-' },
          { title: t('solutions.content.milestoneDeliverable'), dataIndex: 'deliverable' },
        ]}
      />
    </div>
  );
}
