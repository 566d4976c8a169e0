import { graphql } from '@/gql';

/** GET /member/v2/expert/info, and the industry tree the fields are picked from. */
export const MyExpertApplicationQuery = graphql(`
  query MyExpertApplication {
    myExpertApplication {
      ...ExpertApplicationFields
      workflow {
        ...WorkflowFields
      }
    }
    industryTree {
      id
      name
      cnName
      children {
        id
        name
        cnName
      }
    }
  }
`);

/** POST /member/v2/expert/save. */
export const SaveExpertApplicationMutation = graphql(`
  mutation SaveExpertApplication($input: ExpertApplicationInput!) {
    saveExpertApplication(input: $input) {
      ...ExpertApplicationFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

/** POST /member/v2/expert/submit. */
export const SubmitExpertApplicationMutation = graphql(`
  mutation SubmitExpertApplication($input: ExpertApplicationInput!) {
    submitExpertApplication(input: $input) {
      ...ExpertApplicationFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

/** POST /member/v2/expert/withdraw. */
export const WithdrawExpertApplicationMutation = graphql(`
  mutation WithdrawExpertApplication {
    withdrawExpertApplication {
      ...ExpertApplicationFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

/** POST /member/v2/expert/edit. */
export const EditExpertApplicationMutation = graphql(`
  mutation EditExpertApplication {
    editExpertApplication {
      ...ExpertApplicationFields
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
