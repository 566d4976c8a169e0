import { graphql } from '@/gql';

/** GET /ops/v1/expert/pages. */
export const ExpertApplicationsQuery = graphql(`
  query ExpertApplications($status: ExpertApplicationStatus, $pageNum: Int, $pageSize: Int) {
    expertApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {
      total_record
      records {
        id
        userId
        account
        nickname
        status
        fields {
          id
          name
          cnName
        }
        submissions
        submittedAt
        decidedAt
        reason
      }
    }
  }
`);

/** GET /ops/v1/expert/{id}: everything, with signed credential URLs and the decision history. */
export const ExpertApplicationQuery = graphql(`
  query ExpertApplication($id: Int!) {
    expertApplication(id: $id) {
      ...ExpertApplicationFields
      userId
      account
      nickname
      history {
        event
        from
        to
        actorId
        actorRole
        reason
        at
      }
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

export const ApproveExpertApplicationMutation = graphql(`
  mutation ApproveExpertApplication($id: Int!, $reason: String) {
    approveExpertApplication(id: $id, reason: $reason) {
      id
      status
      expert
      # The review buttons follow the workflow that comes with the decision.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

export const RejectExpertApplicationMutation = graphql(`
  mutation RejectExpertApplication($id: Int!, $reason: String!) {
    rejectExpertApplication(id: $id, reason: $reason) {
      id
      status
      reason
      # The review buttons follow the workflow that comes with the decision.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);
