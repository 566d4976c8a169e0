import { graphql } from '@/gql';

/**
 * An invitation as the invitee sees it (GET /requ/v1/invitation/detail/{id}, the rows of /requ/v1/invitation/pages):
 * the one place its shape is written. `availableEvents` (invite.accept, invite.reject) decides the buttons of a row;
 * the detail page also asks for `workflow { ...WorkflowFields }`.
 */
export const InvitationFieldsFragment = graphql(`
  fragment InvitationFields on Invitation {
    id
    status
    cate
    expiredAt
    payBack
    industryName
    industryNameEn
    createdAt
    marketSize
    campaignId
    reason {
      key
      fieldZh
      fieldEn
      terms
      completed
    }
    availableEvents
    requirement {
      id
      requirementNo
      title
      mainProcess
      state
    }
  }
`);
