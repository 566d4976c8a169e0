import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Scorecard } from '../../../machines/rules/scorecard';
import { useRuleLang } from '@/components/code-flow/use-rule-text';

/**
 * The weighted scorecard shown before scoring (spec /review/scoringTable: a section of the review page and the page
 * /scoringTable): criteria, weights, the pass mark. `solutions`: the expert review's words (a solution passes).
 */
export function ScorecardTable({ scorecard, solutions = false }: { scorecard: Scorecard; solutions?: boolean }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        data-testid="scorecard"
        dataSource={[...scorecard.criteria]}
        columns={[
          { title: t('invitations.review.criterion'), key: 'label', render: (_, c) => c.label[lang] },
          { title: t('invitations.review.weight'), dataIndex: 'weight', key: 'weight', render: (w: number) => `${w}%` },
          { title: t('invitations.review.scale'), key: 'scale', render: () => '0-10' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="scorecard-pass">
        {t(solutions ? 'invitations.review.passMarkSolutions' : 'invitations.review.passMark', { mark: scorecard.passMark })}
      </Typography.Paragraph>
    </>
  );
}
