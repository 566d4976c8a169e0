import { Alert, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReviewGuidelines } from './review-guidelines';
import { ANALYSIS_REVIEW_KIND, scoringTablePath, SOLUTION_REVIEW_KIND } from './scoring-kind';

/**
 * The review guidelines as a readable page (spec "a review notice view", /reviewNotice, issue 12): the text of the
 * review dialog (independence, impartiality, objectivity, confidentiality with legal liability), what acknowledging
 * them means for each kind, and the scorecards. Acknowledging happens on the review page, where it is recorded.
 */
export function ReviewNoticePage() {
  const { t } = useTranslation('invitations');
  return (
    <section className="portal-page review-notice" aria-labelledby="review-notice-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <h1 id="review-notice-title" style={{ fontSize: 22, margin: 0 }}>
          {t('invitations.notice.title')}
        </h1>
        <Typography.Paragraph>{t('invitations.notice.intro')}</Typography.Paragraph>
        <Card size="small" title={t('invitations.review.guidelines')}>
          <ReviewGuidelines />
        </Card>
        <Alert
          type="info"
          showIcon
          data-testid="review-notice-acknowledge"
          title={t('invitations.notice.acknowledge')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              <li>{t('invitations.review.mustAcknowledge')}</li>
              <li>{t('invitations.review.mayAcknowledge')}</li>
            </ul>
          }
        />
        <Typography.Paragraph>
          <Link to={scoringTablePath(ANALYSIS_REVIEW_KIND)}>{t('invitations.notice.toScoringPlans')}</Link>
          {' · '}
          <Link to={scoringTablePath(SOLUTION_REVIEW_KIND)}>{t('invitations.notice.toScoringSolutions')}</Link>
        </Typography.Paragraph>
      </Space>
    </section>
  );
}
