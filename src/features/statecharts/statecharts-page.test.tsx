import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sampleMachine } from '../../../machines/graph/sample-machine.fixture';
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

function renderPage(url = '/statecharts') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StatechartsPage modules={modules} />
    </MemoryRouter>,
  );
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
});
