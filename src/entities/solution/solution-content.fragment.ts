import { graphql } from '@/gql';

/** A solution's four content steps (machines/rules/solution.ts) as the provider, the experts and the publisher read them. */
export const SolutionContentFieldsFragment = graphql(`
  fragment SolutionContentFields on SolutionContent {
    approach {
      summary
      approach
    }
    detail {
      detailHtml
      attachments {
        key
        name
      }
    }
    team {
      members {
        name
        role
        expertise
      }
    }
    plan {
      costFen
      durationDays
      milestones {
        title
        day
        deliverable
      }
    }
  }
`);
