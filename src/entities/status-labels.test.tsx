/**
 * Status tags and status filters name a state as its machine does (`meta.label`, src/lib/use-machine-state-label.ts),
 * in the page language: the words of the histories, the live charts and the services' refusals, kept in one place.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { AnyStateMachine } from 'xstate';
import { bankCardMachine } from '../../machines/identity/bank-card.machine';
import { realNameMachine } from '../../machines/identity/real-name.machine';
import { crowdfundingMachine } from '../../machines/requirement/crowdfunding.machine';
import { REQUIREMENT_STATES, requirementMachine } from '../../machines/requirement/requirement.machine';
import { stateLabelOf } from '../../machines/shared/lifecycle';
import { i18n } from '@/lib/i18n';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { BankCardStatusTag, useBankCardStatusLabel } from './bank-card/bank-card-status-tag';
import { CAMPAIGN_STATES, CampaignStatusTag, useCampaignStateLabel } from './campaign/campaign-status-tag';
import { RealNameStatusTag, useRealNameStatusLabel } from './real-name/real-name-status-tag';
import { useRequirementStateLabel, useRequirementStateOptions } from './requirement/requirement-states';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh');
});

/** Every state of a machine as the services store it, nested ones dotted ("feeDue.choosingMode"). */
function storedStates(machine: AnyStateMachine): string[] {
  const walk = (states: Record<string, { states: Record<string, unknown> }>, prefix: string): string[] =>
    Object.entries(states).flatMap(([key, node]) => {
      const path = `${prefix}${key}`;
      const children = Object.keys(node.states);
      return children.length ? walk(node.states as never, `${path}.`) : [path];
    });
  return walk(machine.root.states as never, '');
}

const ENTITIES = [
  { name: 'bank card', machine: bankCardMachine, hook: useBankCardStatusLabel },
  { name: 'real-name application', machine: realNameMachine, hook: useRealNameStatusLabel },
  { name: 'crowdfunding campaign', machine: crowdfundingMachine, hook: useCampaignStateLabel },
  { name: 'requirement', machine: requirementMachine, hook: useRequirementStateLabel },
] as const;

describe('the status labels of the entities', () => {
  for (const { name, machine, hook } of ENTITIES) {
    it(`name every ${name} state as its machine does, in both languages`, async () => {
      for (const lang of ['zh', 'en'] as const) {
        await i18n.changeLanguage(lang);
        const { result, unmount } = renderHook(() => hook());
        for (const state of storedStates(machine)) expect(result.current(state), `${state} (${lang})`).toBe(stateLabelOf(machine, state, lang));
        unmount();
      }
    });
  }

  it('use the clearer wordings the machines carry (where the app once had its own)', async () => {
    await i18n.changeLanguage('en');
    render(
      <>
        <BankCardStatusTag status="locked" />
        <RealNameStatusTag status="failed" />
        <CampaignStatusTag state="applying" />
      </>,
    );
    expect(screen.getByText('Too many wrong amounts')).toBeTruthy();
    expect(screen.getByText('Verification failed')).toBeTruthy();
    expect(screen.getByText('Waiting for operations')).toBeTruthy();
    const requirement = renderHook(() => useRequirementStateLabel());
    expect(requirement.result.current('rejected')).toBe('Rejected by operations');
    expect(requirement.result.current('feeDue.choosingMode')).toBe('Review fee due');
    cleanup();

    await i18n.changeLanguage('zh');
    render(<BankCardStatusTag status="locked" />);
    expect(screen.getByText('金额错误次数超限')).toBeTruthy();
    expect(renderHook(() => useRequirementStateLabel()).result.current('rejected')).toBe('运营驳回');
  });

  it('follow a language switch, and show a state no machine knows as written', async () => {
    const { result, rerender } = renderHook(() => useMachineStateLabel(crowdfundingMachine));
    expect(result.current('open')).toBe('众筹中');
    await i18n.changeLanguage('en');
    rerender();
    expect(result.current('open')).toBe('Open');
    expect(result.current('renamedSince')).toBe('renamedSince');
  });

  it('give the requirement filter every stored state, and the campaign filter every campaign state', async () => {
    await i18n.changeLanguage('en');
    const options = renderHook(() => useRequirementStateOptions()).result.current;
    expect(options.map((o) => o.value)).toEqual([...REQUIREMENT_STATES]);
    expect(options.every((o) => o.label && o.label !== o.value)).toBe(true);
    expect(CAMPAIGN_STATES.every((s) => storedStates(crowdfundingMachine).includes(s))).toBe(true);
  });
});
