import type { DictEntryResolvers } from '../generated/resolvers-types';

export const DictEntry: DictEntryResolvers = {
  // dictLabelEn is our addition to the spec's shape; an entry without it shows its Chinese label in English too.
  dictLabelEn: (parent) => parent.dictLabelEn ?? parent.dictLabel,
  dictValue: (parent) => String(parent.dictValue),
  listClass: (parent) => parent.listClass ?? null,
  cssClass: (parent) => parent.cssClass ?? null,
};
