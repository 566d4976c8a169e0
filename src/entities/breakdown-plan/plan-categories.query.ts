import { graphql } from '@/gql';

/** GET /requ/v1/cate/list: the request categories a sub-topic picks from (as the publish form does). */
export const PlanCategoriesQuery = graphql(`
  query PlanCategories {
    requestCategories {
      id
      industryName
      industryNameEn
    }
  }
`);
