import { graphql } from '@/gql';

/** Everything the live chart of an entity shows (docs/workflow.md): one fragment for every lifecycle and every page. */
export const WorkflowFieldsFragment = graphql(`
  fragment WorkflowFields on Workflow {
    entityType
    entityId
    machineId
    state
    stateValue
    context
    version
    viewerRole
    availableEvents
    nextEvents {
      event
      by
    }
    history {
      seq
      event
      from
      to
      actorRole
      actorId
      reason
      at
      hash
    }
    deadlineAt
  }
`);
