import { describe, expect, it } from 'vitest';
import { industryOptions } from './industry-options';

const tree = [
  { id: '1', name: 'Energy', cnName: '能源', children: [{ id: '101', name: '', cnName: '电池', children: [] }] },
  { id: '2', name: 'Biology', cnName: '', children: [] },
];

describe('industryOptions', () => {
  it('names each node in the page language, falling back to the other, for a TreeSelect (title) or a Cascader (label)', () => {
    expect(industryOptions(tree, 'zh')).toEqual([
      { value: '1', label: '能源', title: '能源', children: [{ value: '101', label: '电池', title: '电池' }] },
      { value: '2', label: 'Biology', title: 'Biology' },
    ]);
    expect(industryOptions(tree, 'en', Number).map((o) => [o.value, o.label, o.children?.map((c) => c.label)])).toEqual([
      [1, 'Energy', ['电池']],
      [2, 'Biology', undefined],
    ]);
  });
});
