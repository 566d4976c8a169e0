import { graphql } from '@/gql';

/** The hall's filter choices: the industry tree (domain and sub-category) and the request categories (public, cached by the gateway). */
export const HallReferencesQuery = graphql(`
  query HallReferences {
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
