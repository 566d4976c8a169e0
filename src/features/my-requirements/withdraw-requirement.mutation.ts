import { graphql } from '@/gql';

/** POST /requ/v1/owner/withdraw: the publisher ends the requirement (before the fee is paid or a campaign runs). */
export const WithdrawRequirementMutation = graphql(`
  mutation WithdrawRequirement($id: Int!) {
    withdrawRequirement(id: $id) {
      ...RequirementFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
