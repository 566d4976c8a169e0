import { graphql } from '@/gql';

/** POST /requ/v1/market/evaluate/bar-graph (requriementNo): the current round's answers, every range listed. */
export const MarketBarGraphQuery = graphql(`
  query MarketBarGraph($requirementNo: String!) {
    marketBarGraph(requirementNo: $requirementNo) {
      requirementNo
      total
      bars {
        marketSize
        count
      }
    }
  }
`);
