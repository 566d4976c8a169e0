import { graphql } from '@/gql';

/** POST /requ/v1/market/evaluate/submit (id: the accepted evaluation invitation, marketSize: a spec 3 range). */
export const SubmitMarketEvaluationMutation = graphql(`
  mutation SubmitMarketEvaluation($id: Int!, $marketSize: String!) {
    submitMarketEvaluation(id: $id, marketSize: $marketSize) {
      ...InvitationFields
    }
  }
`);
