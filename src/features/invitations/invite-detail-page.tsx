import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { inviteStatus, inviteType, mainStage, marketSizeRange } from '../../../machines/codes';
import { invitationLifecycle } from '../../../machines/requirement/invitation.machine';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { DeadlineCountdown } from '@/entities/campaign';
import {
  INVITE_ACCEPT,
  INVITE_REJECT,
  InvitationFieldsFragment,
  InvitationStatusTag,
  invitationWork,
  useHandleInvitation,
  useInvitationLabels,
  useInvitationReason,
} from '@/entities/invitation';
import { RequirementFieldsFragment, RequirementSummaryCard, REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { lifecycleOf } from '@/entities/workflow/lifecycles';
import { useEntityFlow, type WorkflowFields } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation } from '@/gql/graphql';
import { InvitationDetailQuery } from './invitation-detail.query';
import { InvitedRequirementQuery } from './invited-requirement.query';
import { idParam } from '@/lib/id-param';
import { PageNotReady } from '@/components/page-not-ready';

const crowdfundingCate = Number(inviteType.values.crowdfunding);
const acceptedStatus = Number(inviteStatus.values.accepted);

/**
 * One invitation (/inviteDetail?id=): its kind, status, the answer window counting down, what it pays and the
 * requirement it is about; accept and reject when the server offers them (`availableEvents`); once accepted (and
 * for most kinds once completed, to read it) the way to the page where its work is done (`invitationWork`: /evaluate,
 * /projectAnalysisReviewSubProject, /projectAnalysisReviewReview, /provideSolutions, /resolve), and for a
 * crowdfunding invitation (kind 2) the campaign.
 */
export function InviteDetailPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(InvitationDetailQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });

  if (id === null) return <Result status="404" title={t('invitations.detail.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('invitations.detail.loadError')} retryLabel={t('invitations.actions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  const invitation = readFragment(InvitationFieldsFragment, data.invitation);
  const workflow = readFragment(WorkflowFieldsFragment, data.invitation.workflow);
  return <InviteDetail invitation={invitation} workflow={workflow} onChanged={() => void refetch().catch(() => undefined)} />;
}

function InviteDetail({
  invitation: inv,
  workflow,
  onChanged,
}: {
  invitation: Invitation;
  workflow: WorkflowFields;
  onChanged(): void;
}) {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const labels = useInvitationLabels();
  const reasonOf = useInvitationReason();
  const navigate = useNavigate();
  const flow = useEntityFlow(invitationLifecycle, workflow);
  const { answer, pendingId } = useHandleInvitation((accepted) => {
    // accepting leads straight to the work (the work of the invitation as it is once accepted)
    const next = accepted ? invitationWork({ ...inv, status: acceptedStatus }) : null;
    if (next) void navigate(next.to);
  });
  const can = (event: string) => flow?.can(event) ?? inv.availableEvents.includes(event);
  const open = inv.status === 0 || inv.status === acceptedStatus;
  const work = invitationWork(inv);
  const answered = inv.marketSize ? label(marketSizeRange.entries, inv.marketSize) : null;

  return (
    <section className="portal-page invite-detail" aria-labelledby="invite-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <Space wrap align="center">
            <h1 id="invite-title" style={{ margin: 0, fontSize: 22 }}>
              {t('invitations.detail.title', { kind: labels.kind(inv.cate) })}
            </h1>
            <InvitationStatusTag status={inv.status} />
          </Space>
        </header>

        <Card size="small" title={t('invitations.detail.facts')}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('invitations.field.kind')}>{labels.kind(inv.cate)}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.status')}>{labels.status(inv.status)}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.payBack')}>
              {inv.payBack > 0 ? t('invitations.field.coins', { amount: formatFen(inv.payBack) }) : t('invitations.detail.paysNothing')}
            </Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.createdAt')}>{dayjs(inv.createdAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.expiredAt')}>
              {inv.expiredAt ? dayjs(inv.expiredAt).format('YYYY-MM-DD HH:mm') : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.domain')}>{labels.domain(inv) || '-'}</Descriptions.Item>
            {reasonOf(inv.reason) && <Descriptions.Item label={t('invitations.field.reason')}>{reasonOf(inv.reason)}</Descriptions.Item>}
            {answered && <Descriptions.Item label={t('invitations.field.marketSize')}>{answered}</Descriptions.Item>}
          </Descriptions>
          {open && inv.expiredAt && (
            <div style={{ marginTop: 12 }}>
              <DeadlineCountdown
                deadlineAt={inv.expiredAt}
                label={t(inv.status === 0 ? 'invitations.detail.answerWithin' : 'invitations.detail.taskWithin')}
                onFinish={onChanged}
              />
            </div>
          )}
        </Card>

        <Space wrap>
          {can(INVITE_ACCEPT) && (
            <Button type="primary" loading={pendingId === inv.id} onClick={() => answer(inv.id, true)} data-testid="invite-accept">
              {t('invitations.actions.accept')}
            </Button>
          )}
          {can(INVITE_REJECT) && (
            <Button danger disabled={pendingId === inv.id} onClick={() => answer(inv.id, false)} data-testid="invite-reject">
              {t('invitations.actions.reject')}
            </Button>
          )}
          {work && (
            <Link className="portal-button portal-button--primary" to={work.to} data-testid={`invite-${work.slug}`}>
              {t(`invitations.actions.${work.action}`)}
            </Link>
          )}
          {inv.cate === crowdfundingCate && inv.campaignId != null && (
            <Link to={`/crowdfunding?id=${inv.campaignId}`} data-testid="invite-campaign">
              {t('invitations.actions.campaign')}
            </Link>
          )}
          <Link to={withId(REQUIREMENT_DETAIL_PATH, inv.requirement.id)}>{t('invitations.actions.requirement')}</Link>
        </Space>

        <InvitedRequirement invitation={inv} stageLabel={label(mainStage.entries, String(inv.requirement.mainProcess))} />

        {/* The live chart, once the app charts invitations (src/entities/workflow/lifecycles.ts). */}
        {lifecycleOf('invitation') && <EntityFlowSection entityType="invitation" entityId={inv.id} workflow={workflow} refreshKey={inv.status} />}
      </Space>
    </section>
  );
}

/** The requirement's summary card, or its title and stage when the hall does not show it (yet, or any more). */
function InvitedRequirement({ invitation, stageLabel }: { invitation: Invitation; stageLabel: string }) {
  const { t } = useTranslation('invitations');
  const { data, loading } = useQuery(InvitedRequirementQuery, {
    variables: { id: invitation.requirement.id },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  if (data) return <RequirementSummaryCard requirement={readFragment(RequirementFieldsFragment, data.hallRequirement)} />;
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <Alert
      type="info"
      showIcon
      title={invitation.requirement.title}
      description={
        <Typography.Text type="secondary">
          {invitation.requirement.requirementNo} · {t('invitations.field.stage')}: {stageLabel}
        </Typography.Text>
      }
    />
  );
}
