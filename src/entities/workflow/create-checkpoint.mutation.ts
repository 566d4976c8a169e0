import { graphql } from '@/gql';

/** POST /ops/v1/checkpoints (operations): seal a checkpoint now. */
export const CreateCheckpointMutation = graphql(`
  mutation CreateCheckpoint {
    createCheckpoint {
      ...CheckpointFields
    }
  }
`);
