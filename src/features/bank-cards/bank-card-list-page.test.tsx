import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RealNameStatusQuery } from '@/components/real-name-gate';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { BankCardListPage } from './bank-card-list-page';
import { DeleteBankCardMutation, MyBankCardsQuery } from './bank-cards.operation';
import { card } from '@/entities/bank-card/bank-card-test-support';

vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({ user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: 1_700_000_000_000 }, refreshUser: vi.fn() }),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const LIST = '/personal/accountManagement/account/bankCardAuth';

const realNameMock: MockLink.MockedResponse = {
  request: { query: RealNameStatusQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { myRealName: { __typename: 'RealNameApplication', id: 7, status: 'verified' } } },
};

function renderList(cards: () => Array<ReturnType<typeof card>>, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes(
    [
      { path: LIST, element: <BankCardListPage /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    LIST,
    [realNameMock, { request: { query: MyBankCardsQuery }, maxUsageCount: Number.POSITIVE_INFINITY, result: () => ({ data: { myBankCards: cards() } }) }, ...mocks],
  );
}

describe('BankCardListPage', { timeout: 60_000 }, () => {
  it('offers on each card what its workflow lets the member do; a card awaiting its amount holds back another binding', async () => {
    const { router } = renderList(() => [
      card({ id: 1, status: 'verified', last4: '1111', isDefault: true }),
      card({ id: 2, status: 'verified', last4: '2222' }),
      card({ id: 3, status: 'verifying', last4: '3333', attemptsLeft: 2 }),
      card({ id: 4, status: 'failed', last4: '4444', reason: 'the bank refused the deposit' }),
    ]);
    const row = async (last4: string) => screen.findByTestId(`bank-card-${last4}`);
    const actions = (item: HTMLElement) => within(item).queryAllByRole('button').map((b) => b.textContent);

    const defaultCard = await row('1111');
    expect(within(defaultCard).getByText('Default')).toBeTruthy();
    expect(within(defaultCard).getByText('Verified')).toBeTruthy();
    expect(actions(defaultCard)).toEqual(['Unlink']);
    expect(actions(await row('2222'))).toEqual(['Set as default', 'Unlink']);
    const verifying = await row('3333');
    expect(actions(verifying)).toEqual(['Enter the amount']);
    expect(within(verifying).getByText('2 attempts left')).toBeTruthy();
    // A failed card is edited or removed on its own page.
    expect(actions(await row('4444'))).toEqual(['View']);

    expect(screen.getAllByText('Card verification in progress').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bind bank card' }));
    await waitFor(() => expect(screen.getAllByText('Card verification in progress').length).toBeGreaterThan(1));
    expect(router.state.location.pathname).toBe(LIST);

    fireEvent.click(within(verifying).getByRole('button', { name: 'Enter the amount' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${LIST}/bankCardAuthDetail?id=3`));
  });

  it('removes a locked card, the only thing its workflow allows, and reads the cards again', async () => {
    let removed = false;
    renderList(() => (removed ? [] : [card({ id: 5, status: 'locked', last4: '5555', attemptsLeft: 0 })]), [
      {
        request: { query: DeleteBankCardMutation, variables: { id: 5 } },
        result: () => {
          removed = true;
          return { data: { deleteBankCard: true } };
        },
      },
    ]);
    const locked = await screen.findByTestId('bank-card-5555');
    expect(within(locked).getByText('Too many wrong amounts')).toBeTruthy();
    fireEvent.click(within(locked).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No bank card yet')).toBeTruthy();
  });
});
