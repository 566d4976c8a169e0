import { graphql } from '@/gql';

/** The requirement the page is about (GET /requ/v1/pro-hall/detail/{id}: public once in the hall, the publisher always). */
export const OpinionRequirementQuery = graphql(`
  query OpinionRequirement($id: Int!) {
    hallRequirement(id: $id) {
      ...RequirementFields
    }
  }
`);

/** POST /requ/v1/analysis/opinions: the plans with their votes and comments, my vote, why I may not take part. */
export const PlanOpinionsQuery = graphql(`
  query PlanOpinions($requirementNo: String!) {
    planOpinions(requirementNo: $requirementNo) {
      ...PlanOpinionsFields
    }
  }
`);

/** POST /requ/v1/analysis/vote: my one vote, moved when cast again (the answer updates the page's query in place). */
export const VotePlanMutation = graphql(`
  mutation VotePlan($requirementNo: String!, $planId: Int!) {
    votePlan(requirementNo: $requirementNo, planId: $planId) {
      ...PlanOpinionsFields
    }
  }
`);

/** POST /requ/v1/analysis/comment: a comment of 1-500 characters. */
export const CommentPlanMutation = graphql(`
  mutation CommentPlan($requirementNo: String!, $planId: Int!, $body: String!) {
    commentPlan(requirementNo: $requirementNo, planId: $planId, body: $body) {
      ...PlanOpinionsFields
    }
  }
`);
