// The providers the app puts around a component, for the component tests of every feature (never imported by the app).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders `ui` with Apollo mocks and antd's App context, without motion; `cache`: the app's own, where a test needs its type policies. */
export function renderInApp(ui: ReactNode, mocks: MockLink.MockedResponse[], cache?: ApolloCache) {
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      {/* No motion: a closed dialog or drawer is gone at once (jsdom runs no CSS animations). Button labels as
          written, as in the app (src/app/providers.tsx). */}
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <App>{ui}</App>
      </ConfigProvider>
    </MockedProvider>,
  );
}

/** Renders `routes` in a memory router opened at `url`, inside `renderInApp`. */
export function renderRoutes(routes: RouteObject[], url: string, mocks: MockLink.MockedResponse[], cache?: ApolloCache) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderInApp(<RouterProvider router={router} />, mocks, cache) };
}
