import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@/lib/i18n';
import { renderInApp } from '@/test/app-test-support';
import { RequirementSolutions } from './requirement-solutions';
import { RequirementSolutionsQuery } from './requirement-solutions.query';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const content = {
  __typename: 'SolutionContent',
  approach: { __typename: 'SolutionApproach', summary: 'Edge inference', approach: 'A camera per line' },
  detail: { __typename: 'SolutionDetail', detailHtml: '<p>Details</p>', attachments: [] },
  team: { __typename: 'SolutionTeam', members: [] },
  plan: { __typename: 'SolutionPlan', costFen: 100_000, durationDays: 30, milestones: [] },
};

/** What the publisher reads: nothing before the results are written, then the solution that passed. */
const answer = (solutions: 'none' | 'passed'): MockLink.MockedResponse => ({
  request: { query: RequirementSolutionsQuery, variables: { requirementNo: 'R1' } },
  result: {
    data: {
      requirementSolutions: {
        __typename: 'RequirementSolutions',
        requirementNo: 'R1',
        solutions:
          solutions === 'none'
            ? []
            : [
                {
                  __typename: 'SubmittedSolution',
                  solutionId: 7,
                  subTopicId: 3,
                  provider: 1,
                  state: 'passed',
                  codes: { __typename: 'SolutionCodes', taskState: '2', reviewStatus: '2', result: '1' },
                  submittedAt: 1_700_000_000_000,
                  content,
                },
              ],
      },
    },
  },
});

describe('the solutions of a requirement', { timeout: 30_000 }, () => {
  it('reads the list again while the stage has just completed and the results are not written yet', async () => {
    renderInApp(<RequirementSolutions requirementNo="R1" announce settling />, [answer('none'), answer('passed')]);
    expect(await screen.findByTestId('solutions-empty', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Passed: Solution 1', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('reads it once when the stage is not settling', async () => {
    renderInApp(<RequirementSolutions requirementNo="R1" announce />, [answer('none'), answer('passed')]);
    expect(await screen.findByTestId('solutions-empty', {}, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByText('Passed: Solution 1')).toBeNull();
  });
});
