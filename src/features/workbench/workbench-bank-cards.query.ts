import { graphql } from '@/gql';

/** The statuses of the member's cards (GET /member/v2/bank-card/list), for the checklist. */
export const WorkbenchBankCardsQuery = graphql(`
  query WorkbenchBankCards {
    myBankCards {
      id
      status
    }
  }
`);
