// Shared by the wallet pages' component tests (never imported by the app).
import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '@/test/app-test-support';
import { WalletBalanceQuery } from './wallet-balance.query';

export const balanceMock = (cnyFen: number, coinFen: number, heldFen = 0, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: WalletBalanceQuery },
  maxUsageCount,
  result: { data: { walletBalance: { __typename: 'WalletBalance', cnyFen, coinFen, heldFen } } },
});

/** Renders `element` at `path` inside a memory router (other paths show their own name), Apollo mocks and antd without motion. */
export function renderAt(element: ReactElement, { path, url, mocks }: { path: string; url?: string; mocks: MockLink.MockedResponse[] }) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    url ?? path,
    mocks,
  );
}
