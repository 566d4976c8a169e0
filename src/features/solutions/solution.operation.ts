import { graphql } from '@/gql';

/** My solution to one sub-topic, as the provider's page shows it. */
export const SolutionFieldsFragment = graphql(`
  fragment SolutionFields on Solution {
    invitationId
    subTopicId
    solutionId
    state
    codes {
      taskState
      reviewStatus
      result
    }
    currentStep
    content {
      ...SolutionContentFields
    }
    attachments {
      key
      name
      contentType
      size
    }
    termsAcceptedAt
    submittedAt
    editable
    availableEvents
  }
`);

/** GET /requ/v1/solution/topics/{invitationId}: the selected plan's sub-topics with my solution to each. */
export const SolutionTopicsQuery = graphql(`
  query SolutionTopics($invitationId: Int!) {
    invitation(id: $invitationId) {
      ...InvitationFields
    }
    solutionTopics(invitationId: $invitationId) {
      invitationId
      requirement {
        id
        requirementNo
        title
        state
      }
      expiredAt
      editable
      subTopics {
        id
        position
        title
        researchContent
        expectedResults
        metrics {
          name
          target
        }
        technicalBasis
        integration
        solution {
          id
          state
          codes {
            taskState
            reviewStatus
            result
          }
        }
      }
    }
  }
`);

/** GET /requ/v1/solution/detail/{invitationId}/{subTopicId}: my solution to one sub-topic. */
export const SolutionQuery = graphql(`
  query Solution($invitationId: Int!, $subTopicId: Int!) {
    solution(invitationId: $invitationId, subTopicId: $subTopicId) {
      ...SolutionFields
    }
  }
`);

/** POST /requ/v1/solution/terms: the terms accepted, the solution opens at step 1. */
export const AcceptSolutionTermsMutation = graphql(`
  mutation AcceptSolutionTerms($invitationId: Int!, $subTopicId: Int!) {
    acceptSolutionTerms(invitationId: $invitationId, subTopicId: $subTopicId) {
      ...SolutionFields
    }
  }
`);

/** POST /requ/v1/solution/save: one step as a draft. */
export const SaveSolutionStepMutation = graphql(`
  mutation SaveSolutionStep(
    $invitationId: Int!
    $subTopicId: Int!
    $step: Int!
    $approach: SolutionApproachInput
    $detail: SolutionDetailInput
    $team: SolutionTeamInput
    $plan: SolutionPlanInput
  ) {
    saveSolutionStep(invitationId: $invitationId, subTopicId: $subTopicId, step: $step, approach: $approach, detail: $detail, team: $team, plan: $plan) {
      ...SolutionFields
    }
  }
`);

/** POST /requ/v1/solution/submit: every step complete (final). */
export const SubmitSolutionMutation = graphql(`
  mutation SubmitSolution($invitationId: Int!, $subTopicId: Int!) {
    submitSolution(invitationId: $invitationId, subTopicId: $subTopicId) {
      ...SolutionFields
    }
  }
`);

/** POST /requ/v1/solution/withdraw: before submitting (it cannot be restarted). */
export const WithdrawSolutionMutation = graphql(`
  mutation WithdrawSolution($invitationId: Int!, $subTopicId: Int!) {
    withdrawSolution(invitationId: $invitationId, subTopicId: $subTopicId) {
      ...SolutionFields
    }
  }
`);
