import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FileOutlined, LockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatFen, formatRate } from '../../../machines/rules/money';
import { CampaignFieldsFragment, CampaignProgress, CampaignStatusTag, DeadlineCountdown } from '@/entities/campaign';
import {
  ALL_PEOPLE_REVIEW_PATH,
  atAnalysisReview,
  RequirementContentFragment,
  RequirementFieldsFragment,
  RequirementProgress,
  RequirementStatusTag,
  useRequirementNames,
  withId,
} from '@/entities/requirement';
import { MarketBarGraph } from '@/entities/requirement/market-bar-graph';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useFragment as readFragment, type FragmentType } from '@/gql';
import type { CampaignFieldsFragment as Campaign, HallRequirementQuery as HallRequirementResult } from '@/gql/graphql';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session/session-context';
import { crowdfundingPath } from './hall-card';
import { HallRequirementQuery } from './hall-requirement.query';
import './hall.css';
import { idParam } from '@/lib/id-param';
import { PageHeading } from '@/components/page-heading';

/** My evaluation invitations (where a member answers the market evaluation of a requirement they were invited to). */
const ASSESSMENT_PATH = '/personal/workbench/myworks/assessment';

/** `?id=` as a requirement id, or null. */

/**
 * A requirement of the hall (/detail?id=, public): its facts, the details (sanitized on the server, rendered as
 * HTML), attachments (download links for signed-in members), keywords and institutions, the seven-stage progress,
 * the market bar graph, the crowdfunding campaign when there is one, and for its publisher the live chart. Acting
 * (evaluating, contributing) needs a login: anonymous visitors get the login dialog with the way back.
 */
export function RequirementDetailPage() {
  const { t } = useTranslation('hall');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, loading, error, refetch } = useQuery(HallRequirementQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });

  if (id === null) return <Result status="404" title={t('hall.detail.missing')} extra={<Link to="/hall">{t('hall.backToHall')}</Link>} />;
  if (!data) {
    if (error)
      return (
        <Result
          status="warning"
          title={t('hall.detail.loadError')}
          extra={
            <Space>
              <Button onClick={() => void refetch().catch(() => undefined)}>{t('hall.retry')}</Button>
              <Link to="/hall">{t('hall.backToHall')}</Link>
            </Space>
          }
        />
      );
    return (
      <section className="portal-page" aria-busy={loading}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  return <RequirementDetail requirement={data.hallRequirement} onChanged={() => void refetch().catch(() => undefined)} />;
}

type Loaded = HallRequirementResult['hallRequirement'];

function RequirementDetail({ requirement, onChanged }: { requirement: Loaded; onChanged(): void }) {
  const { t } = useTranslation('hall');
  const names = useRequirementNames();
  const session = useSession();
  const r = readFragment(RequirementFieldsFragment, requirement);
  const content = readFragment(RequirementContentFragment, requirement);
  const campaign = requirement.campaign ? readFragment(CampaignFieldsFragment, requirement.campaign as FragmentType<typeof CampaignFieldsFragment>) : null;
  const signInLink = useSignInAction();

  return (
    <section className="portal-page requirement-detail" aria-labelledby="requirement-title">
      <header className="requirement-detail__head">
        <Space wrap align="center">
          <h1 id="requirement-title">{r.title}</h1>
          <RequirementStatusTag requirement={r} />
        </Space>
        <Space wrap>
          {r.mine && <Link to={`/taskDetail?id=${r.id}`}>{t('hall.detail.manage')}</Link>}
          <Link to="/hall">{t('hall.backToHall')}</Link>
        </Space>
      </header>

      <Card size="small" title={<PageHeading level={2}>{t('hall.detail.progress')}</PageHeading>}>
        <RequirementProgress requirement={r} />
      </Card>

      {atAnalysisReview(r) && (
        <Alert
          type="info"
          showIcon
          data-testid="all-people-review-link"
          title={t('hall.detail.opinions.title')}
          description={t('hall.detail.opinions.body')}
          action={<Link to={withId(ALL_PEOPLE_REVIEW_PATH, r.id)}>{t('hall.detail.opinions.open')}</Link>}
        />
      )}

      <Card size="small" title={<PageHeading level={2}>{t('hall.detail.facts')}</PageHeading>}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('hall.detail.requirementNo')}>
            <Typography.Text copyable>{r.requirementNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('hall.card.domain')}>{names.domain(r) || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('hall.detail.category')}>{names.category(r) || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('hall.detail.duration')}>{r.durationDays ? t('hall.detail.days', { days: r.durationDays }) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('hall.card.budget')}>{r.budgetFen != null ? t('hall.money', { amount: formatFen(r.budgetFen) }) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('hall.card.published')}>{r.publishedAt ? dayjs(r.publishedAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('hall.detail.keywords')} span={{ xs: 1, sm: 2, lg: 3 }}>
            {r.keywords.length ? r.keywords.map((k) => <Tag key={k}>{k}</Tag>) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('hall.detail.institutions')} span={{ xs: 1, sm: 2, lg: 3 }}>
            {r.institutions || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={<PageHeading level={2}>{t('hall.detail.details')}</PageHeading>}>
        {content.detailsHtml ? (
          // Sanitized by the services when saved (DESIGN 6: rich text sanitized on the server).
          <div className="requirement-detail__rich" data-testid="requirement-details" dangerouslySetInnerHTML={{ __html: content.detailsHtml }} />
        ) : (
          <Typography.Text type="secondary">{t('hall.detail.noDetails')}</Typography.Text>
        )}
        <h3 className="requirement-detail__subhead">{t('hall.detail.attachments')}</h3>
        {content.attachments.length === 0 ? (
          <Typography.Text type="secondary">{t('hall.detail.noAttachments')}</Typography.Text>
        ) : (
          <ul className="requirement-detail__files" data-testid="requirement-attachments">
            {content.attachments.map((file) => (
              <li key={file.key}>
                <FileOutlined aria-hidden="true" /> <span>{file.name}</span>{' '}
                {file.url ? (
                  <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.name}>
                    <DownloadOutlined aria-hidden="true" /> {t('hall.detail.download')}
                  </a>
                ) : (
                  <Button type="link" size="small" icon={<LockOutlined aria-hidden="true" />} onClick={() => signInLink()}>
                    {t('hall.detail.signInToDownload')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {campaign && <CampaignPanel campaign={campaign} onFinish={onChanged} />}

      <Card size="small" title={<PageHeading level={2}>{t('hall.marketGraph.title')}</PageHeading>} extra={<EvaluateAction state={r.state} signedIn={session.isSignedIn} />}>
        <MarketBarGraph requirementNo={r.requirementNo} />
      </Card>

      {r.mine && <EntityFlowSection entityType="requirement" entityId={r.id} refreshKey={r.state} />}
    </section>
  );
}

/** The login dialog with the way back to `path` (by default this page). */
function useSignInAction() {
  const dialog = useLoginDialog();
  const location = useLocation();
  return (path = `${location.pathname}${location.search}`) => dialog.show('login', path);
}

/** While the market evaluation runs: invited assessors answer from their invitations; visitors sign in first. */
function EvaluateAction({ state, signedIn }: { state: string; signedIn: boolean }) {
  const { t } = useTranslation('hall');
  const signIn = useSignInAction();
  if (state !== 'evaluating') return null;
  if (!signedIn)
    return (
      <Button size="small" type="primary" onClick={() => signIn()} data-testid="evaluate-action">
        {t('hall.detail.evaluate')}
      </Button>
    );
  return (
    <Link to={ASSESSMENT_PATH} data-testid="evaluate-action">
      {t('hall.detail.myAssessments')}
    </Link>
  );
}

/** The review-fee campaign: progress, what is left, the end, the offer, and "contribute" while it is open. */
function CampaignPanel({ campaign, onFinish }: { campaign: Campaign; onFinish(): void }) {
  const { t } = useTranslation('hall');
  const session = useSession();
  const navigate = useNavigate();
  const signIn = useSignInAction();
  const open = campaign.state === 'open';
  const contribute = () => (session.isSignedIn ? void navigate(crowdfundingPath(campaign.id)) : signIn(crowdfundingPath(campaign.id)));
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <PageHeading level={2}>{t('hall.campaign.title')}</PageHeading>
          <CampaignStatusTag state={campaign.state} />
        </Space>
      }
      data-testid="campaign-panel"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <CampaignProgress campaign={campaign} />
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={t('hall.campaign.left')}>{t('hall.money', { amount: formatFen(campaign.leftFen) })}</Descriptions.Item>
          <Descriptions.Item label={t('hall.campaign.minimum')}>{t('hall.money', { amount: formatFen(campaign.minContributionFen) })}</Descriptions.Item>
          <Descriptions.Item label={t('hall.campaign.returnRatio')}>{formatRate(campaign.returnRatioBp)}</Descriptions.Item>
          <Descriptions.Item label={t('hall.campaign.contributors')}>{campaign.contributors}</Descriptions.Item>
        </Descriptions>
        {campaign.endsAt && open && <DeadlineCountdown deadlineAt={campaign.endsAt} label={t('hall.campaign.endsIn')} onFinish={onFinish} />}
        {campaign.endsAt && !open && (
          <Typography.Text type="secondary">{t('hall.campaign.endedAt', { date: dayjs(campaign.endsAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
        )}
        {campaign.myContributionFen > 0 && (
          <Alert type="success" showIcon title={t('hall.campaign.mine', { amount: formatFen(campaign.myContributionFen) })} />
        )}
        {open && (session.isSignedIn ? campaign.canContribute : true) && (
          <Button type="primary" onClick={contribute} data-testid="contribute-action">
            {t('hall.campaign.contribute')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

