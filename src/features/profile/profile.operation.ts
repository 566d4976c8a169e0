import { graphql } from '@/gql';

/** GET /member/v2/get/personal-info */
export const PersonalInfoQuery = graphql(`
  query PersonalInfo {
    personalInfo {
      nickname
      avatar
      fieldsOfInterest
      professionalField
      provinceCode
      cityCode
      districtCode
      introduction
    }
  }
`);

/** The industry tree for the fields of interest (public, cached by the gateway). */
export const ProfileIndustriesQuery = graphql(`
  query ProfileIndustries {
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
  }
`);

export const UpdatePersonalInfoMutation = graphql(`
  mutation UpdatePersonalInfo($input: PersonalInfoInput!) {
    # the page refetches PersonalInfo afterwards (the type has no id to normalise by)
    updatePersonalInfo(input: $input) {
      fieldsOfInterest
    }
  }
`);

export const SetNicknameMutation = graphql(`
  mutation SetNickname($nickname: String!) {
    setNickname(nickname: $nickname)
  }
`);

export const UpdateAvatarMutation = graphql(`
  mutation UpdateAvatar($avatar: String!) {
    updateAvatar(avatar: $avatar)
  }
`);
