import { graphql } from '@/gql';

/** GET /ops/v1/real-name/pages. */
export const RealNameApplicationsQuery = graphql(`
  query RealNameApplications($status: RealNameStatus, $pageNum: Int, $pageSize: Int) {
    realNameApplications(status: $status, pageNum: $pageNum, pageSize: $pageSize) {
      total_record
      records {
        id
        userId
        account
        status
        subjectType
        realName
        organisationName
        idType
        method
        submittedAt
        decidedAt
        reason
      }
    }
  }
`);

/** GET /ops/v1/real-name/{id}: everything, with signed image URLs and the decision history. */
export const RealNameApplicationQuery = graphql(`
  query RealNameApplication($id: Int!) {
    realNameApplication(id: $id) {
      ...RealNameApplicationFields
      userId
      account
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

export const ApproveRealNameMutation = graphql(`
  mutation ApproveRealName($id: Int!, $reason: String) {
    approveRealName(id: $id, reason: $reason) {
      id
      status
      # The review buttons follow the workflow that comes with the decision.
      workflow {
        ...WorkflowFields
      }
    }
  }
`);

export const RejectRealNameMutation = graphql(`
  mutation RejectRealName($id: Int!, $reason: String!) {
    rejectRealName(id: $id, reason: $reason) {
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

/** GET /ops/v1/face-check/pages. */
export const FaceChecksQuery = graphql(`
  query FaceChecks($status: FaceCheckStatus, $pageNum: Int, $pageSize: Int) {
    faceChecks(status: $status, pageNum: $pageNum, pageSize: $pageSize) {
      total_record
      records {
        id
        applicationId
        userId
        account
        organisationName
        creditCode
        provider
        status
        reason
        createdAt
        decidedAt
      }
    }
  }
`);

export const PassFaceCheckMutation = graphql(`
  mutation PassFaceCheck($id: Int!, $reason: String) {
    passFaceCheck(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const FailFaceCheckMutation = graphql(`
  mutation FailFaceCheck($id: Int!, $reason: String!) {
    failFaceCheck(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`);
