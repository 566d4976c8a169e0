import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { requirementCodesOf } from '../../../machines/requirement/requirement.machine';
import { i18n } from '@/lib/i18n';
import { mainStageStatuses, subStepStatuses } from './requirement-progress';
import { RequirementStatusTag } from './requirement-status-tag';

const codes = (state: string) => requirementCodesOf(state);

afterEach(cleanup);

describe('the seven-stage progress', () => {
  it('marks the sub-steps of stage 1 from the codes', () => {
    expect(subStepStatuses(codes('draft'))).toEqual(['process', 'wait', 'wait', 'wait']);
    expect(subStepStatuses(codes('inReview'))).toEqual(['finish', 'wait', 'wait', 'wait']);
    expect(subStepStatuses(codes('rejected'))).toEqual(['error', 'wait', 'wait', 'wait']);
    expect(subStepStatuses(codes('evaluationTimedOut'))).toEqual(['finish', 'error', 'wait', 'wait']);
    expect(subStepStatuses(codes('feeDue.crowdfunding'))).toEqual(['finish', 'finish', 'process', 'wait']);
    expect(subStepStatuses(codes('awaitingPreReview'))).toEqual(['finish', 'finish', 'finish', 'process']);
    expect(subStepStatuses(codes('preReview.marketAssessment'))).toEqual(['finish', 'finish', 'finish', 'finish']);
  });

  it('marks the main stages, an ended requirement in error', () => {
    expect(mainStageStatuses(codes('evaluating'))).toEqual(['process', 'wait', 'wait', 'wait', 'wait', 'wait', 'wait']);
    expect(mainStageStatuses(codes('execution'))).toEqual(['finish', 'finish', 'finish', 'finish', 'process', 'wait', 'wait']);
    expect(mainStageStatuses(codes('terminated'))[0]).toBe('error');
    expect(mainStageStatuses(codes('completed'))).toEqual(Array(7).fill('finish'));
  });
});

describe('the status tag', () => {
  it('says where the requirement is and how that step stands, in both languages', async () => {
    await i18n.changeLanguage('zh');
    render(<RequirementStatusTag requirement={codes('feeDue.choosingMode')} />);
    expect(screen.getByTestId('requirement-status').textContent).toBe('支付或众筹评审费 · 进行中');
    cleanup();
    await i18n.changeLanguage('en');
    render(<RequirementStatusTag requirement={codes('preReview.marketAssessment')} />);
    expect(screen.getByTestId('requirement-status').textContent).toBe('Detailed market evaluation · In progress');
    cleanup();
    // stage 2's step 1 is the project analysis, not stage 1's "fill in requirement"
    render(<RequirementStatusTag requirement={codes('preReview.breakdownExpired')} />);
    expect(screen.getByTestId('requirement-status').textContent).toBe('Project analysis · Timed out');
    cleanup();
    render(<RequirementStatusTag requirement={codes('investorBidding')} />);
    expect(screen.getByTestId('requirement-status').textContent).toBe('Investor bidding · In progress');
    cleanup();
    render(<RequirementStatusTag requirement={codes('rejected')} />);
    expect(screen.getByTestId('requirement-status').textContent).toBe('Rejected by operations');
  });
});
