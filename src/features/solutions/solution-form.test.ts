import { describe, expect, it } from 'vitest';
import { EMPTY_SOLUTION } from '../../../machines/rules/solution';
import { costFenOf, formOf, saveVariables, stepError } from './solution-form';

const empty = formOf({ approach: EMPTY_SOLUTION[1], detail: EMPTY_SOLUTION[2], team: EMPTY_SOLUTION[3], plan: EMPTY_SOLUTION[4] });

describe('the provider’s solution form (machines/rules/solution.ts)', () => {
  it('takes the cost in yuan and sends it in fen', () => {
    expect(costFenOf('')).toBeNull();
    expect(costFenOf('1200.5')).toBe(120050);
    expect(costFenOf('3')).toBe(300);
    expect(costFenOf('1.234')).toBeNaN();
    expect(formOf({ ...EMPTY_SOLUTION_CONTENT(), plan: { costFen: 120050, durationDays: 30, milestones: [] } }).costYuan).toBe('1200.50');
  });

  it('lets a draft be partial, never malformed, and names what the submission still needs', () => {
    expect(stepError(empty, 1, true)).toBeNull();
    expect(stepError(empty, 1, false)).toEqual({ rule: 'solutionSummaryRequired' });
    expect(stepError(empty, 3, false)).toEqual({ rule: 'solutionTeamSize', params: { max: 20 } });
    expect(stepError({ ...empty, costYuan: '0' }, 4, true)).toEqual({ rule: 'solutionCostRange' });
    expect(stepError({ ...empty, costYuan: 'x' }, 4, true)).toEqual({ rule: 'solutionCostRange' });
    const plan = { ...empty, costYuan: '50000', durationDays: 90, milestones: [{ title: 'Prototype', day: 30, deliverable: 'A demo' }, { title: 'Pilot', day: 20, deliverable: 'A pilot' }] };
    expect(stepError(plan, 4, true)).toEqual({ rule: 'solutionMilestoneDay' });
    expect(stepError({ ...plan, milestones: plan.milestones.slice(0, 1) }, 4, false)).toBeNull();
    expect(stepError({ ...empty, detail: { html: '<p>Detail</p>', text: 'Detail', attachments: [] } }, 2, false)).toBeNull();
  });

  it('keeps no __typename of the read data (an input type refuses it)', () => {
    const read = { __typename: 'SolutionContent', approach: { __typename: 'SolutionApproach', summary: 's', approach: 'a' }, detail: EMPTY_SOLUTION[2], team: { members: [{ __typename: 'SolutionTeamMember', name: 'n', role: 'r', expertise: 'e' }] }, plan: EMPTY_SOLUTION[4] };
    const form = formOf(read);
    expect(saveVariables(1, 2, form, 1)).toEqual({ invitationId: 1, subTopicId: 2, step: 1, approach: { summary: 's', approach: 'a' } });
    expect(saveVariables(1, 2, form, 3)).toEqual({ invitationId: 1, subTopicId: 2, step: 3, team: { members: [{ name: 'n', role: 'r', expertise: 'e' }] } });
  });

  it('sends only the input named after the step', () => {
    const form = { ...empty, costYuan: '10', durationDays: 5 };
    expect(saveVariables(7, 9, form, 4)).toEqual({ invitationId: 7, subTopicId: 9, step: 4, plan: { costFen: 1000, durationDays: 5, milestones: [] } });
    expect(saveVariables(7, 9, form, 2)).toEqual({ invitationId: 7, subTopicId: 9, step: 2, detail: { detailHtml: '', attachments: [] } });
  });
});

function EMPTY_SOLUTION_CONTENT() {
  return { approach: EMPTY_SOLUTION[1], detail: EMPTY_SOLUTION[2], team: EMPTY_SOLUTION[3], plan: EMPTY_SOLUTION[4] };
}
