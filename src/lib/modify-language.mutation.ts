import { graphql } from '@/gql';

/** Saves the member's language (GET /member/v2/modify/language). */
export const ModifyLanguageMutation = graphql(`
  mutation ModifyLanguage($lang: Language!) {
    modifyLanguage(lang: $lang)
  }
`);
