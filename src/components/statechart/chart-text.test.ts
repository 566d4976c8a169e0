import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import zh from '@/locales/zh-CN/statecharts.json';
import en from '@/locales/en-US/statecharts.json';
import { machineGraph } from '../../../machines/graph/machine-graph';
import { sampleMachine } from '../../../machines/graph/sample-machine.fixture';
import { chartLanguage, localized, stateAccessibleName, translatedEdgeLabel, type Translate } from './chart-text';

const graph = machineGraph(sampleMachine);
const edge = (source: string, event: string, order = 0) =>
  graph.edges.find((e) => e.source === source && e.event === event && e.order === order)!;
const node = (id: string) => graph.nodes.find((n) => n.id === id)!;
const tIn = (lng: 'zh' | 'en'): Translate => i18n.getFixedT(lng, 'statecharts') as unknown as Translate;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('statecharts locale files', () => {
  it('have the same keys in zh and en, none empty', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(zh)) {
      const read = (json: unknown) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], json);
      expect(read(zh), key).not.toBe('');
      expect(read(en), key).not.toBe('');
    }
  });
});

describe('translated edge labels', () => {
  it('read "event [guard] / actions" in lines', () => {
    const label = translatedEdgeLabel(tIn('en'));
    expect(label(edge('sample.form', 'form.submit'))).toEqual(['form.submit', '[isValid && !isBlocked]', '/ sendCode']);
    expect(label(edge('sample.sending', 'code.sendFailed'))).toEqual(['code.sendFailed', '/ raise(form.back)']);
  });

  it('name eventless and done transitions in the UI language', () => {
    const always = edge('sample.verify.checking', '');
    const done = edge('sample.verify', 'xstate.done.state.sample.verify');
    expect(translatedEdgeLabel(tIn('en'))(always)).toEqual(['always', '[tooManyTries]']);
    expect(translatedEdgeLabel(tIn('zh'))(always)).toEqual(['自动', '[tooManyTries]']);
    expect(translatedEdgeLabel(tIn('zh'))(done)).toEqual(['完成']);
  });
});

describe('state text', () => {
  it('maps i18next languages to the machines’ zh/en', () => {
    expect(chartLanguage('en')).toBe('en');
    expect(chartLanguage('en-US')).toBe('en');
    expect(chartLanguage('zh')).toBe('zh');
    expect(chartLanguage(undefined)).toBe('zh');
  });

  it('announces name, kind, initial and description', () => {
    expect(stateAccessibleName(node('sample.verify.entering'), 'en', tIn('en'))).toBe('entering, state, initial state, Typing');
    expect(stateAccessibleName(node('sample.both'), 'zh', tIn('zh'))).toBe('both, 并行状态, 两件事同时进行');
    expect(stateAccessibleName(node('sample.verify.hist'), 'en', tIn('en'))).toBe('hist, history state, Where it was');
  });

  it('falls back to the other language when one is empty', () => {
    expect(localized({ zh: '', en: 'Only English' }, 'zh')).toBe('Only English');
    expect(localized({ zh: '中文', en: 'English' }, 'en')).toBe('English');
  });
});
