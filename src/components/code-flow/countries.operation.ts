import { graphql } from '@/gql';

/** GET /pass/countryList: the area-code select of the phone fields. */
export const CountriesQuery = graphql(`
  query Countries {
    countries {
      areaCode
      flag
      enName
      zhName
      content
    }
  }
`);
