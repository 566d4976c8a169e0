import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteStatus, inviteType } from '../../../machines/codes/invitation.codes';
import { useCodeLabel } from '@/components/code-tag';
import { FitTable, type FitColumn } from '@/components/fit-table';
import { useInvitationReason } from '@/entities/invitation';
import type { OpsRequirementCandidatesQuery as CandidatesData } from '@/gql/graphql';
import { AddInvitationCandidateMutation } from './requirement-candidate-add.mutation';
import { RemoveInvitationCandidateMutation } from './requirement-candidate-remove.mutation';
import { OpsRequirementCandidatesQuery } from './requirement-candidates.query';

type Candidate = CandidatesData['opsInvitationCandidates'][number];

/**
 * The invite kinds (spec 3 invite type) whose ranking matters in each main stage: stage 1 evaluation and
 * crowdfunding, stage 2 its five steps in their order (detailed market evaluation, analysis, analysis review,
 * solutions, solution review); later stages any of kinds 1-7.
 */
const KINDS_OF_STAGE: Record<number, number[]> = { 1: [1, 2], 2: [6, 3, 4, 5, 7] };
const ALL_KINDS = [1, 2, 3, 4, 5, 6, 7];

/** The kind a stage-2 step (its `subStep` code, preReviewStep) invites: the drawer opens on the step in progress. */
const KIND_OF_PRE_REVIEW_STEP: Record<number, number> = { [-1]: 6, 1: 3, 2: 4, 3: 5, 4: 7 };

/** The parts of the score, in the order of docs/requirements.md "Who is invited" (each a column with its meaning as a tooltip). */
const PARTS = ['fieldMatch', 'categoryMatch', 'textRelevance', 'trackRecord', 'loadPenalty'] as const;

/**
 * Operations' view of the invitation ranking of a requirement (docs/requirements.md "Who is invited"): a kind
 * selector, then each candidate's place, total score and parts, the line the member reads, whether they were
 * invited, pinned or excluded, and the Add / Remove actions (pin or clear an exclusion; exclude or clear a pin),
 * each confirmed first. Fits the drawer: the parts give way first where the room is narrower (FitTable).
 */
export function RequirementCandidates({ requirementId, mainStage, subStep }: { requirementId: number; mainStage: number; subStep?: number | null }) {
  const { t } = useTranslation('requirements');
  const label = useCodeLabel();
  const kinds = KINDS_OF_STAGE[mainStage] ?? ALL_KINDS;
  const current = mainStage === 2 && subStep != null ? KIND_OF_PRE_REVIEW_STEP[subStep] : undefined;
  const [cate, setCate] = useState<number>(current && kinds.includes(current) ? current : kinds[0]);
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text id="candidates-kind-label">{t('requirements.ops.cand.kind')}</Typography.Text>
        <Select<number>
          aria-labelledby="candidates-kind-label"
          data-testid="candidates-kind"
          value={cate}
          onChange={setCate}
          style={{ minWidth: 200 }}
          options={kinds.map((k) => ({ value: k, label: label(inviteType.entries, String(k)) }))}
        />
      </Space>
      <Typography.Text type="secondary">{t('requirements.ops.cand.hint')}</Typography.Text>
      <CandidateTable key={cate} requirementId={requirementId} cate={cate} />
    </Space>
  );
}

function CandidateTable({ requirementId, cate }: { requirementId: number; cate: number }) {
  const { t } = useTranslation('requirements');
  const { modal, message } = App.useApp();
  const label = useCodeLabel();
  const reasonOf = useInvitationReason();
  const { data, loading, refetch } = useQuery(OpsRequirementCandidatesQuery, { variables: { requirementId, cate }, fetchPolicy: 'network-only' });
  const [add] = useMutation(AddInvitationCandidateMutation);
  const [remove] = useMutation(RemoveInvitationCandidateMutation);
  const kind = label(inviteType.entries, String(cate));

  /** What Add or Remove does to this candidate now (the services decide; this only words the question). */
  const decide = (c: Candidate, action: 'add' | 'remove') => {
    const change = action === 'add' ? (c.override === 'exclude' ? 'unexclude' : 'pin') : c.override === 'include' ? 'unpin' : 'exclude';
    modal.confirm({
      title: t(`requirements.ops.cand.${change}Title`, { member: `${c.nickname} #${c.userId}`, kind }),
      content: t(`requirements.ops.cand.${change}Body`),
      okText: t(`requirements.ops.cand.${action}`),
      okButtonProps: action === 'remove' && change === 'exclude' ? { danger: true } : undefined,
      cancelText: t('requirements.detail.cancel'),
      onOk: async () => {
        try {
          const variables = { requirementId, cate, userId: c.userId };
          if (action === 'add') {
            const { data: answer } = await add({ variables });
            const result = answer?.addInvitationCandidate;
            void message.success(t(result?.invitedNow ? 'requirements.ops.cand.invitedDone' : result?.override === 'include' ? 'requirements.ops.cand.pinDone' : 'requirements.ops.cand.clearDone'));
          } else {
            const { data: answer } = await remove({ variables });
            void message.success(t(answer?.removeInvitationCandidate.override === 'exclude' ? 'requirements.ops.cand.excludeDone' : 'requirements.ops.cand.clearDone'));
          }
          await refetch();
        } catch {
          // shown by the Apollo error link (spec 8)
        }
      },
    });
  };

  const partColumn = (part: (typeof PARTS)[number], priority: number): FitColumn<Candidate> => ({
    key: part,
    width: 52,
    priority,
    align: 'right',
    title: (
      <Tooltip title={t(`requirements.ops.cand.${part}Help`)}>
        <span className="ops-candidates__part" tabIndex={0} style={{ cursor: 'help', borderBottom: '1px dotted' }}>{t(`requirements.ops.cand.${part}`)}</span>
      </Tooltip>
    ),
    render: (_v, c) => c[part],
  });

  const columns: Array<FitColumn<Candidate>> = [
    { key: 'position', title: '#', width: 40, render: (_v, c) => c.position },
    {
      key: 'member',
      title: t('requirements.ops.member'),
      width: 150,
      render: (_v, c) => {
        const reason = reasonOf(c.reason);
        return (
          <Space orientation="vertical" size={2} style={{ width: '100%' }}>
            <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 134 }}>{`${c.nickname} #${c.userId}`}</Typography.Text>
            <Space size={[2, 2]} wrap>
              {c.invitationId != null && (
                <Tag color="processing">{t('requirements.ops.cand.invited', { status: c.status != null ? label(inviteStatus.entries, String(c.status)) : '' })}</Tag>
              )}
              {c.override === 'include' && <Tag color="blue">{t('requirements.ops.cand.pinned')}</Tag>}
              {c.override === 'exclude' && <Tag color="red">{t('requirements.ops.cand.excluded')}</Tag>}
              {!c.eligible && <Tag color="warning">{t('requirements.ops.cand.ineligible')}</Tag>}
            </Space>
            {reason && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: reason }} style={{ maxWidth: 134, fontSize: 12 }} data-testid="candidate-reason">
                {reason}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      key: 'score',
      width: 56,
      align: 'right',
      title: (
        <Tooltip title={t('requirements.ops.cand.scoreHelp')}>
          <span className="ops-candidates__part" tabIndex={0} style={{ cursor: 'help', borderBottom: '1px dotted' }}>{t('requirements.ops.score')}</span>
        </Tooltip>
      ),
      render: (_v, c) => <strong>{c.score}</strong>,
    },
    ...PARTS.map((part, i) => partColumn(part, PARTS.length - i)),
    {
      key: 'actions',
      title: t('requirements.mine.actions'),
      width: 80,
      fixed: 'right',
      render: (_v, c) => {
        const member = `${c.nickname} #${c.userId}`;
        // invited: removal is refused (it only stops future sending), so only a pin may still be cleared
        const canAdd = c.invitationId == null && c.override !== 'include';
        const canRemove = c.override === 'include' || (c.invitationId == null && c.override !== 'exclude');
        return (
          <Space size={4}>
            {canAdd && (
              <Tooltip title={t(c.override === 'exclude' ? 'requirements.ops.cand.unexcludeHelp' : 'requirements.ops.cand.pinHelp')}>
                <Button size="small" icon={<PlusOutlined />} aria-label={t('requirements.ops.cand.addMember', { member })} onClick={() => decide(c, 'add')} />
              </Tooltip>
            )}
            {canRemove && (
              <Tooltip title={t(c.override === 'include' ? 'requirements.ops.cand.unpinHelp' : 'requirements.ops.cand.excludeHelp')}>
                <Button size="small" danger={c.override !== 'include'} icon={<MinusOutlined />} aria-label={t('requirements.ops.cand.removeMember', { member })} onClick={() => decide(c, 'remove')} />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <FitTable<Candidate>
      size="small"
      rowKey="userId"
      loading={loading}
      pagination={false}
      dataSource={data?.opsInvitationCandidates ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('requirements.ops.noCandidates')} /> }}
      data-testid={`candidates-${cate}`}
      columns={columns}
    />
  );
}
