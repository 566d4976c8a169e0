import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestCountry } from '../../rest-types';

export const countries: NonNullable<QueryResolvers['countries']> = (_parent, _args, { rest }) =>
  rest.get<RestCountry[]>('/pass/countryList');
