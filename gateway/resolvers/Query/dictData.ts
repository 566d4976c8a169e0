import type { QueryResolvers } from '../../generated/resolvers-types';
import type { RestDictEntry } from '../../rest-types';

export const dictData: NonNullable<QueryResolvers['dictData']> = (_parent, { type }, { rest }) =>
  rest.get<RestDictEntry[]>(`/system/dict/data/type/${encodeURIComponent(type)}`);
