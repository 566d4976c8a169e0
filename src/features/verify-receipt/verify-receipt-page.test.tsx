import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LatestCheckpointQuery } from '@/entities/workflow/latest-checkpoint.query';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { VerifyReceiptPage } from './verify-receipt-page';
import { VerifyReceiptQuery } from './verify-receipt.query';

beforeEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});
afterEach(cleanup);

const receipt = {
  format: 'portal-receipt/1',
  entityType: 'withdrawal',
  entityId: '12',
  seq: 2,
  event: 'payout.start',
  from: 'awaitingPayout',
  to: 'paying',
  actorRole: 'operations',
  at: '2026-01-01T01:00:00.000Z',
  hash: '2'.repeat(64),
  prevHash: '1'.repeat(64),
  issuedAt: '2026-01-02T00:00:00.000Z',
};

const checkpoint = { __typename: 'ChainCheckpoint', id: 7, rootHash: 'f'.repeat(64), prevRootHash: 'e'.repeat(64), at: '2026-01-01T02:00:00.000Z', lastTransitionId: 120, transitions: 14 };
const latestMock = { request: { query: LatestCheckpointQuery }, result: { data: { latestCheckpoint: checkpoint } } };
const verifyMock = (input: typeof receipt, answer: Record<string, unknown>) => ({
  request: { query: VerifyReceiptQuery, variables: { receipt: input } },
  result: { data: { verifyReceipt: { __typename: 'ReceiptVerification', brokenAt: null, checkpoint: null, checkpointBroken: false, ...answer } } },
});

const paste = (text: string) => fireEvent.change(screen.getByLabelText('Receipt (JSON)'), { target: { value: text } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

describe('VerifyReceiptPage', () => {
  it('checks a pasted receipt: valid, covered by a checkpoint; and shows the latest root hash and the limits', async () => {
    renderInApp(<VerifyReceiptPage />, [latestMock, verifyMock(receipt, { valid: true, result: 'valid', message: 'The receipt matches the record.', checkpoint })]);
    expect(await screen.findByText('f'.repeat(64), { selector: '[data-testid="checkpoint-root-hash"] *, [data-testid="checkpoint-root-hash"]' })).toBeTruthy();
    // One h1 names the page, its sections are h2 (issue 11: it had no h1).
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Verify a receipt']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Latest checkpoint', 'What a receipt proves, and what it does not']);
    expect(screen.getByText(/Whoever owns the database could recompute a whole chain/)).toBeTruthy();

    paste(JSON.stringify(receipt, null, 2));
    verify();
    const verdict = await screen.findByTestId('receipt-verdict');
    expect(verdict.getAttribute('data-result')).toBe('valid');
    expect(within(verdict).getByText('Valid receipt')).toBeTruthy();
    expect(within(verdict).getByTestId('receipt-checkpoint').textContent).toContain('Covered by checkpoint #7');
    expect(within(verdict).getByText('The platform says: The receipt matches the record.')).toBeTruthy();
  });

  it('names the altered row of a broken chain', async () => {
    renderInApp(<VerifyReceiptPage />, [
      latestMock,
      verifyMock(receipt, { valid: false, result: 'chainBroken', message: 'Step 1 was altered.', brokenAt: { __typename: 'ChainPosition', entityType: 'withdrawal', entityId: '12', seq: 1 } }),
    ]);
    paste(JSON.stringify(receipt));
    verify();
    const verdict = await screen.findByTestId('receipt-verdict');
    expect(within(verdict).getByText('The chain is broken')).toBeTruthy();
    expect(within(verdict).getByTestId('receipt-broken-at').textContent).toBe('First altered step: Withdrawal 12, step 1');
  });

  it('says when the covering checkpoint no longer matches', async () => {
    renderInApp(<VerifyReceiptPage />, [latestMock, verifyMock(receipt, { valid: false, result: 'chainBroken', message: 'Checkpoint 7 was broken.', checkpoint, checkpointBroken: true })]);
    paste(JSON.stringify(receipt));
    verify();
    const verdict = await screen.findByTestId('receipt-verdict');
    expect(within(verdict).getByText('The chain is broken')).toBeTruthy();
    expect(within(verdict).getByText(/Checkpoint #7 no longer matches the steps it sealed/)).toBeTruthy();
  });

  it('explains bad input in the page language before sending anything', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    renderInApp(<VerifyReceiptPage />, [latestMock]);
    fireEvent.click(screen.getByRole('button', { name: '核验' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先粘贴凭证内容或选择凭证文件。');
    fireEvent.change(screen.getByLabelText('凭证内容（JSON）'), { target: { value: '{"format": "portal-receipt/1",' } });
    fireEvent.click(screen.getByRole('button', { name: '核验' }));
    expect((await screen.findByRole('alert')).textContent).toContain('这不是有效的 JSON');
    fireEvent.change(screen.getByLabelText('凭证内容（JSON）'), { target: { value: JSON.stringify({ ...receipt, hash: undefined }) } });
    fireEvent.click(screen.getByRole('button', { name: '核验' }));
    expect((await screen.findByRole('alert')).textContent).toBe('这不是凭证：字段“hash”缺失或格式不符。');
    expect(screen.queryByTestId('receipt-verdict')).toBeNull();
  });
});
