import { graphql } from '@/gql';

/** GET /requ/v1/invitation/detail/{id} and GET /requ/v1/analysis/plan/{invitationId}: the invitation and my plan. */
export const BreakdownPlanQuery = graphql(`
  query BreakdownPlan($invitationId: Int!) {
    invitation(id: $invitationId) {
      ...InvitationFields
    }
    breakdownPlan(invitationId: $invitationId) {
      ...BreakdownPlanFields
    }
  }
`);

/** POST /requ/v1/analysis/plan/save: a draft (sub-topics may be partial, none malformed). */
export const SaveBreakdownPlanMutation = graphql(`
  mutation SaveBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {
    saveBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {
      ...BreakdownPlanFields
    }
  }
`);

/** POST /requ/v1/analysis/plan/submit: the complete plan, once (final). */
export const SubmitBreakdownPlanMutation = graphql(`
  mutation SubmitBreakdownPlan($invitationId: Int!, $subTopics: [SubTopicInput!]!) {
    submitBreakdownPlan(invitationId: $invitationId, subTopics: $subTopics) {
      ...BreakdownPlanFields
    }
  }
`);
