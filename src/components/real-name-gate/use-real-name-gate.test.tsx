import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Button } from 'antd';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { REAL_NAME_PATH } from './paths';
import { RealNameStatusQuery } from './real-name-status.operation';
import { useRealNameGate } from './use-real-name-gate';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Guarded({ onPass }: { onPass(): void }) {
  const gate = useRealNameGate();
  return (
    <>
      <Button disabled={gate.loading} onClick={() => gate.ensure() && onPass()}>
        Bind a card
      </Button>
      {gate.element}
    </>
  );
}

const statusMock = (status: string): MockLink.MockedResponse => ({
  request: { query: RealNameStatusQuery },
  result: { data: { myRealName: { __typename: 'RealNameApplication', id: 7, status } } },
});

function renderGuarded(status: string) {
  const onPass = vi.fn();
  const { router } = renderRoutes(
    [
      { path: '/bank', element: <Guarded onPass={onPass} /> },
      { path: REAL_NAME_PATH, element: <h1>Real-name page</h1> },
    ],
    '/bank',
    [statusMock(status)],
  );
  return { onPass, router };
}

describe('useRealNameGate', { timeout: 30_000 }, () => {
  it('stops an unverified member with the spec 6 dialog; Verify Now goes to the real-name page', async () => {
    const { onPass, router } = renderGuarded('inReview');
    const button = await screen.findByRole('button', { name: 'Bind a card' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Real-name verification required to proceed')).toBeTruthy();
    expect(onPass).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REAL_NAME_PATH));
  });

  it('Go Back closes the dialog and stays on the page, without going on', async () => {
    const { onPass, router } = renderGuarded('unverified');
    const button = await screen.findByRole('button', { name: 'Bind a card' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const goBack = await screen.findByRole('button', { name: 'Go Back' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(goBack);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/bank');
    expect(onPass).not.toHaveBeenCalled();
  });

  it('lets a verified member through without a dialog', async () => {
    const { onPass } = renderGuarded('verified');
    const button = await screen.findByRole('button', { name: 'Bind a card' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Real-name verification required to proceed')).toBeNull();
  });
});
