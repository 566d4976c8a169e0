import { graphql } from '@/gql';

/** GET /public/v1/checkpoints/latest (no sign-in): the root hash anyone can compare with a published copy. */
export const LatestCheckpointQuery = graphql(`
  query LatestCheckpoint {
    latestCheckpoint {
      ...CheckpointFields
    }
  }
`);
