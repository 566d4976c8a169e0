import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, DatePicker, Form, Input, Result, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { crowdfundingStatus } from '../../../machines/codes/requirement.codes';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import { fenToYuan, formatFen, formatRate } from '../../../machines/rules/money';
import { chinaDate, validateApplicationDate } from '../../../machines/rules/requirement';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { CampaignFieldsFragment, CampaignStatusTag } from '@/entities/campaign';
import { RequirementFieldsFragment, RequirementPageShell } from '@/entities/requirement';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment, type FragmentType } from '@/gql';
import type { PayGroupQuery as PayGroupResult } from '@/gql/graphql';
import { amountFenOf, ratioBpOf, returnRatioError, reviewFeeError } from './amount-rules';
import { ApplyCrowdfundingMutation } from './apply-crowdfunding.mutation';
import { idParam } from '@/lib/id-param';
import { taskDetailPath } from './params';
import { PayGroupQuery } from './pay-group.query';
import './review-fee.css';
import { PageNotReady } from '@/components/page-not-ready';

const APPLYING = Number(crowdfundingStatus.values.crowdfundingApplying);

type Values = { amount: string; ratio: string; applicationDate: Dayjs };

/** The shared application-date rule (machines/rules/requirement.ts, China time: the default is China's today) on a picked day. */
const dateError = (day: Dayjs) => validateApplicationDate(day.format('YYYY-MM-DD'), Date.now());

/**
 * Applying to crowdfund the review fee (/payGroup?id=<requirement id>): the target (at least the minimum fee), the
 * expected return ratio offered to funders (%), the application date; then operations review it ('waiting for
 * operations'). A rejected application can be made again; an approved one is a public campaign.
 */
export function PayGroupPage() {
  const { t } = useTranslation('hall');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(PayGroupQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  if (id === null) return <Result status="404" title={t('hall.fee.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('hall.fee.loadError')} retryLabel={t('hall.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  return <PayGroup id={id} data={data} onApplied={() => void refetch().catch(() => undefined)} />;
}

function PayGroup({ id, data, onApplied }: { id: number; data: PayGroupResult; onApplied(): void }) {
  const { t } = useTranslation('hall');
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const requirement = readFragment(RequirementFieldsFragment, data.myRequirement);
  const campaign = data.myRequirement.campaign
    ? readFragment(CampaignFieldsFragment, data.myRequirement.campaign as FragmentType<typeof CampaignFieldsFragment>)
    : null;
  const flow = useEntityFlow(requirementLifecycle, readFragment(WorkflowFieldsFragment, data.myRequirement.workflow));
  const quote = data.reviewFeeQuote;
  const [apply, { loading }] = useMutation(ApplyCrowdfundingMutation);
  const [applied, setApplied] = useState(false);

  const waiting = applied || requirement.crowdfundingStatus === APPLYING;
  const canApply = flow?.can('crowdfunding.apply') ?? false;

  const submit = async (values: Values) => {
    const amountFen = amountFenOf(values.amount);
    const returnRatioBp = ratioBpOf(values.ratio);
    if (amountFen === null || returnRatioBp === null) return;
    const result = await apply({
      variables: { requirementId: id, amountFen, returnRatioBp, applicationDate: values.applicationDate.format('YYYY-MM-DD') },
    }).catch(() => null);
    if (!result?.data) return;
    void message.success(t('hall.fee.applied'));
    setApplied(true);
    onApplied();
  };

  let body: React.ReactNode;
  if (waiting) {
    body = (
      <Result
        status="info"
        title={t('hall.fee.waiting')}
        subTitle={t('hall.fee.waitingHint')}
        data-testid="crowdfunding-waiting"
        extra={<Link to={taskDetailPath(id)}>{t('hall.fee.backToRequirement')}</Link>}
      />
    );
  } else if (!canApply) {
    body = (
      <Alert
        type="info"
        showIcon
        title={campaign ? t('hall.fee.campaignExists') : t('hall.fee.notApplicable')}
        description={
          campaign ? (
            <Space wrap>
              <CampaignStatusTag state={campaign.state} />
              {campaign.state === 'open' && <Link to={`/crowdfunding?id=${campaign.id}`}>{t('hall.campaign.view')}</Link>}
            </Space>
          ) : undefined
        }
        action={<Link to={taskDetailPath(id)}>{t('hall.fee.backToRequirement')}</Link>}
      />
    );
  } else {
    body = (
      <Card size="small" title={t('hall.fee.groupForm')}>
        {campaign?.reason && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('hall.fee.lastRejected', { reason: campaign.reason })} />}
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 420 }}
          initialValues={{ amount: fenToYuan(quote.minFeeFen), ratio: '', applicationDate: dayjs(chinaDate(Date.now())) }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="amount"
            label={t('hall.fee.target')}
            extra={t('hall.fee.amountHint', { min: formatFen(quote.minFeeFen) })}
            rules={[{ validator: (_, v: string) => (reviewFeeError(v, quote.minFeeFen) ? Promise.reject(new Error(ruleText(reviewFeeError(v, quote.minFeeFen)))) : Promise.resolve()) }]}
          >
            <Input inputMode="decimal" prefix="¥" data-testid="group-amount" />
          </Form.Item>
          <Form.Item
            name="ratio"
            label={t('hall.fee.returnRatio')}
            extra={t('hall.fee.returnRatioHint')}
            rules={[{ validator: (_, v: string) => (returnRatioError(v) ? Promise.reject(new Error(ruleText(returnRatioError(v)))) : Promise.resolve()) }]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="group-ratio" />
          </Form.Item>
          <Form.Item
            name="applicationDate"
            label={t('hall.fee.applicationDate')}
            rules={[
              { required: true, message: t('hall.fee.applicationDateRequired') },
              // the rule the services apply (China time), with its words
              { validator: (_, v: Dayjs | null) => (v && dateError(v) ? Promise.reject(new Error(ruleText(dateError(v)))) : Promise.resolve()) },
            ]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(day) => dateError(day) !== null}
              data-testid="group-date"
            />
          </Form.Item>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('hall.fee.groupHint', { rate: formatRate(quote.serviceFeeBp) })} />
          <Space wrap>
            <Button onClick={() => void navigate(taskDetailPath(id))}>{t('hall.fee.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={loading} data-testid="group-submit">
              {t('hall.fee.apply')}
            </Button>
          </Space>
        </Form>
      </Card>
    );
  }

  return (
    <RequirementPageShell
      className="review-fee"
      titleId="pay-group-title"
      title={t('hall.fee.groupTitle')}
      requirement={requirement}
      back={{ to: taskDetailPath(id), label: t('hall.fee.backToRequirement') }}
    >
      {body}
    </RequirementPageShell>
  );
}
