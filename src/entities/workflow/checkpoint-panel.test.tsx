import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { CheckpointPanel } from './checkpoint-panel';
import { CreateCheckpointMutation } from './create-checkpoint.mutation';
import { LatestCheckpointQuery } from './latest-checkpoint.query';

beforeEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});
afterEach(cleanup);

const sealed = { __typename: 'ChainCheckpoint', id: 4, rootHash: 'a'.repeat(64), prevRootHash: '0'.repeat(64), at: '2026-01-01T00:00:00.000Z', lastTransitionId: 57, transitions: 57 };

describe('CheckpointPanel', () => {
  it('seals a checkpoint on demand and shows its root hash to publish', async () => {
    let sealedYet = false;
    renderInApp(<CheckpointPanel />, [
      {
        request: { query: LatestCheckpointQuery },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ({ data: { latestCheckpoint: sealedYet ? sealed : null } }),
      },
      {
        request: { query: CreateCheckpointMutation },
        result: () => {
          sealedYet = true;
          return { data: { createCheckpoint: sealed } };
        },
      },
    ]);
    const panel = screen.getByTestId('checkpoint-panel');
    expect(await within(panel).findByText('No checkpoint has been sealed yet.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Verify a receipt' }).getAttribute('href')).toBe('/verify-receipt');

    fireEvent.click(within(panel).getByRole('button', { name: 'Seal a checkpoint now' }));
    expect(await screen.findByText('Checkpoint #4 sealed')).toBeTruthy();
    expect((await within(panel).findByTestId('checkpoint-root-hash')).textContent).toContain('a'.repeat(64));
    expect(within(panel).getByText('#57', { selector: 'td, td *' })).toBeTruthy();
  });
});
