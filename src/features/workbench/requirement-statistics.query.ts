import { graphql } from '@/gql';

/** GET /requ/v1/owner/statistics: my requirements by stage, drafts, pending invitations, tasks in progress, coins contributed. */
export const RequirementStatisticsQuery = graphql(`
  query RequirementStatistics {
    requirementStatistics {
      byStage {
        stage
        count
      }
      drafts
      pendingInvitations
      tasksInProgress
      contributedFen
    }
  }
`);
