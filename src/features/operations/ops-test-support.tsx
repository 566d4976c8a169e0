/** What the operations page tests share: the providers around a page, and finding antd dialogs by title. */
import { screen } from '@testing-library/react';

export { renderInApp as renderWithMocks } from '@/test/app-test-support';

// A drawer's title is the h2 inside antd's title (queue-shell.tsx DetailDrawer); a modal's is antd's title itself.
const TITLES = '.ant-drawer-title h2, .ant-modal-title, .ant-modal-confirm-title';

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
