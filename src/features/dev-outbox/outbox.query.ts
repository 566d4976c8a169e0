import { graphql } from '@/gql';

/** Every SMS and e-mail the services stored (GET /dev/outbox, development only), newest first. */
export const OutboxQuery = graphql(`
  query Outbox {
    outbox {
      id
      channel
      recipient
      subject
      body
      createdAt
    }
  }
`);
