import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { machineGraph } from '../../../machines/graph/machine-graph';
import { sampleMachine } from '../../../machines/graph/sample-machine.fixture';
import { edgeTransitionKey } from '../../../machines/graph/transition-walk';
import type { CoverageState, CoverageTransition } from './coverage-report';
import { StatechartsPage } from './statecharts-page';
import type { ModuleLoaders } from './machine-catalog';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const modules: ModuleLoaders = {
  '/machines/demo/sample.machine.ts': async () => ({ sampleMachine, notAMachine: 42, helperMachine: { root: 1 } }),
  '/machines/demo/broken.machine.ts': async () => {
    throw new Error('module failed to load');
  },
};

const noReport = async (): Promise<CoverageState> => ({ status: 'none' });

function renderPage(url = '/statecharts', loadCoverage = noReport) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StatechartsPage modules={modules} loadCoverage={loadCoverage} />
    </MemoryRouter>,
  );
}

/** A report on the sample machine: its first transition taken in the browser, its second by model tests only. */
function sampleReport(): CoverageState {
  const graph = machineGraph(sampleMachine);
  const keys = [...new Set(graph.edges.map((e) => edgeTransitionKey(e.id)))];
  const walkers = (count: number, title: string) => ({ count, tests: count ? [{ file: 'tests/e2e/sample.spec.ts', title }] : [] });
  const list: CoverageTransition[] = keys.map((key, i) => {
    const edge = graph.edges.find((e) => edgeTransitionKey(e.id) === key)!;
    return { key, source: edge.source, event: edge.event, guard: edge.guard ?? null, targets: [edge.target], unit: walkers(i < 2 ? 1 : 0, 'model path #0'), browser: walkers(i === 0 ? 1 : 0, 'signs up') };
  });
  const tally = (total: number) => ({ total, unit: 2, browser: 1 });
  return {
    status: 'ready',
    report: {
      generatedAt: '2025-01-01T00:00:00.000Z',
      measured: { unit: true, browser: true },
      machines: [{ machine: graph.id, states: tally(graph.nodes.length), transitions: { ...tally(list.length), list }, paths: { ...tally(12), capped: false, bound: 10_000 } }],
    },
  };
}

const chart = () => screen.findByRole('group', { name: 'State chart of Sample flow' }, { timeout: 20_000 });

describe('StatechartsPage', () => {
  it('lists the machines, draws the chosen one and shows a state description on click', async () => {
    renderPage();
    const svg = await chart();
    const nav = screen.getByRole('navigation', { name: 'Flows' });
    expect(within(nav).getByText('Sample flow')).toBeTruthy();
    // The module that failed is listed (by file) rather than breaking the page.
    expect(within(nav).getByText('/machines/demo/broken.machine.ts', { selector: '.sc-page__item-sub' })).toBeTruthy();

    const states = within(svg).getAllByRole('button');
    expect(states).toHaveLength(17);
    expect(states.every((s) => s.getAttribute('tabindex') === '0')).toBe(true);
    // Edge labels read "event [guard] / actions".
    expect(svg.textContent).toContain('[isValid && !isBlocked]');
    expect(svg.textContent).toContain('/ sendCode');
    expect(svg.querySelectorAll('.sc-initial')).toHaveLength(4);

    const entering = within(svg).getByRole('button', { name: 'entering, state, initial state, Typing' });
    fireEvent.click(entering);
    expect(entering.getAttribute('aria-pressed')).toBe('true');
    const details = screen.getByRole('complementary', { name: 'State' });
    expect(within(details).getByText('Typing')).toBeTruthy();
    expect(within(details).getByText('正在输入')).toBeTruthy();
    expect(within(details).getByText('sample.verify.entering')).toBeTruthy();
  });

  it('speaks Chinese, selects a state from the keyboard and zooms with the buttons', async () => {
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    renderPage();
    const svg = await screen.findByRole('group', { name: '示例流程的状态图' }, { timeout: 20_000 });
    expect(svg.textContent).toContain('自动');
    const checking = within(svg).getByRole('button', { name: 'checking, 状态, 校验中' });
    fireEvent.keyDown(checking, { key: 'Enter' });
    expect(checking.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('complementary', { name: '状态说明' })).getByText('校验中')).toBeTruthy();

    const level = () => screen.getByText(/^缩放 \d+%$/).textContent;
    const before = level();
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(level()).not.toBe(before);
  });

  it('opens the machine named in the URL and shows its error', async () => {
    renderPage('/statecharts?machine=%2Fmachines%2Fdemo%2Fbroken.machine.ts');
    expect(await screen.findByText('The structure of this machine could not be read')).toBeTruthy();
    expect(screen.getByText('module failed to load')).toBeTruthy();
  });

  it('says when there is no coverage report yet', async () => {
    renderPage();
    await chart();
    expect(await screen.findByText('No coverage report yet: run npm test.')).toBeTruthy();
  });

  it('colours each transition by the tests that take it and lists those no browser test takes, with the tests', async () => {
    const report = sampleReport();
    renderPage('/statecharts', async () => report);
    const svg = await chart();
    const panel = await screen.findByTestId('sc-coverage');
    const list = report.status === 'ready' ? report.report.machines[0]!.transitions.list : [];
    const edgeOf = (key: string) => svg.querySelector(`path[data-edge-id^="${key}|"]`)!;
    expect(edgeOf(list[0]!.key).classList.contains('sc-edge--cov-browser')).toBe(true);
    expect(edgeOf(list[1]!.key).classList.contains('sc-edge--cov-unit')).toBe(true);
    expect(edgeOf(list[2]!.key).classList.contains('sc-edge--cov-none')).toBe(true);
    expect(svg.querySelectorAll('path.sc-edge--cov-browser')).toHaveLength(graphEdgesOf(list[0]!.key));

    expect(within(panel).getByRole('row', { name: /Transitions/ }).textContent).toContain(`${list.length}`);
    const uncovered = within(panel).getByTestId('sc-coverage-uncovered');
    expect(within(uncovered).getAllByRole('listitem')).toHaveLength(list.length - 1);
    expect(within(panel).getByText(`Not taken in the browser (${list.length - 1})`)).toBeTruthy();
    // The tests that walk a transition, by file and title.
    expect(within(panel).getAllByText('tests/e2e/sample.spec.ts').length).toBeGreaterThan(0);
    expect(within(panel).getByText('signs up')).toBeTruthy();
  });
});

function graphEdgesOf(key: string): number {
  return machineGraph(sampleMachine).edges.filter((e) => edgeTransitionKey(e.id) === key).length;
}
