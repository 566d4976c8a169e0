import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/lib/use-flow-actor';
import { Alert, Button, Descriptions, Form, Result, Skeleton, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '@/components/code-flow/flow-support';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { describeError, reportError } from '@/lib/errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatFen } from '../../../machines/rules/money';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { payMachine } from '../../../machines/wallet/pay.machine';
import { errorReasonOf, INSUFFICIENT_BALANCE } from './error-reason';
import { COIN_WALLET_PATH } from './paths';
import { PayViewBalanceQuery } from './pay-view-balance.query';
import { TransactionPasswordField, useTransactionPassword } from './transaction-password-field';

export type PayViewProps = {
  /** What the member pays, in fen of platform coin (1:1 with CNY). */
  priceFen: number;
  /** What the payment is for, already in the page language (e.g. "Pre-assessment fee of request R-…"). */
  purpose: string;
  /**
   * The caller's payment mutation. `idempotencyKey` is one per payment and the same for its retries; pass it
   * through to the mutation. Reject with the Apollo error: `extensions.reason` 'insufficientBalance' shows the
   * "deposit or exchange" view, anything else shows its message above the password.
   */
  onPay(password: string, idempotencyKey: string): Promise<unknown>;
  /** After 'Payment Completed'. */
  onPaid?(): void;
  onCancel?(): void;
};

/**
 * The pay view of spec sections 2, 5 and 8: the price, the platform-coin balance, the transaction password;
 * a short balance says so and offers the wallet ("deposit or exchange, go to wallet"). Driven by
 * machines/wallet/pay.machine.ts; it reads the balance itself. See ./README.md.
 */
export function PayView(props: PayViewProps) {
  const { data, refetch } = useQuery(PayViewBalanceQuery, { fetchPolicy: 'network-only' });
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return <PayFlow {...props} balanceFen={data.walletBalance.coinFen} refetchBalance={refetch} />;
}

type RefetchBalance = () => Promise<{ data?: { walletBalance: { coinFen: number } } }>;

function PayFlow(props: PayViewProps & { balanceFen: number; refetchBalance: RefetchBalance }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const message = useMessage();
  const gate = usePayPasswordGate();
  // The machine is created once; its effects read the newest props and helpers through this ref.
  const latest = useRef({ props, t, navigate, message });
  latest.current = { props, t, navigate, message };
  // One payment, one key: a retry after a lost answer must not charge twice (docs/contracts.md, "Idempotency").
  const [idempotencyKey] = useState(newIdempotencyKey);

  const actor = useFlowActor(
    payMachine.provide({
      actions: {
        submitPayment: ({ event, context, self }) => {
          if (event.type !== 'pay.submit') return;
          const { props: current, t: tr } = latest.current;
          void current.onPay(event.password, idempotencyKey).then(
            () => self.send({ type: 'pay.succeeded' }),
            async (error: unknown) => {
              if (errorReasonOf(error) === INSUFFICIENT_BALANCE) {
                const fresh = await current.refetchBalance().catch(() => undefined);
                self.send({ type: 'pay.insufficient', balanceFen: fresh?.data?.walletBalance.coinFen ?? context.balanceFen });
                return;
              }
              const notice = describeError(error, tr);
              // An expired session is the session machine's dialog, not a line above the password.
              if (notice.kind === 'sessionExpired' || notice.kind === 'logout') reportError(error);
              self.send({ type: 'pay.failed', message: notice.message });
            },
          );
        },
        goToWallet: () => void latest.current.navigate(COIN_WALLET_PATH),
        notifyPaid: () => {
          void latest.current.message.success(latest.current.t('wallet.payView.paid'));
          latest.current.props.onPaid?.();
        },
      },
    }),
    { input: { priceFen: props.priceFen, balanceFen: props.balanceFen } },
  );
  const state = useSelector(actor, (s) => s.value);
  const step = useSelector(actor, (s) => stepIndexOf(s));
  const balanceFen = useSelector(actor, (s) => s.context.balanceFen);
  const serverError = useSelector(actor, (s) => s.context.error);

  // A balance read later (the refresh button, another page's exchange) reaches the machine once it differs.
  useEffect(() => {
    if (props.balanceFen !== actor.getSnapshot().context.balanceFen) actor.send({ type: 'balance.loaded', balanceFen: props.balanceFen });
  }, [actor, props.balanceFen]);

  const password = useTransactionPassword();

  const cancel = () => {
    actor.send({ type: 'pay.cancel' });
    props.onCancel?.();
  };
  const submit = () => {
    const typed = password.take();
    if (typed !== null) actor.send({ type: 'pay.submit', password: typed });
  };
  const paying = state === 'paying';

  if (state === 'paid') return <Result status="success" title={t('wallet.payView.paid')} subTitle={props.purpose} />;
  if (state === 'cancelled') return <Result status="info" title={t('wallet.payView.cancelled')} />;
  if (state === 'leftForWallet') return <Result status="info" title={t('wallet.payView.leftForWallet')} />;

  return (
    <div className="pay-view" data-testid="pay-view">
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('wallet.payView.steps.check') }, { title: t('wallet.payView.steps.password') }, { title: t('wallet.payView.steps.done') }]}
      />
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('wallet.payView.purpose')}>{props.purpose}</Descriptions.Item>
        <Descriptions.Item label={t('wallet.payView.price')}>
          <strong data-testid="pay-price">{t('wallet.coinAmount', { amount: formatFen(props.priceFen) })}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('wallet.payView.balance')}>
          <span data-testid="pay-balance">{t('wallet.coinAmount', { amount: formatFen(balanceFen) })}</span>
        </Descriptions.Item>
      </Descriptions>

      {state === 'review' && (
        <Space wrap>
          <Button onClick={cancel}>{t('wallet.actions.cancel')}</Button>
          <Button type="primary" onClick={() => gate.ensure() && actor.send({ type: 'pay.start' })}>
            {t('wallet.payView.payNow')}
          </Button>
        </Space>
      )}

      {state === 'insufficient' && (
        <>
          <Alert
            type="warning"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={t('wallet.payView.insufficient')}
            description={t('wallet.payView.insufficientHint', { amount: formatFen(Math.max(0, props.priceFen - balanceFen)) })}
          />
          <Space wrap>
            <Button onClick={cancel}>{t('wallet.actions.cancel')}</Button>
            <Button onClick={() => void props.refetchBalance()}>{t('wallet.payView.refresh')}</Button>
            <Button type="primary" onClick={() => actor.send({ type: 'wallet.go' })}>
              {t('wallet.payView.goToWallet')}
            </Button>
          </Space>
        </>
      )}

      {(state === 'askingPassword' || paying) && (
        <Form layout="vertical" component="div">
          {serverError && <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: 16 }} />}
          <TransactionPasswordField entry={password} label={t('wallet.payView.password')} disabled={paying} onEnter={submit} />
          <Space wrap>
            <Button onClick={cancel} disabled={paying}>
              {t('wallet.actions.cancel')}
            </Button>
            <Button type="primary" loading={paying} onClick={submit}>
              {t('wallet.payView.confirm')}
            </Button>
          </Space>
        </Form>
      )}
      {gate.element}
    </div>
  );
}
