import { graphql } from '@/gql';

/** GET /requ/v1/pro-hall/membership: the kinds the caller joined as and the fields invitations are matched on. */
export const HallMembershipQuery = graphql(`
  query HallMembership {
    hallMembership {
      kinds
      industryIds
      joinedAt
    }
  }
`);
