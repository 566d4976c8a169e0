import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { card, cardFields, type CardOverrides } from '@/entities/bank-card/bank-card-test-support';
import { BankCardQueuePage } from './bank-card-queue-page';
import { FailBankCardVerificationMutation, OpsBankCardQuery, OpsBankCardsQuery } from './bank-card-queue.operation';
import { dialogTitled, renderWithMocks } from './ops-test-support';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const OPERATOR = 9;

/** The services' side: two cards, one verifying; failing it moves it as the services would. */
function server() {
  const cards: Record<number, CardOverrides> = { 31: { id: 31, status: 'verifying', last4: '3131' }, 32: { id: 32, status: 'verified', last4: '3232' } };
  const reasons: string[] = [];
  const asOperations = (id: number) => card(cards[id], { role: 'operations', actorId: OPERATOR });
  const owner = { __typename: 'OpsBankCard', userId: 42, memberPhone: '86-13800000042', memberEmail: null };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: OpsBankCardsQuery, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: { opsBankCards: { __typename: 'OpsBankCardPage', total_record: 2, records: [31, 32].map((id) => ({ ...owner, card: cardFields(cards[id]) })) } } }),
    },
    ...[31, 32].map(
      (id): MockLink.MockedResponse => ({
        request: { query: OpsBankCardQuery, variables: { id } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ({
          data: {
            opsBankCard: {
              __typename: 'OpsBankCardDetail',
              card: { ...owner, card: asOperations(id) },
              history: [{ __typename: 'BankCardTransition', seq: 1, event: 'card.submit', from: 'filling', to: 'verifying', actorId: 42, actorRole: 'member', reason: null, at: 1_767_225_600_000 }],
            },
          },
        }),
      }),
    ),
    {
      request: {
        query: FailBankCardVerificationMutation,
        variables: (v: Record<string, unknown>) => (reasons.push(String(v.reason)), v.id === 31),
      },
      result: () => {
        cards[31] = { ...cards[31], status: 'failed', reason: reasons.at(-1) };
        return { data: { failBankCardVerification: asOperations(31) } };
      },
    },
  ];
  return { mocks, reasons };
}

const rowOf = (last4: string) => screen.getByText(new RegExp(`${last4}$`)).closest<HTMLElement>('tr')!;

describe('BankCardQueuePage', { timeout: 60_000 }, () => {
  it('"Mark failed" comes from the expanded card\'s workflow, not from its status; failing it takes the action away', async () => {
    const { mocks, reasons } = server();
    renderWithMocks(<BankCardQueuePage />, mocks);
    await screen.findByText(/3131$/);
    // The rows carry no workflow, so no action either.
    expect(screen.queryByRole('button', { name: 'Mark failed' })).toBeNull();
    expect(within(rowOf('3131')).getByText('Verifying')).toBeTruthy();

    // A verified card: operations have nothing to send.
    fireEvent.click(within(rowOf('3232')).getByRole('button', { name: /expand row/i }));
    // The history names the event in the page language, not by its id.
    expect(await screen.findByText('Submit the card')).toBeTruthy();
    expect(screen.queryByText('card.submit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark failed' })).toBeNull();
    fireEvent.click(within(rowOf('3232')).getByRole('button', { name: /collapse row/i }));

    fireEvent.click(within(rowOf('3131')).getByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark failed' }));
    const dialog = await dialogTitled('Mark failed');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The card was closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() => expect(reasons).toEqual(['The card was closed']), { timeout: 15_000 });
    // The dialog closes and the answer's workflow offers operations nothing more on this card.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Mark failed' })).toHaveLength(0), { timeout: 15_000 });
    await waitFor(() => expect(within(rowOf('3131')).getByText('Verification failed')).toBeTruthy(), { timeout: 15_000 });
  });
});
