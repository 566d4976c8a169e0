import { describe, expect, it } from 'vitest';
import { analysisReviewEnded } from './requirement-codes';

describe('whether the analysis review has ended (its announcement has results)', () => {
  it('is true from the solicitation on, when no plan passed, and in later stages', () => {
    expect(analysisReviewEnded({ mainStage: 2, subStep: 3, subStepStatus: 1 })).toBe(true);
    expect(analysisReviewEnded({ mainStage: 2, subStep: 4, subStepStatus: 3 })).toBe(true);
    expect(analysisReviewEnded({ mainStage: 2, subStep: 2, subStepStatus: -1 })).toBe(true);
    expect(analysisReviewEnded({ mainStage: 3, subStep: null, subStepStatus: 1 })).toBe(true);
  });

  it('is false before and while the review runs', () => {
    expect(analysisReviewEnded({ mainStage: 1, subStep: 4, subStepStatus: 1 })).toBe(false);
    expect(analysisReviewEnded({ mainStage: 2, subStep: -1, subStepStatus: 1 })).toBe(false);
    expect(analysisReviewEnded({ mainStage: 2, subStep: 1, subStepStatus: 4 })).toBe(false);
    expect(analysisReviewEnded({ mainStage: 2, subStep: 2, subStepStatus: 1 })).toBe(false);
    expect(analysisReviewEnded({ mainStage: 2, subStep: null, subStepStatus: 1 })).toBe(false);
  });
});
