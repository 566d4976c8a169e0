// Shared by the wallet pages' component tests (never imported by the app).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { WalletBalanceQuery } from './wallet-balance.query';

export const balanceMock = (cnyFen: number, coinFen: number, heldFen = 0, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: WalletBalanceQuery },
  maxUsageCount,
  result: { data: { walletBalance: { __typename: 'WalletBalance', cnyFen, coinFen, heldFen } } },
});

/** Renders `element` at `path` inside a memory router (other paths show their own name), Apollo mocks and antd without motion. */
export function renderAt(element: ReactElement, { path, url, mocks }: { path: string; url?: string; mocks: MockLink.MockedResponse[] }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <MockedProvider mocks={mocks}>
      {/* No motion: a closed dialog or drawer is hidden at once (jsdom runs no CSS animations). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </MockedProvider>,
  );
  return { router, ...view };
}
