/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n": typeof types.RoutersDocument,
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n": typeof types.ResetPasswordByEmailDocument,
    "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n": typeof types.ResetPasswordBySmsDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n": typeof types.SendEmailCodeDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": typeof types.SendSmsCodeDocument,
    "\n  mutation Signin($identifier: String!, $password: String!) {\n    signin(identifier: $identifier, password: $password) {\n      idToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.SigninDocument,
    "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n": typeof types.SignupEmailDocument,
    "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n": typeof types.SignupPhoneDocument,
    "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n": typeof types.VerifyCodeDocument,
    "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n": typeof types.OutboxDocument,
    "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n": typeof types.ModifyLanguageDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": typeof types.SignoutDocument,
};
const documents: Documents = {
    "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n": types.RoutersDocument,
    "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n": types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n": types.ResetPasswordByEmailDocument,
    "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n": types.ResetPasswordBySmsDocument,
    "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n": types.SendEmailCodeDocument,
    "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n": types.SendSmsCodeDocument,
    "\n  mutation Signin($identifier: String!, $password: String!) {\n    signin(identifier: $identifier, password: $password) {\n      idToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.SigninDocument,
    "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n": types.SignupEmailDocument,
    "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n": types.SignupPhoneDocument,
    "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n": types.VerifyCodeDocument,
    "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n": types.OutboxDocument,
    "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n": types.ModifyLanguageDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n": types.MeDocument,
    "\n  mutation Signout {\n    signout\n  }\n": types.SignoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Routers {\n    routers {\n      name\n      path\n      hidden\n      meta {\n        title\n        icon\n        link\n        roles\n        permissions\n      }\n      children {\n        name\n        path\n        hidden\n        meta {\n          title\n          link\n          roles\n          permissions\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      areaCode\n      flag\n      enName\n      zhName\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByEmail($input: ResetPasswordEmailInput!) {\n    resetPasswordByEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPasswordBySms($input: ResetPasswordSmsInput!) {\n    resetPasswordBySms(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendEmailCode($input: SendEmailCodeInput!) {\n    sendEmailCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendSmsCode($input: SendSmsCodeInput!) {\n    sendSmsCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signin($identifier: String!, $password: String!) {\n    signin(identifier: $identifier, password: $password) {\n      idToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation Signin($identifier: String!, $password: String!) {\n    signin(identifier: $identifier, password: $password) {\n      idToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignupEmail($input: SignupEmailInput!) {\n    signupEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignupPhone($input: SignupPhoneInput!) {\n    signupPhone(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n"): (typeof documents)["\n  mutation VerifyCode($identifier: String!, $verifyCode: String!) {\n    verifyCode(identifier: $identifier, verifyCode: $verifyCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Outbox {\n    outbox {\n      id\n      channel\n      recipient\n      subject\n      body\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n"): (typeof documents)["\n  mutation ModifyLanguage($lang: Language!) {\n    modifyLanguage(lang: $lang)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      phone\n      primaryEmail\n      nickname\n      avatar\n      passwordLastModify\n      jyPasswordLastModify\n      localization\n      roles\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signout {\n    signout\n  }\n"): (typeof documents)["\n  mutation Signout {\n    signout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;