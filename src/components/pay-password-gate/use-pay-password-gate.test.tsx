import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { App, Button } from 'antd';
import { i18n } from '@/lib/i18n';
import { usePayPasswordGate } from './use-pay-password-gate';

const session = vi.hoisted(() => ({ user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: null as number | null } }));
vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ user: session.user, refreshUser: vi.fn() }) }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function Guarded({ onPass }: { onPass(): void }) {
  const gate = usePayPasswordGate();
  return (
    <>
      <Button onClick={() => gate.ensure() && onPass()}>Unlink card</Button>
      {gate.element}
    </>
  );
}

function renderGuarded() {
  const onPass = vi.fn();
  render(
    <MockedProvider mocks={[]}>
      <App>
        <Guarded onPass={onPass} />
      </App>
    </MockedProvider>,
  );
  return { onPass };
}

describe('usePayPasswordGate', { timeout: 30_000 }, () => {
  it('without a transaction password: "Set 2 Factor Password first", then the transaction-password dialog', async () => {
    session.user.jyPasswordLastModify = null;
    const { onPass } = renderGuarded();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink card' }));
    expect(await screen.findByText('Set 2 Factor Password first')).toBeTruthy();
    expect(onPass).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Set it now' }));
    expect(await screen.findByText(/The transaction password protects your money/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // first time: the old transaction password cannot be chosen, the bound phone can
    expect(((await screen.findByRole('radio', { name: 'Old transaction password' })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Phone: +86 13800***001' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'E-mail (not bound)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('with a transaction password: passes at once and shows nothing', () => {
    session.user.jyPasswordLastModify = 1_700_000_000_000;
    const { onPass } = renderGuarded();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink card' }));
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Set 2 Factor Password first')).toBeNull();
  });
});
