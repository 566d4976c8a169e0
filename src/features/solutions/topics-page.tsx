import { useQuery } from '@apollo/client/react';
import { Alert, Card, Descriptions, Empty, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inviteStatus, inviteType, planReviewStatus, solutionResult, taskState } from '../../../machines/codes';
import { solutionMachine } from '../../../machines/requirement/solution.machine';
import { CodeTag, useCodeLabel } from '@/components/code-tag';
import { PageNotReady } from '@/components/page-not-ready';
import { DeadlineCountdown } from '@/entities/campaign';
import { InvitationFieldsFragment, InvitationStatusTag, inviteDetailPath } from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import { idParam } from '@/lib/id-param';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { SolutionTopicsQuery } from './solution.operation';

export const solutionCate = Number(inviteType.values.solutionSolicitation);
const pending = Number(inviteStatus.values.pending);

/** The solution page of one sub-topic. */
export const solutionPath = (invitationId: number, subTopicId: number) => `/solution?id=${invitationId}&topic=${subTopicId}`;

/**
 * The sub-topics to answer (spec /provideSolutions "oneTopic"; ?id=<kind-5 invitation>): the selected plan's
 * sub-topics, each with my solution's state and codes and a link to its page (/solution?id=&topic=).
 */
export function TopicsPage() {
  const { t } = useTranslation('solutions');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(SolutionTopicsQuery, { variables: { invitationId: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const label = useCodeLabel();
  const stateLabel = useMachineStateLabel(solutionMachine);
  if (id === null) return <Result status="404" title={t('solutions.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('solutions.loadError')} retryLabel={t('solutions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  const inv = readFragment(InvitationFieldsFragment, data.invitation);
  const topics = data.solutionTopics;
  const detail = inviteDetailPath(inv.id);
  return (
    <section className="portal-page solution-topics" aria-labelledby="topics-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <h1 id="topics-title" style={{ fontSize: 22, margin: '0 0 8px' }}>
            {t('solutions.topics.title')}
          </h1>
          <Space wrap>
            <Typography.Text strong>{topics.requirement.title}</Typography.Text>
            <Typography.Text type="secondary">{topics.requirement.requirementNo}</Typography.Text>
            <InvitationStatusTag status={inv.status} />
          </Space>
        </header>
        {inv.cate !== solutionCate ? <Alert type="warning" showIcon title={t('solutions.notSolution')} action={<Link to={detail}>{t('solutions.toInvitation')}</Link>} /> : null}
        {inv.status === pending ? <Alert type="info" showIcon title={t('solutions.acceptFirst')} action={<Link to={detail}>{t('solutions.toInvitation')}</Link>} /> : null}
        <Card size="small" title={t('solutions.topics.task')} data-testid="topics-task">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('solutions.expiredAt')}>{topics.expiredAt ? dayjs(topics.expiredAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('solutions.topics.open')}>{t(topics.editable ? 'solutions.yes' : 'solutions.no')}</Descriptions.Item>
          </Descriptions>
          {topics.editable && topics.expiredAt ? <DeadlineCountdown deadlineAt={topics.expiredAt} label={t('solutions.within')} onFinish={() => void refetch().catch(() => undefined)} /> : null}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('solutions.topics.hint')}
          </Typography.Paragraph>
        </Card>
        {topics.subTopics.length === 0 ? <Empty description={t('solutions.topics.none')} /> : null}
        {topics.subTopics.map((s) => (
          <Card
            key={s.id}
            size="small"
            data-testid={`topic-${s.position}`}
            title={
              <Space wrap>
                <span>{t('solutions.list.subTopic', { n: s.position })}</span>
                <Typography.Text strong>{s.title}</Typography.Text>
                {s.integration ? <Tag color="purple">{t('solutions.topics.integration')}</Tag> : null}
              </Space>
            }
            extra={
              <Link className="portal-button portal-button--primary" to={solutionPath(inv.id, s.id)} data-testid={`topic-${s.position}-open`}>
                {t(!s.solution ? (topics.editable ? 'solutions.topics.answer' : 'solutions.topics.view') : ['readingTerms', 'drafting'].includes(s.solution.state) && topics.editable ? 'solutions.topics.continue' : 'solutions.topics.view')}
              </Link>
            }
          >
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ whiteSpace: 'pre-wrap' }}>
              {s.researchContent}
            </Typography.Paragraph>
            <Space wrap data-testid={`topic-${s.position}-state`}>
              <Typography.Text type="secondary">{t('solutions.mine')}:</Typography.Text>
              {s.solution ? <Tag color="blue">{stateLabel(s.solution.state)}</Tag> : <Tag>{t('solutions.topics.notStarted')}</Tag>}
              {s.solution?.codes ? <span>{label(taskState.entries, s.solution.codes.taskState)}</span> : null}
              {s.solution?.codes?.reviewStatus ? <CodeTag entries={planReviewStatus.entries} code={s.solution.codes.reviewStatus} /> : null}
              {s.solution?.codes?.result ? <CodeTag entries={solutionResult.entries} code={s.solution.codes.result} /> : null}
            </Space>
          </Card>
        ))}
      </Space>
    </section>
  );
}
