import { graphql } from '@/gql';

/** A checkpoint as the pages show it (the verification page, operations' ledger). */
export const CheckpointFieldsFragment = graphql(`
  fragment CheckpointFields on ChainCheckpoint {
    id
    rootHash
    prevRootHash
    at
    lastTransitionId
    transitions
  }
`);
