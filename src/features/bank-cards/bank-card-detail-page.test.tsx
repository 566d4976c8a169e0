import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/app-test-support';
import { BankCardDetailPage } from './bank-card-detail-page';
import { BankCardHolderQuery, BankCardQuery, ConfirmBankCardAmountMutation, SetDefaultBankCardMutation } from './bank-cards.operation';
import { card, type CardOverrides } from '@/entities/bank-card/bank-card-test-support';

// The transaction password is set: the pay-password gate lets unlinking through.
vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({ user: { phone: '86-13800000001', primaryEmail: null, passwordLastModify: null, jyPasswordLastModify: 1_700_000_000_000 }, refreshUser: vi.fn() }),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const DETAIL = '/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail';

const holderMock: MockLink.MockedResponse = {
  request: { query: BankCardHolderQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { bankCardHolder: { __typename: 'BankCardHolder', cardholderName: '张三', realNameVerified: true, payPasswordSet: true, verifyingCount: 1 } } },
};

const cardMock = (answer: ReturnType<typeof card>): MockLink.MockedResponse => ({
  request: { query: BankCardQuery, variables: { id: answer.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { bankCard: answer } },
});

function renderDetail(answer: ReturnType<typeof card>, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes(
    [
      { path: DETAIL, element: <BankCardDetailPage /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    `${DETAIL}?id=${answer.id}`,
    [holderMock, cardMock(answer), ...mocks],
  );
}

const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
const button = (name: string) => screen.queryByRole('button', { name });

describe('BankCardDetailPage: every button from the card\'s availableEvents', { timeout: 60_000 }, () => {
  it('verifying: the amount with the attempts left and cancel; wrong amounts count down until only removal is left', async () => {
    const wrong = (over: CardOverrides) => ({ data: { confirmBankCardAmount: { __typename: 'BankCardAmountResult', correct: false, message: 'Wrong amount', card: card(over) } } });
    const answers = [wrong({ attemptsLeft: 2 }), wrong({ attemptsLeft: 0, status: 'locked' })];
    renderDetail(card(), [
      { request: { query: ConfirmBankCardAmountMutation, variables: { id: 21, amount: '0.55' } }, maxUsageCount: 2, result: () => answers.shift()! },
    ]);
    const amount = await screen.findByPlaceholderText('Please enter the payment amount you received');
    expect(currentStep()).toBe('Back-fill the amount');
    expect(screen.getByText('3 attempts left')).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '0.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 attempts left')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('Please enter the payment amount you received'), { target: { value: '0.55' } });
    // The count can show before the first answer's spinner leaves the button (its name is "loading Confirm" till then).
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Locked: the server offers only card.delete.
    expect(await screen.findByText('Amount exceeds limit', { selector: '.ant-result-title' })).toBeTruthy();
    expect(currentStep()).toBe('Result');
    expect(screen.queryByPlaceholderText('Please enter the payment amount you received')).toBeNull();
    expect(button('Edit details')).toBeNull();
    expect(button('Cancel')).toBeNull();
    expect(button('Remove')).toBeTruthy();
  });

  it('a button the machine would take but the server does not offer is not shown', async () => {
    // Verifying takes card.cancel in the browser's machine; this server lists only the amount.
    renderDetail(card({}, { availableEvents: ['amount.correct', 'amount.wrong'] }));
    expect(await screen.findByPlaceholderText('Please enter the payment amount you received')).toBeTruthy();
    expect(button('Cancel')).toBeNull();
  });

  it('failed: the reason with edit, cancel and remove; edit opens the details form', async () => {
    renderDetail(card({ status: 'failed', reason: 'the bank refused the deposit' }));
    expect(await screen.findByText('Verification failed', { selector: '.ant-result-title' })).toBeTruthy();
    expect(screen.getByText(/the bank refused the deposit/)).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();
    expect(button('Remove')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(currentStep()).toBe('Card details');
  });

  it('expired: says so, with edit', async () => {
    renderDetail(card({ status: 'expired', reason: 'expired' }));
    expect(await screen.findByText('Verification expired', { selector: '.ant-result-title' })).toBeTruthy();
    expect(screen.getByText(/The amount was not entered in time/)).toBeTruthy();
    expect(button('Edit details')).toBeTruthy();
  });

  it('verified: set as default (the answer\'s workflow takes the button away) and unlink with the transaction password', async () => {
    let asked = 0;
    renderDetail(card({ status: 'verified' }), [
      {
        request: { query: SetDefaultBankCardMutation, variables: { id: 21 } },
        result: () => {
          asked += 1;
          return { data: { setDefaultBankCard: card({ status: 'verified', isDefault: true }) } };
        },
      },
    ]);
    expect(await screen.findByText('Card verified', { selector: '.ant-result-title' })).toBeTruthy();
    expect(button('Edit details')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set as default' }));
    // The tag comes with the answer (the button may leave earlier, while the mutation is on its way).
    expect(await screen.findByText('Default', { selector: '.ant-tag' })).toBeTruthy();
    expect(button('Set as default')).toBeNull();
    expect(asked).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Transaction password')).toBeTruthy();
  });
});
