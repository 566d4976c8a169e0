import { graphql } from '@/gql';

/** GET /member/v2/real-name/info, status only: what the gate needs. */
export const RealNameStatusQuery = graphql(`
  query RealNameStatus {
    myRealName {
      id
      status
    }
  }
`);
