import { graphql } from '@/gql';

/** POST /requ/v1/pro-hall/join: join the hall, or change the kinds and fields. */
export const JoinHallMutation = graphql(`
  mutation JoinHall($input: JoinHallInput!) {
    joinHall(input: $input) {
      kinds
      industryIds
      joinedAt
    }
  }
`);
