// The providers the app puts around a component, for the component tests of every feature (never imported by the app).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders `ui` with Apollo mocks and antd's App context, without motion. */
export function renderInApp(ui: ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      {/* No motion: a closed dialog or drawer is gone at once (jsdom runs no CSS animations). Button labels as
          written, as in the app (src/app/providers.tsx). */}
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <App>{ui}</App>
      </ConfigProvider>
    </MockedProvider>,
  );
}

/** Renders `routes` in a memory router opened at `url`, inside `renderInApp`. */
export function renderRoutes(routes: RouteObject[], url: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderInApp(<RouterProvider router={router} />, mocks) };
}
