import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatFen, formatRate } from '../../../machines/rules/money';
import { SILENT } from '@/components/code-flow/flow-support';
import { PayView } from '@/components/pay-view';
import { useRealNameGate } from '@/components/real-name-gate';
import { CampaignFieldsFragment, CampaignProgress, CampaignStatusTag, DeadlineCountdown } from '@/entities/campaign';
import { REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { useFragment as readFragment } from '@/gql';
import type { CampaignFieldsFragment as Campaign } from '@/gql/graphql';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { ContributeForm } from './contribute-form';
import { ContributeMutation } from './contribute.mutation';
import { CrowdfundingCampaignQuery } from './crowdfunding-campaign.query';
import { idParam } from '@/lib/id-param';
import './review-fee.css';
import { PageNotReady } from '@/components/page-not-ready';

/**
 * A review-fee crowdfunding campaign (/crowdfunding?id=<campaign id>): progress, what is left, the least
 * contribution, the countdown to its end, the return offered and the contributors; while it is open a member (not
 * the publisher, verified by real name) contributes: the amount (the shared rules), then the pay view;
 * 'Crowdfunding participation confirmed'. All or nothing: short of the target at the end, every coin goes back.
 */
export function CrowdfundingPage() {
  const { t } = useTranslation('hall');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(CrowdfundingCampaignQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  if (id === null) return <Result status="404" title={t('hall.campaign.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('hall.campaign.loadError')} retryLabel={t('hall.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  return <CampaignView campaign={readFragment(CampaignFieldsFragment, data.campaign)} reload={() => void refetch().catch(() => undefined)} />;
}

function CampaignView({ campaign, reload }: { campaign: Campaign; reload(): void }) {
  const { t } = useTranslation('hall');
  const open = campaign.state === 'open';
  // Kept here, not in the form: the contribution that completes the target closes the campaign, and its funder
  // must still see the confirmation.
  const [confirmed, setConfirmed] = useState(false);
  return (
    <section className="portal-page review-fee" aria-labelledby="campaign-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <Space wrap align="center">
            <h1 id="campaign-title" className="review-fee__title">
              {t('hall.campaign.pageTitle', { title: campaign.requirementTitle })}
            </h1>
            <CampaignStatusTag state={campaign.state} />
          </Space>
          <div>
            <Link to={withId(REQUIREMENT_DETAIL_PATH, campaign.requirementId)}>{t('hall.campaign.requirement', { no: campaign.requirementNo })}</Link>
          </div>
        </header>

        <Card size="small" title={t('hall.campaign.title')}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <CampaignProgress campaign={campaign} />
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="campaign-facts">
              <Descriptions.Item label={t('hall.campaign.target')}>{t('hall.money', { amount: formatFen(campaign.targetFen) })}</Descriptions.Item>
              <Descriptions.Item label={t('hall.campaign.left')}>{t('hall.money', { amount: formatFen(campaign.leftFen) })}</Descriptions.Item>
              <Descriptions.Item label={t('hall.campaign.minimum')}>{t('hall.money', { amount: formatFen(campaign.minContributionFen) })}</Descriptions.Item>
              <Descriptions.Item label={t('hall.campaign.returnRatio')}>{formatRate(campaign.returnRatioBp)}</Descriptions.Item>
              <Descriptions.Item label={t('hall.campaign.contributors')}>{campaign.contributors}</Descriptions.Item>
              <Descriptions.Item label={t('hall.campaign.endsAtLabel')}>{campaign.endsAt ? dayjs(campaign.endsAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
            </Descriptions>
            {open && campaign.endsAt && <DeadlineCountdown deadlineAt={campaign.endsAt} label={t('hall.campaign.endsIn')} onFinish={reload} />}
            {campaign.myContributionFen > 0 && <Alert type="success" showIcon title={t('hall.campaign.mine', { amount: formatFen(campaign.myContributionFen) })} />}
            {campaign.reason && <Alert type="warning" showIcon title={t('hall.campaign.reason', { reason: campaign.reason })} />}
          </Space>
        </Card>

        {confirmed ? (
          <ContributeDone onAgain={open && campaign.canContribute ? () => setConfirmed(false) : undefined} />
        ) : open && campaign.canContribute ? (
          <Contribute campaign={campaign} onDone={() => setConfirmed(true)} />
        ) : (
          <Typography.Text type="secondary" data-testid="contribute-closed">
            {t(open ? 'hall.contribute.notForYou' : 'hall.contribute.closed')}
          </Typography.Text>
        )}
      </Space>
    </section>
  );
}

/** 'Crowdfunding participation confirmed', with the way to one's contributions (and to contribute again while open). */
function ContributeDone({ onAgain }: { onAgain?: () => void }) {
  const { t } = useTranslation('hall');
  return (
    <Result
      status="success"
      title={t('hall.contribute.confirmed')}
      subTitle={t('hall.contribute.confirmedHint')}
      data-testid="contribute-done"
      extra={
        <Space>
          <Link to="/personal/workbench/myworks/contribute">{t('hall.contribute.mine')}</Link>
          {onAgain && <Button onClick={onAgain}>{t('hall.contribute.again')}</Button>}
        </Space>
      }
    />
  );
}

/** Amount → real-name gate → pay view; `onDone` once the contribution is confirmed. */
function Contribute({ campaign, onDone }: { campaign: Campaign; onDone(): void }) {
  const { t } = useTranslation('hall');
  const { message } = App.useApp();
  const gate = useRealNameGate();
  const [amountFen, setAmountFen] = useState<number | null>(null);
  const [contribute] = useMutation(ContributeMutation, { context: SILENT, refetchQueries: ['MyContributions', 'RequirementStatistics'] });
  // One key per attempt (campaign and amount), kept across a new pay view, so a lost answer never contributes twice.
  const attempt = useAttemptKey();

  return (
    <Card size="small" title={t('hall.contribute.title')}>
      {amountFen === null ? (
        <ContributeForm
          leftFen={campaign.leftFen}
          minContributionFen={campaign.minContributionFen}
          disabled={gate.loading}
          onNext={(fen) => gate.ensure() && setAmountFen(fen)}
        />
      ) : (
        <PayView
          priceFen={amountFen}
          purpose={t('hall.contribute.purpose', { title: campaign.requirementTitle })}
          onPay={async (transactionPassword) => {
            const idempotencyKey = attempt.keyFor(JSON.stringify({ campaignId: campaign.id, amountFen }));
            const result = await contribute({ variables: { campaignId: campaign.id, amountFen, transactionPassword, idempotencyKey } });
            if (result.error) throw result.error;
            attempt.finish();
            // Confirmed here, in the same update as the answer: a contribution that completes the target closes the
            // campaign, and this form (with its pay view) is gone before the pay view could report it.
            void message.success(t('hall.contribute.confirmed'));
            onDone();
          }}
          onPaid={() => setAmountFen(null)}
          onCancel={() => setAmountFen(null)}
        />
      )}
      {gate.element}
    </Card>
  );
}
