import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import type { ReviewTaskFieldsFragment as Task } from '@/gql/graphql';

/** The weighted scorecard shown before scoring (spec /review/scoringTable): criteria, weights, the pass mark. */
export function ScorecardTable({ scorecard }: { scorecard: Task['scorecard'] }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        data-testid="scorecard"
        dataSource={scorecard.criteria}
        columns={[
          { title: t('invitations.review.criterion'), key: 'label', render: (_, c) => c.label[lang] },
          { title: t('invitations.review.weight'), dataIndex: 'weight', key: 'weight', render: (w: number) => `${w}%` },
          { title: t('invitations.review.scale'), key: 'scale', render: () => '0-10' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="scorecard-pass">
        {t('invitations.review.passMark', { mark: scorecard.passMark })}
      </Typography.Paragraph>
    </>
  );
}
