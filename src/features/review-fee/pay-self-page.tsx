import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Space, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import { fenToYuan, formatFen, formatRate } from '../../../machines/rules/money';
import { serviceFeeFen } from '../../../machines/rules/requirement';
import { SILENT } from '@/components/code-flow/flow-support';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { PayView } from '@/components/pay-view';
import { RequirementFieldsFragment, RequirementPageShell } from '@/entities/requirement';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { PaySelfQuery as PaySelfResult } from '@/gql/graphql';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { amountFenOf, reviewFeeError } from './amount-rules';
import { idParam } from '@/lib/id-param';
import { taskDetailPath } from './params';
import { PayReviewFeeMutation } from './pay-review-fee.mutation';
import { PaySelfQuery } from './pay-self.query';
import './review-fee.css';
import { PageNotReady } from '@/components/page-not-ready';

/**
 * Paying the review fee personally (/paySelf?id=<requirement id>): the quote (the minimum, 10% of the budget, with the
 * platform's service fee and the reviewers' share), the amount (at least the minimum), then the pay view (coin
 * balance, transaction password, 'deposit or exchange' when short) → payReviewFee; 'Payment Completed' and back to
 * the requirement's stage page.
 */
export function PaySelfPage() {
  const { t } = useTranslation('hall');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(PaySelfQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only' });
  if (id === null) return <Result status="404" title={t('hall.fee.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('hall.fee.loadError')} retryLabel={t('hall.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  return <PaySelf id={id} data={data} />;
}

function PaySelf({ id, data }: { id: number; data: PaySelfResult }) {
  const { t } = useTranslation('hall');
  const ruleText = useRuleText();
  const navigate = useNavigate();
  const requirement = readFragment(RequirementFieldsFragment, data.myRequirement);
  const flow = useEntityFlow(requirementLifecycle, readFragment(WorkflowFieldsFragment, data.myRequirement.workflow));
  const quote = data.reviewFeeQuote;
  const [text, setText] = useState(fenToYuan(quote.minFeeFen));
  const [touched, setTouched] = useState(false);
  const [amountFen, setAmountFen] = useState<number | null>(null);
  const [pay] = useMutation(PayReviewFeeMutation, { context: SILENT });
  // One key per attempt (requirement and amount): a retry after a lost answer, even through a new pay view, replays.
  const attempt = useAttemptKey();
  const error = reviewFeeError(text, quote.minFeeFen);
  const typedFen = amountFenOf(text);
  const shareFen = typedFen !== null && !error ? serviceFeeFen(typedFen, quote.serviceFeeBp) : quote.serviceFeeFen;
  const reviewersFen = typedFen !== null && !error ? typedFen - shareFen : quote.reviewersFen;

  const canPay = flow?.can('fee.pay') ?? false;
  // Once on the pay step the pay view stays until it is done: the payment's answer updates this requirement in the
  // cache (fee.pay no longer offered) before the pay view hears of it, and must not swap it for 'cannot be paid now'.
  const notPayable = !canPay && amountFen === null;

  return (
    <RequirementPageShell
      className="review-fee"
      titleId="pay-self-title"
      title={t('hall.fee.selfTitle')}
      requirement={requirement}
      back={{ to: taskDetailPath(id), label: t('hall.fee.backToRequirement') }}
    >
      <Steps
        size="small"
        current={amountFen === null ? 0 : 1}
        items={[{ title: t('hall.fee.steps.amount') }, { title: t('hall.fee.steps.pay') }]}
      />
      {notPayable ? (
        <Alert type="info" showIcon title={t('hall.fee.notPayable')} action={<Link to={taskDetailPath(id)}>{t('hall.fee.backToRequirement')}</Link>} />
      ) : amountFen === null ? (
        <Card size="small" title={t('hall.fee.quote')}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} data-testid="fee-quote">
            <Descriptions.Item label={t('hall.fee.minimum')}>{t('hall.money', { amount: formatFen(quote.minFeeFen) })}</Descriptions.Item>
            <Descriptions.Item label={t('hall.fee.balance')}>{t('hall.coins', { amount: formatFen(quote.coinBalanceFen) })}</Descriptions.Item>
            <Descriptions.Item label={t('hall.fee.serviceFee', { rate: formatRate(quote.serviceFeeBp) })}>
              {t('hall.money', { amount: formatFen(shareFen) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('hall.fee.reviewers')}>{t('hall.money', { amount: formatFen(reviewersFen) })}</Descriptions.Item>
          </Descriptions>
          <Form layout="vertical" component="div" style={{ marginTop: 16, maxWidth: 360 }}>
            <Form.Item
              label={t('hall.fee.amount')}
              extra={t('hall.fee.amountHint', { min: formatFen(quote.minFeeFen) })}
              validateStatus={touched && error ? 'error' : undefined}
              help={touched && error ? ruleText(error) : undefined}
            >
              <Input
                inputMode="decimal"
                prefix="¥"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => setTouched(true)}
                aria-label={t('hall.fee.amount')}
                data-testid="fee-amount"
              />
            </Form.Item>
            <Space wrap>
              <Button onClick={() => void navigate(taskDetailPath(id))}>{t('hall.fee.cancel')}</Button>
              <Button
                type="primary"
                onClick={() => {
                  setTouched(true);
                  if (!error && typedFen !== null) setAmountFen(typedFen);
                }}
              >
                {t('hall.fee.next')}
              </Button>
            </Space>
          </Form>
        </Card>
      ) : (
        <Card size="small" title={t('hall.fee.steps.pay')}>
          <PayView
            priceFen={amountFen}
            purpose={t('hall.fee.purpose', { title: requirement.title })}
            onPay={async (transactionPassword) => {
              const idempotencyKey = attempt.keyFor(JSON.stringify({ requirementId: id, amountFen }));
              const result = await pay({ variables: { requirementId: id, amountFen, transactionPassword, idempotencyKey } });
              if (result.error) throw result.error;
              attempt.finish();
            }}
            onPaid={() => void navigate(taskDetailPath(id))}
            onCancel={() => setAmountFen(null)}
          />
        </Card>
      )}
    </RequirementPageShell>
  );
}
