import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { InviteBadge, pendingCount } from './invite-badge';
import { InviteDialogProvider, useInviteDialog } from './invite-dialog-context';
import { InviteStateGroupQuery } from './invite-state-group.query';

vi.mock('@/lib/session/session-context', () => ({ useSession: () => ({ isSignedIn: true, hasToken: true }) }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const groups = (pending: number): MockLink.MockedResponse => ({
  request: { query: InviteStateGroupQuery },
  result: {
    data: {
      invitationStateGroup: [
        { __typename: 'InviteStateCount', state: 0, count: pending },
        { __typename: 'InviteStateCount', state: 1, count: 9 },
      ],
    },
  },
});

function OpenFlag() {
  const dialog = useInviteDialog();
  return <p data-testid="dialog-open">{String(dialog?.open)}</p>;
}

describe('the invite badge', { timeout: 30_000 }, () => {
  it('counts only pending invitations (state 0)', () => {
    expect(pendingCount(undefined)).toBe(0);
    expect(pendingCount([{ state: 0, count: 3 }, { state: 1, count: 4 }, { state: -1, count: 1 }])).toBe(3);
  });

  it('shows the pending count, reads it again when the window regains focus, and opens the invite dialog', async () => {
    renderInApp(
      <InviteDialogProvider>
        <InviteBadge />
        <OpenFlag />
      </InviteDialogProvider>,
      [groups(2), groups(5)],
    );
    expect(await screen.findByRole('button', { name: 'Pending invitations: 2' }, { timeout: 10_000 })).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pending invitations: 5' })).toBeTruthy(), { timeout: 15_000 });
    expect(screen.getByTestId('dialog-open').textContent).toBe('false');
    fireEvent.click(screen.getByTestId('invite-badge'));
    expect(screen.getByTestId('dialog-open').textContent).toBe('true');
  });
});
