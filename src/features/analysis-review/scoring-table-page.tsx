import { Card, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inviteType } from '../../../machines/codes';
import { SCORE_MAX, SCORE_MIN, scorecardOfKind } from '../../../machines/rules/scorecard';
import { useCodeLabel } from '@/components/code-tag';
import { ScorecardTable } from './scorecard-table';
import { REVIEW_NOTICE_PATH, SCORING_KINDS, scoringKindOf, SOLUTION_REVIEW_KIND, type ScoringKind } from './scoring-kind';

/**
 * The weighted scorecard as a page (spec /scoringTable and /review/scoringTable, issue 12): `?kind=4` the analysis
 * review of breakdown plans (the default), `?kind=7` the expert review of solutions; the criteria with their
 * weights, the scale, how a total and the mean are reckoned, the pass mark. The same table the review page shows
 * before scoring.
 */
export function ScoringTablePage() {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const [params, setParams] = useSearchParams();
  const kind = scoringKindOf(params);
  const solutions = kind === SOLUTION_REVIEW_KIND;
  return (
    <section className="portal-page scoring-table" aria-labelledby="scoring-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <h1 id="scoring-title" style={{ fontSize: 22, margin: 0 }}>
          {t('invitations.scoring.title')}
        </h1>
        <Segmented<ScoringKind>
          data-testid="scoring-kind"
          value={kind}
          options={SCORING_KINDS.map((k) => ({ value: k, label: label(inviteType.entries, String(k)) }))}
          onChange={(k) => setParams({ kind: String(k) }, { replace: true })}
        />
        <Card size="small" title={t(solutions ? 'invitations.scoring.solutions' : 'invitations.scoring.plans')} data-testid="scoring-card">
          <ScorecardTable scorecard={scorecardOfKind(kind)} solutions={solutions} />
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="scoring-rules">
            <li>{t('invitations.scoring.rule.scale', { min: SCORE_MIN, max: SCORE_MAX })}</li>
            <li>{t('invitations.scoring.rule.total')}</li>
            <li>{t('invitations.scoring.rule.mean')}</li>
            <li>{t(solutions ? 'invitations.scoring.rule.comment' : 'invitations.scoring.rule.commentOptional')}</li>
          </ul>
        </Card>
        <Typography.Paragraph>
          <Link to={REVIEW_NOTICE_PATH} data-testid="scoring-notice-link">
            {t('invitations.scoring.toNotice')}
          </Link>
        </Typography.Paragraph>
      </Space>
    </section>
  );
}
