import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';
import { EntityChart } from './entity-chart';
import { EntityFlowSection } from './entity-flow-section';
import { EntityReceiptQuery } from './entity-receipt.query';
import { EntityWorkflowQuery } from './entity-workflow.query';
import { payingWithdrawal } from './workflow-test-support';

const download = vi.hoisted(() => ({ saveFile: vi.fn((_blob: Blob, _name: string) => {}) }));
vi.mock('@/lib/download', async (original) => ({ ...(await original<typeof import('@/lib/download')>()), saveFile: download.saveFile }));

beforeEach(async () => {
  download.saveFile.mockClear();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});
afterEach(cleanup);

const RECEIPT_JSON = JSON.stringify({ format: 'portal-receipt/1', entityType: 'withdrawal', entityId: '12', seq: 2, hash: '2'.repeat(64) }, null, 2);
const receiptMock = {
  request: { query: EntityReceiptQuery, variables: { entityType: 'withdrawal', entityId: '12', seq: 2 } },
  result: { data: { receipt: { __typename: 'Receipt', entityType: 'withdrawal', entityId: '12', seq: 2, json: RECEIPT_JSON } } },
};

const chart = (name: string) => screen.findByRole('img', { name }, { timeout: 20_000 });
const region = (name: string) => screen.getByRole('region', { name });

describe('EntityChart', () => {
  it('draws the machine with the current state and the path taken, lists what comes next and the steps, and saves a receipt', async () => {
    renderInApp(<EntityChart definition={withdrawalLifecycle} workflow={payingWithdrawal()} />, [receiptMock]);
    const svg = await chart('State chart of Withdrawal');
    const state = (id: string) => svg.querySelector(`[data-state-id="withdrawal.${id}"]`)!;
    expect(state('paying').classList).toContain('is-current');
    expect(state('awaitingPayout').classList).toContain('is-visited');
    expect(state('paid').classList).not.toContain('is-visited');
    const edge = (id: string) => svg.querySelector(`[data-edge-id="${id}"]`)!;
    expect(edge('withdrawal.awaitingPayout|payout.start|0|0').classList).toContain('is-taken');
    expect(edge('withdrawal.paying|payout.paid|0|0').classList).toContain('is-next');
    // Edges carry the events' names, not the machine's wiring.
    expect(svg.textContent).toContain('Mark as paid');
    expect(svg.textContent).not.toContain('isPaidValid');
    // States by their names in the page language (meta.label), in the drawing and in the text alike.
    expect(screen.getByTestId('entity-chart-state').textContent).toBe('Paying');
    expect(screen.getByText(/^The platform is transferring to the card\./)).toBeTruthy();
    expect(state('awaitingPayout').textContent).toBe('Awaiting payout');
    expect(svg.textContent).not.toContain('awaitingPayout');

    const next = region('What comes next');
    const paid = within(next).getByText('Mark as paid').closest('li')!;
    expect(within(paid).getByText('Operations')).toBeTruthy();
    expect(within(next).getByText('Mark as failed')).toBeTruthy();
    // The member may send none of them: nothing says "you can".
    expect(within(next).queryByText('You can do this now')).toBeNull();

    const steps = region('Steps so far');
    const first = within(steps).getByTestId('entity-history-1');
    expect(within(first).getByText('Submit the withdrawal')).toBeTruthy();
    expect(within(first).getByText('Member')).toBeTruthy();
    expect(within(first).getByTestId('entity-history-1-states').textContent).toBe('→ Awaiting payout');
    const second = within(steps).getByTestId('entity-history-2');
    expect(within(second).getByTestId('entity-history-2-states').textContent).toBe('Awaiting payout → Paying');
    expect(within(second).getByText('Operations')).toBeTruthy();
    expect(within(second).getByText(`#2 ${'2'.repeat(12)}…`).getAttribute('title')).toBe('2'.repeat(64));

    fireEvent.click(within(second).getByRole('button', { name: 'Download receipt of step 2' }));
    await waitFor(() => expect(download.saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = download.saveFile.mock.calls[0];
    expect(name).toBe('receipt-withdrawal-12-2.json');
    expect(await blob.text()).toBe(RECEIPT_JSON);
    expect(await screen.findByText('Receipt saved')).toBeTruthy();
  });

  it('speaks Chinese and shows operations what they may do, without the member’s receipts', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    renderInApp(<EntityChart definition={withdrawalLifecycle} workflow={payingWithdrawal({ viewerRole: 'operations', availableEvents: ['payout.fail'] })} />, []);
    const svg = await chart('提现的状态图');
    expect(svg.textContent).toContain('确认已到账');
    const next = region('后续步骤');
    const fail = within(next).getByText('打款失败').closest('li')!;
    expect(within(fail).getByText('运营人员')).toBeTruthy();
    expect(within(fail).getByText('您现在可以操作')).toBeTruthy();
    expect(within(within(next).getByText('确认已到账').closest('li')!).queryByText('您现在可以操作')).toBeNull();
    expect(within(region('已完成的步骤')).getByText('提交提现')).toBeTruthy();
    expect(screen.getByTestId('entity-history-2-states').textContent).toBe('待打款 → 打款中');
    expect(screen.getByTestId('entity-chart-state').textContent).toBe('打款中');
    expect(svg.querySelector('[data-state-id="withdrawal.paid"]')!.textContent).toBe('已到账');
    expect(screen.queryByRole('button', { name: /下载凭证/ })).toBeNull();
  });

  it('names the store’s own creating event', async () => {
    const created = { __typename: 'WorkflowTransition', seq: 1, event: 'entity.create', from: null, to: 'filling', actorRole: 'member', actorId: null, reason: null, at: 1_767_225_500_000, hash: 'c'.repeat(64) };
    renderInApp(<EntityChart definition={withdrawalLifecycle} workflow={payingWithdrawal({ history: [created] as never })} />, []);
    await chart('State chart of Withdrawal');
    expect(within(region('Steps so far')).getByText('Created')).toBeTruthy();
  });

  it('says when nothing more can happen', async () => {
    renderInApp(
      <EntityChart
        definition={withdrawalLifecycle}
        workflow={payingWithdrawal({ state: 'paid', stateValue: '"paid"', nextEvents: [], history: [...payingWithdrawal().history] })}
      />,
      [],
    );
    await chart('State chart of Withdrawal');
    expect(within(region('What comes next')).getByText('Nothing more: this record is complete.')).toBeTruthy();
  });
});

describe('EntityFlowSection', () => {
  it('reads the workflow only when opened', async () => {
    const workflowMock = {
      request: { query: EntityWorkflowQuery, variables: { entityType: 'withdrawal', entityId: '12' } },
      result: { data: { workflow: payingWithdrawal() } },
    };
    renderInApp(<EntityFlowSection entityType="withdrawal" entityId={12} />, [workflowMock]);
    const header = screen.getByRole('button', { name: /Where is this and what comes next/ });
    expect(screen.queryByTestId('entity-chart')).toBeNull();
    fireEvent.click(header);
    expect(await screen.findByTestId('entity-chart', undefined, { timeout: 10_000 })).toBeTruthy();
    await chart('State chart of Withdrawal');
    // Its lists are headed h2 by default: right after the page's h1 or any section, the outline skips no level.
    expect(screen.getByRole('heading', { level: 2, name: 'What comes next' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Steps so far' })).toBeTruthy();
  });

  it('heads its lists one level below the section that holds it', async () => {
    renderInApp(<EntityFlowSection entityType="withdrawal" entityId={12} workflow={payingWithdrawal()} headingLevel={3} defaultOpen />, []);
    await chart('State chart of Withdrawal');
    expect(screen.getByRole('heading', { level: 3, name: 'What comes next' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Steps so far' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 5 })).toBeNull();
  });

  it('says when a record type has no chart', () => {
    renderInApp(<EntityFlowSection entityType="parcel" entityId={1} defaultOpen />, []);
    expect(screen.getByText('This kind of record has no chart yet')).toBeTruthy();
  });
});
