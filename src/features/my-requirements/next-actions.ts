/**
 * What a row of my requirements offers next, from the spec 3 codes the services answer with every requirement (a
 * list reads no workflow per row: that would be one REST call each). They mirror the publisher's events of the
 * requirement machine: `requirement.save` in a draft or a rejected one, `fee.pay` and `crowdfunding.apply` while
 * the review fee is due (choose the mode 1, payment window passed -2, crowdfunding failed -1). The detail page
 * (/taskDetail) asks the server's availableEvents for the buttons that act.
 */
import { crowdfundingStatus, requirementDraftStatus, subProcessStep, subStepStatus } from '../../../machines/codes/requirement.codes';
import type { RequirementFieldsFragment } from '@/gql/graphql';

export type RowAction = 'edit' | 'resubmit' | 'paySelf' | 'payGroup' | 'view';

type Codes = Pick<RequirementFieldsFragment, 'subStep' | 'subStepStatus' | 'draftStatus' | 'crowdfundingStatus' | 'outcome'>;

const FEE_OPEN = new Set<string>([crowdfundingStatus.values.chooseMode, crowdfundingStatus.values.personalPaymentFailed, crowdfundingStatus.values.crowdfundingFailed]);

export function nextActions(r: Codes): RowAction[] {
  if (r.outcome === 'rejected' || String(r.draftStatus) === requirementDraftStatus.values.rejectedByOperations) return ['resubmit', 'view'];
  if (!r.outcome && String(r.draftStatus) === requirementDraftStatus.values.draft && String(r.subStep) === subProcessStep.values.fillRequirement && String(r.subStepStatus) === subStepStatus.values.inProgress) return ['edit'];
  if (!r.outcome && String(r.subStep) === subProcessStep.values.payReviewFee && r.crowdfundingStatus !== null && r.crowdfundingStatus !== undefined && FEE_OPEN.has(String(r.crowdfundingStatus))) {
    return ['paySelf', 'payGroup', 'view'];
  }
  return ['view'];
}
