import { graphql } from '@/gql';

/** GET /workflow/v1/{entityType}/{entityId}: the chart of one entity (its owner or operations). */
export const EntityWorkflowQuery = graphql(`
  query EntityWorkflow($entityType: String!, $entityId: String!) {
    workflow(entityType: $entityType, entityId: $entityId) {
      ...WorkflowFields
    }
  }
`);
