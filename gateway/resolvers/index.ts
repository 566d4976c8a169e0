import type { Resolvers } from '../generated/resolvers-types';
import { Country } from './Country';
import { DictEntry } from './DictEntry';
import { Industry } from './Industry';
import { modifyLanguage } from './Mutation/modifyLanguage';
import { refreshToken } from './Mutation/refreshToken';
import { resetPasswordByEmail } from './Mutation/resetPasswordByEmail';
import { resetPasswordBySms } from './Mutation/resetPasswordBySms';
import { sendEmailCode } from './Mutation/sendEmailCode';
import { sendSmsCode } from './Mutation/sendSmsCode';
import { signin } from './Mutation/signin';
import { signout } from './Mutation/signout';
import { signupEmail } from './Mutation/signupEmail';
import { signupPhone } from './Mutation/signupPhone';
import { verifyCode } from './Mutation/verifyCode';
import { OutboxMessage } from './OutboxMessage';
import { captcha } from './Query/captcha';
import { countries } from './Query/countries';
import { dictData } from './Query/dictData';
import { industries } from './Query/industries';
import { industry } from './Query/industry';
import { industryTree } from './Query/industryTree';
import { me } from './Query/me';
import { outbox } from './Query/outbox';
import { requestCategories } from './Query/requestCategories';
import { routers } from './Query/routers';
import { RequestCategory } from './RequestCategory';
import { RouteMeta } from './RouteMeta';
import { RouterItem } from './RouterItem';
import { User } from './User';

// The one map handed to Yoga. `Required` makes the type checker fail when a root field of the schema has no
// resolver file yet (add the field to schema.graphql, run codegen, add the file, list it here).
type RootResolvers = Required<Pick<Resolvers, 'Query' | 'Mutation'>> & {
  Query: Required<NonNullable<Resolvers['Query']>>;
  Mutation: Required<NonNullable<Resolvers['Mutation']>>;
};

export const resolvers: Resolvers & RootResolvers = {
  Query: { captcha, countries, industries, industryTree, industry, requestCategories, dictData, me, routers, outbox },
  Mutation: {
    sendSmsCode,
    sendEmailCode,
    verifyCode,
    signupPhone,
    signupEmail,
    signin,
    refreshToken,
    signout,
    modifyLanguage,
    resetPasswordBySms,
    resetPasswordByEmail,
  },
  Country,
  DictEntry,
  Industry,
  OutboxMessage,
  RequestCategory,
  RouteMeta,
  RouterItem,
  User,
};
