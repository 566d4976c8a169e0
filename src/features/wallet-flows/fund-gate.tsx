import { useQuery } from '@apollo/client/react';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REAL_NAME_PATH, useRealNameGate } from '@/components/real-name-gate';
import { BANK_CARD_LIST_PATH, FIAT_WALLET_PATH } from './paths';
import { WalletFlowCardsQuery } from './wallet-cards.query';

export type WalletCard = { id: number; bankName: string; maskedNumber: string; last4: string; isDefault: boolean };

export type FundGate = {
  /** True when the member may start a fund operation: verified real name and at least one verified card. */
  ready: boolean;
  /** The verified cards, the default one first. */
  cards: WalletCard[];
  /** The card to preselect: the default verified card, else the first. */
  defaultCardId: number | null;
  /** What to show instead of the form while not ready (loading, or the prompt that says what is missing). */
  element: ReactNode;
};

/**
 * Spec 6 in front of recharge and withdrawal: "Real-name verification required to proceed" (Verify Now, or Go
 * Back to the wallet; the status is the real-name gate's) and "a bank card must be bound before fund operations" (a link
 * to the bank cards). The services check both again on every call.
 */
export function useFundGate(): FundGate {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const realName = useRealNameGate();
  const cardsQuery = useQuery(WalletFlowCardsQuery, { fetchPolicy: 'cache-and-network' });
  const cards = (cardsQuery.data?.myBankCards ?? [])
    .filter((c) => c.status === 'verified')
    .map(({ id, bankName, maskedNumber, last4, isDefault }) => ({ id, bankName, maskedNumber, last4, isDefault }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const defaultCardId = cards[0]?.id ?? null;

  let element: ReactNode = null;
  if ((realName.loading && !realName.verified) || (cardsQuery.loading && !cardsQuery.data)) {
    element = <Spin />;
  } else if (!realName.verified) {
    element = (
      <Result
        status="warning"
        title={t('realName.gate.title')}
        subTitle={t('walletFlows.gate.realNameBody')}
        extra={[
          <Button key="verify" type="primary" onClick={() => navigate(REAL_NAME_PATH)}>{t('realName.gate.verifyNow')}</Button>,
          <Button key="back" onClick={() => navigate(FIAT_WALLET_PATH)}>{t('realName.gate.goBack')}</Button>,
        ]}
      />
    );
  } else if (cards.length === 0) {
    element = (
      <Result
        status="info"
        title={t('walletFlows.gate.cardTitle')}
        subTitle={t('walletFlows.gate.cardBody')}
        extra={<Button type="primary" onClick={() => navigate(BANK_CARD_LIST_PATH)}>{t('walletFlows.gate.bindCard')}</Button>}
      />
    );
  }
  return { ready: element === null, cards, defaultCardId, element };
}

/** '招商银行 6222 **** 1234' style label of a card, with the default tag text. */
export function cardLabel(card: Pick<WalletCard, 'bankName' | 'last4'>): string {
  return `${card.bankName} ****${card.last4}`;
}
