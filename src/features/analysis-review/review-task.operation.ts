import { graphql } from '@/gql';

/** The kind-4 invitation and my review task (GET /requ/v1/invitation/detail/{id}, GET /requ/v1/review/task/{id}). */
export const ReviewTaskQuery = graphql(`
  query ReviewTask($invitationId: Int!) {
    invitation(id: $invitationId) {
      ...InvitationFields
    }
    reviewTask(invitationId: $invitationId) {
      ...ReviewTaskFields
    }
  }
`);

/** POST /requ/v1/review/guidelines: the reviewer acknowledges the review guidelines (recorded on the task). */
export const AcknowledgeGuidelinesMutation = graphql(`
  mutation AcknowledgeReviewGuidelines($invitationId: Int!) {
    acknowledgeReviewGuidelines(invitationId: $invitationId) {
      ...ReviewTaskFields
    }
  }
`);

/** POST /requ/v1/review/scores/save: my scores so far. */
export const SaveReviewScoresMutation = graphql(`
  mutation SaveReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {
    saveReviewScores(invitationId: $invitationId, reviews: $reviews) {
      ...ReviewTaskFields
    }
  }
`);

/** POST /requ/v1/review/scores/submit: every plan fully scored, once (final). */
export const SubmitReviewScoresMutation = graphql(`
  mutation SubmitReviewScores($invitationId: Int!, $reviews: [ItemReviewInput!]!) {
    submitReviewScores(invitationId: $invitationId, reviews: $reviews) {
      ...ReviewTaskFields
    }
  }
`);
