import { graphql } from '@/gql';

/** The publisher's requirement with its workflow (may the fee be paid now?) and GET /requ/v1/fee/quote/{id}. */
export const PaySelfQuery = graphql(`
  query PaySelf($id: Int!) {
    myRequirement(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
    reviewFeeQuote(requirementId: $id) {
      requirementId
      minFeeFen
      serviceFeeBp
      serviceFeeFen
      reviewersFen
      coinBalanceFen
    }
  }
`);
