import { graphql } from '@/gql';

/** The domain tree (industry → sub-category) and the request categories of the publish form. */
export const PublishOptionsQuery = graphql(`
  query PublishOptions {
    industryTree {
      id
      name
      cnName
      children {
        id
        name
        cnName
      }
    }
    requestCategories {
      id
      industryName
      industryNameEn
    }
  }
`);
