import { graphql } from '@/gql';

/** The server menu for the caller's roles (GET /getRouters), merged into the top navigation. */
export const RoutersQuery = graphql(`
  query Routers {
    routers {
      name
      path
      hidden
      meta {
        title
        icon
        link
        roles
        permissions
      }
      children {
        name
        path
        hidden
        meta {
          title
          link
          roles
          permissions
        }
      }
    }
  }
`);
