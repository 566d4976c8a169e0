// Shared by the component tests of the wallet flows (never imported by the app).
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { RealNameStatusQuery } from '@/components/real-name-gate';
import { renderRoutes } from '@/test/app-test-support';
import { WalletFlowBalanceQuery } from './wallet-balance.query';
import { WalletFlowCardsQuery } from './wallet-cards.query';
import { WalletFlowConfigQuery } from './wallet-config.query';

const always = Number.POSITIVE_INFINITY;

export const realNameMock = (status: string): MockLink.MockedResponse => ({
  request: { query: RealNameStatusQuery },
  maxUsageCount: always,
  result: { data: { myRealName: { __typename: 'RealNameApplication', id: 7, status } } },
});

export type CardRow = { id: number; status: string; last4: string; isDefault: boolean };
export const VERIFIED_CARDS: CardRow[] = [
  { id: 11, status: 'verified', last4: '1234', isDefault: false },
  { id: 12, status: 'verified', last4: '5678', isDefault: true },
  { id: 13, status: 'verifying', last4: '9999', isDefault: false },
];

export const cardsMock = (cards: CardRow[] = VERIFIED_CARDS): MockLink.MockedResponse => ({
  request: { query: WalletFlowCardsQuery },
  maxUsageCount: always,
  result: {
    data: {
      myBankCards: cards.map((c) => ({
        __typename: 'BankCard',
        id: c.id,
        status: c.status,
        bankName: 'China Merchants Bank',
        maskedNumber: `6222 **** ${c.last4}`,
        last4: c.last4,
        isDefault: c.isDefault,
      })),
    },
  },
});

export const configMock: MockLink.MockedResponse = {
  request: { query: WalletFlowConfigQuery },
  maxUsageCount: always,
  result: {
    data: {
      walletConfig: {
        __typename: 'WalletConfig',
        minRechargeFen: 100,
        withdrawFeeRateBp: 10,
        remitWindowHours: 24,
        recipient: {
          __typename: 'RechargeRecipient',
          accountName: 'Portal Platform Ltd',
          cardNumber: '6222020200112233445',
          bankName: 'ICBC',
          bankAddress: 'Beijing Haidian branch',
        },
      },
    },
  },
};

export const balanceMock = (cnyFen: number, heldFen = 0): MockLink.MockedResponse => ({
  request: { query: WalletFlowBalanceQuery },
  maxUsageCount: always,
  result: { data: { walletBalance: { __typename: 'WalletBalance', cnyFen, coinFen: 0, heldFen } } },
});

/** Renders `element` at `path` (with other routes that only show their path), as the app's providers would. */
export function renderAt(element: ReactElement, path: string, pattern: string, mocks: MockLink.MockedResponse[]) {
  const { router } = renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
    mocks,
  );
  return { router };
}
