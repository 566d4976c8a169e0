import { graphql } from '@/gql';

/** Where the member's real-name verification stands (GET /member/v2/real-name/info), for the checklist. */
export const WorkbenchRealNameQuery = graphql(`
  query WorkbenchRealName {
    myRealName {
      status
      reason
    }
  }
`);
