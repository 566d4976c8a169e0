import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRealNameGate } from '@/components/real-name-gate';
import { exchangePath, FLOW_RECORD_PATH, RECHARGE_PATH, WITHDRAW_PATH } from './paths';

export type WalletAction = 'recharge' | 'withdraw' | 'cnyToCoin' | 'coinToCny' | 'records';

/**
 * The wallet buttons. Recharge and withdrawal need a verified real name (spec 6), so they ask the real-name gate
 * before leaving; the steps and the services check it (and the bank card) again.
 */
export function WalletActions({ show }: { show: readonly WalletAction[] }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const realName = useRealNameGate();
  const go = (path: string, gated: boolean) => () => {
    if (gated && !realName.ensure()) return;
    void navigate(path);
  };
  const buttons: Record<WalletAction, { label: string; onClick(): void; primary?: boolean; gated?: boolean }> = {
    recharge: { label: t('wallet.actions.recharge'), onClick: go(RECHARGE_PATH, true), primary: true, gated: true },
    withdraw: { label: t('wallet.actions.withdraw'), onClick: go(WITHDRAW_PATH, true), gated: true },
    cnyToCoin: { label: t('wallet.actions.cnyToCoin'), onClick: go(exchangePath('cnyToCoin'), false) },
    coinToCny: { label: t('wallet.actions.coinToCny'), onClick: go(exchangePath('coinToCny'), false) },
    records: { label: t('wallet.actions.records'), onClick: go(FLOW_RECORD_PATH, false) },
  };
  return (
    <Space wrap>
      {show.map((key) => {
        const b = buttons[key];
        return (
          <Button key={key} type={b.primary ? 'primary' : 'default'} onClick={b.onClick} disabled={b.gated && realName.loading}>
            {b.label}
          </Button>
        );
      })}
      {realName.element}
    </Space>
  );
}
