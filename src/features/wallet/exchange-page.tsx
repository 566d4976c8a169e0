import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useFlowActor, useSendOnChange } from '@/lib/use-flow-actor';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Result, Skeleton, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dataOf, SILENT, useMessage } from '@/components/code-flow/flow-support';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { errorReasonOf, INSUFFICIENT_BALANCE, TransactionPasswordField, useTransactionPassword } from '@/components/pay-view';
import { describeError, reportError } from '@/lib/errors';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { formatFen, validateWalletAmount, yuanToFen } from '../../../machines/rules/money';
import type { ExchangeDirection } from '../../../machines/rules/wallet';
import { stepIndexOf } from '../../../machines/shared/flow-meta';
import { exchangeMachine, sourceBalance, type Balances } from '../../../machines/wallet/exchange.machine';
import { ExchangeMutation } from './exchange.mutation';
import { COIN_WALLET_PATH, FIAT_WALLET_PATH } from './paths';
import { WalletBalanceQuery } from './wallet-balance.query';
import './wallet.css';
import { PageHeading } from '@/components/page-heading';

/** `?direction=coinToCny` preselects the direction (the coin wallet's "coin → CNY" button). */
export function directionFromQuery(value: string | null): ExchangeDirection {
  return value === 'coinToCny' ? 'coinToCny' : 'cnyToCoin';
}

/**
 * The exchange view (/exchange): CNY ⇄ platform coin at 1:1, driven by machines/wallet/exchange.machine.ts
 * (amount → transaction password → done). The balances come from the gateway; the services check everything again.
 */
export function ExchangePage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const { data, error, refetch } = useQuery(WalletBalanceQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <Card title={<PageHeading>{t('wallet.exchange.title')}</PageHeading>} className="wallet-page exchange-page">
      {data ? (
        <ExchangeFlow balances={data.walletBalance} initialDirection={directionFromQuery(params.get('direction'))} refetchBalance={refetch} />
      ) : error ? (
        <Alert type="error" showIcon title={t('wallet.card.loadFailed')} action={<Button size="small" onClick={() => void refetch()}>{t('wallet.actions.retry')}</Button>} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  );
}

type RefetchBalance = () => Promise<{ data?: { walletBalance: Balances } }>;

function ExchangeFlow({ balances, initialDirection, refetchBalance }: { balances: Balances; initialDirection: ExchangeDirection; refetchBalance: RefetchBalance }) {
  const { t } = useTranslation('wallet');
  const ruleText = useRuleText();
  const message = useMessage();
  const navigate = useNavigate();
  const gate = usePayPasswordGate();
  const [exchange] = useMutation(ExchangeMutation, { context: SILENT });
  // The machine is created once; its effects read the newest helpers through this ref.
  const latest = useRef({ t, message, exchange, refetchBalance });
  latest.current = { t, message, exchange, refetchBalance };
  // One key per attempt, the attempt being a direction and an amount (what the services compare for a reused key;
  // the password may differ between retries). It survives a wrong password and Back, so a retry after a lost answer
  // replays instead of exchanging twice; it ends after success or 'insufficient' (an answer the attempt cannot
  // change), and other parameters are another attempt.
  const attempt = useAttemptKey();

  const actor = useFlowActor(
    exchangeMachine.provide({
      actions: {
        submitExchange: ({ context, event, self }) => {
          if (event.type !== 'exchange.confirm') return;
          const { exchange: run, t: tr, refetchBalance: reload } = latest.current;
          const idempotencyKey = attempt.keyFor(JSON.stringify({ direction: context.direction, amountFen: context.amountFen }));
          const input = { direction: context.direction, amountFen: context.amountFen, transactionPassword: event.password };
          void dataOf(run({ variables: { input, idempotencyKey } })).then(
            (result) => {
              attempt.finish();
              const { cnyFen, coinFen } = result.exchange.balance;
              self.send({ type: 'exchange.succeeded', cnyFen, coinFen });
            },
            async (error: unknown) => {
              if (errorReasonOf(error) === INSUFFICIENT_BALANCE) {
                attempt.finish();
                const fresh = (await reload().catch(() => undefined))?.data?.walletBalance ?? context;
                self.send({ type: 'exchange.insufficient', cnyFen: fresh.cnyFen, coinFen: fresh.coinFen });
                return;
              }
              const notice = describeError(error, tr);
              // An expired session is the session machine's dialog, not a line above the password.
              if (notice.kind === 'sessionExpired' || notice.kind === 'logout') reportError(error);
              self.send({ type: 'exchange.failed', message: notice.message });
            },
          );
        },
        notifyExchanged: () => {
          void latest.current.message.success(latest.current.t('wallet.exchange.success'));
          // The wallet pages and the pay view read balances and flow lines from the network when they open; only
          // this page's copy is refreshed here.
          void latest.current.refetchBalance().catch(() => undefined);
        },
      },
    }),
    { input: { cnyFen: balances.cnyFen, coinFen: balances.coinFen } },
  );
  const state = useSelector(actor, (s) => s.value);
  const step = useSelector(actor, (s) => stepIndexOf(s));
  const context = useSelector(actor, (s) => s.context);

  // Balances read again (after an exchange elsewhere, a refetch) reach the form while it is being filled in.
  useSendOnChange(`${balances.cnyFen}:${balances.coinFen}`, () => actor.send({ type: 'balance.loaded', cnyFen: balances.cnyFen, coinFen: balances.coinFen }));

  const [direction, setDirection] = useState<ExchangeDirection>(initialDirection);
  const [amount, setAmount] = useState('');
  const [amountTouched, setAmountTouched] = useState(false);
  const password = useTransactionPassword();

  const available = sourceBalance(context, direction);
  const amountError = validateWalletAmount(amount, { maxFen: available });
  const machineError = context.error ? ('rule' in context.error ? ruleText(context.error) : context.error.message) : null;
  // After 'insufficient' the amount usually breaks the same rule under its field: say it once.
  const sameAsField = amountTouched && amountError !== null && context.error !== null && 'rule' in context.error && context.error.rule === amountError.rule;

  const next = () => {
    setAmountTouched(true);
    if (amountError) return;
    if (!gate.ensure()) return;
    actor.send({ type: 'exchange.next', direction, amountFen: yuanToFen(amount) });
  };
  const confirm = () => {
    const typed = password.take();
    if (typed !== null) actor.send({ type: 'exchange.confirm', password: typed });
  };
  const back = () => {
    password.clear();
    actor.send({ type: 'exchange.back' });
  };
  const again = () => {
    setAmount('');
    setAmountTouched(false);
    actor.send({ type: 'exchange.again' });
  };
  const directionLabel = (d: ExchangeDirection) => t(`wallet.exchange.directions.${d}`);
  const submitting = state === 'submitting';

  return (
    <div data-testid="exchange-flow">
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('wallet.exchange.steps.amount') }, { title: t('wallet.exchange.steps.confirm') }, { title: t('wallet.exchange.steps.done') }]}
      />

      {state === 'editing' && (
        <Form layout="vertical" component="div" style={{ maxWidth: 520 }}>
          {machineError && !sameAsField && <Alert type="error" showIcon role="alert" title={machineError} style={{ marginBottom: 16 }} />}
          <Form.Item label={t('wallet.exchange.direction')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={direction}
              onChange={(e) => setDirection(e.target.value as ExchangeDirection)}
              options={(['cnyToCoin', 'coinToCny'] as const).map((d) => ({ value: d, label: directionLabel(d) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('wallet.exchange.amount')}
            validateStatus={amountTouched && amountError ? 'error' : undefined}
            help={amountTouched ? ruleText(amountError) : undefined}
            extra={
              <Space size="small">
                <span data-testid="exchange-available">{t(`wallet.exchange.available.${direction}`, { amount: formatFen(available) })}</span>
                {available > 0 && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      setAmount(formatFen(available).replace(/,/g, ''));
                      setAmountTouched(true);
                    }}
                  >
                    {t('wallet.exchange.all')}
                  </Button>
                )}
              </Space>
            }
          >
            <Input
              aria-label={t('wallet.exchange.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              suffix={t(`wallet.exchange.unit.${direction}`)}
              onChange={(e) => setAmount(e.target.value.replace(/\s/g, ''))}
              onBlur={() => setAmountTouched(true)}
              onPressEnter={next}
            />
          </Form.Item>
          {!amountError && (
            <Typography.Paragraph className="exchange-page__preview" data-testid="exchange-preview">
              {t(`wallet.exchange.preview.${direction}`, { amount: formatFen(yuanToFen(amount)) })}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">{t('wallet.exchange.rate')}</Typography.Paragraph>
          <Button type="primary" onClick={next}>
            {t('wallet.actions.next')}
          </Button>
        </Form>
      )}

      {(state === 'confirming' || submitting) && (
        <Form layout="vertical" component="div" style={{ maxWidth: 520 }}>
          {machineError && <Alert type="error" showIcon role="alert" title={machineError} style={{ marginBottom: 16 }} />}
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('wallet.exchange.direction')}>{directionLabel(context.direction)}</Descriptions.Item>
            <Descriptions.Item label={t(`wallet.exchange.pay.${context.direction}`)}>{formatFen(context.amountFen)}</Descriptions.Item>
            <Descriptions.Item label={t(`wallet.exchange.receive.${context.direction}`)}>{formatFen(context.amountFen)}</Descriptions.Item>
          </Descriptions>
          <TransactionPasswordField entry={password} label={t('wallet.exchange.password')} disabled={submitting} onEnter={confirm} />
          <Space>
            <Button onClick={back} disabled={submitting}>
              {t('wallet.actions.back')}
            </Button>
            <Button type="primary" loading={submitting} onClick={confirm}>
              {t('wallet.exchange.confirm')}
            </Button>
          </Space>
        </Form>
      )}

      {state === 'done' && (
        <Result
          status="success"
          title={t('wallet.exchange.success')}
          subTitle={t('wallet.exchange.balances', { cny: formatFen(context.cnyFen), coin: formatFen(context.coinFen) })}
          extra={[
            <Button key="again" onClick={again}>
              {t('wallet.exchange.again')}
            </Button>,
            <Button key="wallet" type="primary" onClick={() => void navigate(context.direction === 'cnyToCoin' ? COIN_WALLET_PATH : FIAT_WALLET_PATH)}>
              {t('wallet.exchange.toWallet')}
            </Button>,
          ]}
        />
      )}
      {gate.element}
    </div>
  );
}
