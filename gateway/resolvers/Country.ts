import type { CountryResolvers } from '../generated/resolvers-types';

// The services keep the spec's field names (area_code, en_name, zh_name, Content); the schema is camelCase.
export const Country: CountryResolvers = {
  areaCode: (parent) => String(parent.area_code),
  enName: (parent) => parent.en_name,
  zhName: (parent) => parent.zh_name,
  content: (parent) => parent.Content,
};
