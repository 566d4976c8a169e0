import { describe, expect, it } from 'vitest';
import { checkPlan, emptySubTopic, type SubTopic } from './plan-form';

const complete = (patch: Partial<SubTopic> = {}): SubTopic => ({
  title: 'Inspection models',
  categoryId: 1,
  keywords: ['vision'],
  researchContent: 'Models',
  expectedResults: 'A prototype',
  metrics: [{ name: 'Recall', target: '99 %' }],
  technicalBasis: 'Datasets',
  integration: false,
  ...patch,
});
const untouched = { all: false, topics: [] };

describe('the breakdown plan form check (machines/rules/breakdown-plan.ts)', () => {
  it('lets a partial draft be saved without showing what is missing until touched', () => {
    const check = checkPlan([emptySubTopic()], untouched);
    expect(check).toMatchObject({ savable: true, complete: false, shape: null });
    expect(check.shown[0]).toEqual({});
    expect(check.missing.map((m) => m.index)).toEqual([1]);
    expect(checkPlan([emptySubTopic()], { all: false, topics: [{ title: true }] }).shown[0]).toEqual({ title: { rule: 'subTopicTitleRequired' } });
  });

  it('shows a malformed field at once and refuses to save it', () => {
    const check = checkPlan([complete({ title: 'x'.repeat(101) })], untouched);
    expect(check.shown[0].title).toEqual({ rule: 'subTopicTitleLength', params: { max: 100 } });
    expect(check.savable).toBe(false);
  });

  it('names every missing field after a Submit try, and the plan-wide rules', () => {
    const tried = checkPlan([complete(), { ...emptySubTopic(), title: 'Line integration' }], { all: true, topics: [] });
    expect(tried.complete).toBe(false);
    expect(Object.keys(tried.shown[1])).toEqual(['categoryId', 'researchContent', 'expectedResults', 'metrics', 'technicalBasis']);
    expect(tried.missing).toEqual([{ index: 2, error: { rule: 'subTopicCategoryRequired' } }]);
    expect(checkPlan([], { all: true, topics: [] }).shape).toEqual({ rule: 'subTopicsCount', params: { max: 20 } });
    const two = checkPlan([complete({ integration: true }), complete({ integration: true })], untouched);
    expect(two).toMatchObject({ shape: { rule: 'integrationTopicOnce' }, savable: false, complete: false });
    expect(checkPlan([complete(), complete({ integration: true })], untouched)).toMatchObject({ savable: true, complete: true, shape: null });
  });
});
