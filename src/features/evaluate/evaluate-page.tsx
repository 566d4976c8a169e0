import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Radio, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inviteStatus, inviteType, marketSizeRange } from '../../../machines/codes';
import { validateMarketSize } from '../../../machines/rules/requirement';
import { useRuleLang, useRuleText } from '@/components/code-flow/use-rule-text';
import { InvitationFieldsFragment, InvitationStatusTag, inviteDetailPath } from '@/entities/invitation';
import { MarketBarGraph } from '@/entities/requirement/market-bar-graph';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation } from '@/gql/graphql';
import { EvaluationInvitationQuery } from './evaluation-invitation.query';
import { SubmitMarketEvaluationMutation } from './submit-market-evaluation.mutation';
import './evaluate.css';
import { idParam } from '@/lib/id-param';
import { PageNotReady } from '@/components/page-not-ready';
import { MarketAssessmentSection } from './market-assessment-section';

const evaluationCate = Number(inviteType.values.evaluation);
const assessmentCate = Number(inviteType.values.detailedMarketEvaluation);
const accepted = Number(inviteStatus.values.accepted);
const pending = Number(inviteStatus.values.pending);


/**
 * The market evaluations of an invitation (/evaluate?id=<invitation id>). Kind 1, the initial market evaluation: the
 * invited assessor picks one of the five market size ranges of spec 3 (万 RMB), confirms, and then sees how every
 * assessor answered (the market bar graph). Kind 6, the detailed market assessment of stage 2: the form of
 * ./market-assessment-section.tsx (one page for both, as the spec lists one /evaluate route).
 */
export function EvaluatePage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(EvaluationInvitationQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });

  if (id === null) return <Result status="404" title={t('invitations.detail.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('invitations.detail.loadError')} retryLabel={t('invitations.actions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  return <Evaluation invitation={readFragment(InvitationFieldsFragment, data.invitation)} />;
}

function Evaluation({ invitation: inv }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const detail = inviteDetailPath(inv.id);
  const detailed = inv.cate === assessmentCate;
  let body: React.ReactNode;
  if (detailed) {
    body = <MarketAssessmentSection invitation={inv} />;
  } else if (inv.cate !== evaluationCate) {
    body = <Alert type="warning" showIcon title={t('invitations.evaluate.notEvaluation')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  } else if (inv.marketSize) {
    body = <Answered invitation={inv} />;
  } else if (inv.status === pending) {
    body = <Alert type="info" showIcon title={t('invitations.evaluate.acceptFirst')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  } else if (inv.status !== accepted) {
    body = <Alert type="warning" showIcon title={t('invitations.evaluate.closed')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  } else {
    body = <EvaluationForm invitation={inv} />;
  }
  return (
    <section className={`portal-page evaluate${detailed ? ' evaluate--detailed' : ''}`} aria-labelledby="evaluate-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <h1 id="evaluate-title" className="evaluate__title">
            {t(detailed ? 'invitations.assessment.title' : 'invitations.evaluate.title')}
          </h1>
          <Space wrap>
            <Typography.Text strong>{inv.requirement.title}</Typography.Text>
            <Typography.Text type="secondary">{inv.requirement.requirementNo}</Typography.Text>
            <InvitationStatusTag status={inv.status} />
          </Space>
        </header>
        {body}
      </Space>
    </section>
  );
}

/** The five ranges as radio cards; submit after a confirmation; then the graph. */
function EvaluationForm({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  const ruleText = useRuleText();
  const { modal, message } = App.useApp();
  const [choice, setChoice] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [submit, { loading }] = useMutation(SubmitMarketEvaluationMutation, {
    refetchQueries: ['MarketBarGraph', 'InviteStateGroup', 'InviteCateGroup', 'InviteList', 'MyInvitations', 'RequirementStatistics'],
  });
  const error = touched ? ruleText(validateMarketSize(choice)) : undefined;

  const confirm = () => {
    setTouched(true);
    if (validateMarketSize(choice) || !choice) return;
    const range = marketSizeRange.entries.find((e) => e.value === choice);
    modal.confirm({
      title: t('invitations.evaluate.confirmTitle'),
      content: t('invitations.evaluate.confirmBody', { range: range?.[lang] ?? choice }),
      okText: t('invitations.evaluate.submit'),
      cancelText: t('invitations.actions.cancel'),
      onOk: async () => {
        const result = await submit({ variables: { id: invitation.id, marketSize: choice } }).catch(() => null);
        if (result?.data) void message.success(t('invitations.evaluate.submitted'));
      },
    });
  };

  return (
    <Card size="small" title={t('invitations.evaluate.question')}>
      <Typography.Paragraph type="secondary">{t('invitations.evaluate.hint')}</Typography.Paragraph>
      <Radio.Group
        className="evaluate__ranges"
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value as string);
          setTouched(true);
        }}
        aria-label={t('invitations.evaluate.question')}
        aria-invalid={!!error}
      >
        {marketSizeRange.entries.map((range) => (
          <Radio key={range.value} value={range.value} className={`evaluate__range${choice === range.value ? ' is-checked' : ''}`} data-testid={`range-${range.value}`}>
            <span className="evaluate__range-label">{range[lang]}</span>
            <span className="evaluate__range-unit">{t('invitations.evaluate.unit')}</span>
          </Radio>
        ))}
      </Radio.Group>
      {error && (
        <Typography.Text type="danger" role="alert" className="evaluate__error">
          {error}
        </Typography.Text>
      )}
      <div className="evaluate__actions">
        <Button type="primary" loading={loading} onClick={confirm} data-testid="evaluate-submit">
          {t('invitations.evaluate.submit')}
        </Button>
      </div>
    </Card>
  );
}

function Answered({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  const range = marketSizeRange.entries.find((e) => e.value === invitation.marketSize);
  return (
    <>
      <Alert type="success" showIcon title={t('invitations.evaluate.yourAnswer', { range: range?.[lang] ?? invitation.marketSize })} data-testid="evaluate-answer" />
      <Card size="small" title={t('invitations.evaluate.graph')}>
        <MarketBarGraph requirementNo={invitation.requirement.requirementNo} />
      </Card>
    </>
  );
}
