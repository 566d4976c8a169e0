/** What the operations page tests share: the providers around a page, and finding antd dialogs by title. */
import { render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

export function renderWithMocks(ui: ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      {/* No motion: a closed dialog is gone at once (jsdom runs no CSS animations). */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>{ui}</App>
      </ConfigProvider>
    </MockedProvider>,
  );
}

const TITLES = '.ant-drawer-title, .ant-modal-title, .ant-modal-confirm-title';

/**
 * A drawer or modal by its title. Under test antd gives every dialog the same id ("test-id"), so the
 * accessible name cannot tell them apart.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, { selector: TITLES });
  return heading.closest<HTMLElement>('[role=dialog]')!;
}

export const queryDialogTitled = (title: string): HTMLElement | null => screen.queryAllByText(title, { selector: TITLES })[0]?.closest<HTMLElement>('[role=dialog]') ?? null;

/** The labels of an open antd Select (its accessible options carry the values, not the labels). */
export const selectOptionLabels = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
