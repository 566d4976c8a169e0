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

// real-name (issue 3)
import { approveRealName } from './Mutation/approveRealName';
import { failFaceCheck } from './Mutation/failFaceCheck';
import { passFaceCheck } from './Mutation/passFaceCheck';
import { rejectRealName } from './Mutation/rejectRealName';
import { submitRealName } from './Mutation/submitRealName';
import { faceChecks } from './Query/faceChecks';
import { myRealName } from './Query/myRealName';
import { realNameApplication } from './Query/realNameApplication';
import { realNameApplications } from './Query/realNameApplications';

// profile and uploads (issue 3)
import { setNickname } from './Mutation/setNickname';
import { updateAvatar } from './Mutation/updateAvatar';
import { updatePersonalInfo } from './Mutation/updatePersonalInfo';
import { personalInfo } from './Query/personalInfo';
import { signedUrl } from './Query/signedUrl';
import { uploadPolicy } from './Query/uploadPolicy';

// bank cards (issue 3)
import { bindBankCard } from './Mutation/bindBankCard';
import { cancelBankCard } from './Mutation/cancelBankCard';
import { confirmBankCardAmount } from './Mutation/confirmBankCardAmount';
import { deleteBankCard } from './Mutation/deleteBankCard';
import { editBankCard } from './Mutation/editBankCard';
import { failBankCardVerification } from './Mutation/failBankCardVerification';
import { setDefaultBankCard } from './Mutation/setDefaultBankCard';
import { unlinkBankCard } from './Mutation/unlinkBankCard';
import { bankCard } from './Query/bankCard';
import { bankCardHolder } from './Query/bankCardHolder';
import { myBankCards } from './Query/myBankCards';
import { opsBankCard } from './Query/opsBankCard';
import { opsBankCards } from './Query/opsBankCards';

// account security (issue 3)
import { bindEmail } from './Mutation/bindEmail';
import { bindPhone } from './Mutation/bindPhone';
import { modifyLoginPasswordByCode } from './Mutation/modifyLoginPasswordByCode';
import { modifyLoginPasswordByCurrent } from './Mutation/modifyLoginPasswordByCurrent';
import { modifyPayPasswordByCode } from './Mutation/modifyPayPasswordByCode';
import { modifyPayPasswordByCurrent } from './Mutation/modifyPayPasswordByCurrent';
import { sendBindCode } from './Mutation/sendBindCode';
import { sendSecurityCode } from './Mutation/sendSecurityCode';

// The one map handed to Yoga. `Required` makes the type checker fail when a root field of the schema has no
// resolver file yet (add the field to schema.graphql, run codegen, add the file, list it here).
type RootResolvers = Required<Pick<Resolvers, 'Query' | 'Mutation'>> & {
  Query: Required<NonNullable<Resolvers['Query']>>;
  Mutation: Required<NonNullable<Resolvers['Mutation']>>;
};

export const resolvers: Resolvers & RootResolvers = {
  Query: { myBankCards, bankCard, bankCardHolder, opsBankCards, opsBankCard, captcha, countries, industries, industryTree, industry, requestCategories, dictData, me, routers, outbox, myRealName, realNameApplications, realNameApplication, faceChecks, uploadPolicy, signedUrl, personalInfo },
  Mutation: {
    sendSecurityCode, sendBindCode, modifyLoginPasswordByCode, modifyPayPasswordByCode, modifyLoginPasswordByCurrent, modifyPayPasswordByCurrent, bindPhone, bindEmail,
    bindBankCard, confirmBankCardAmount, editBankCard, cancelBankCard, setDefaultBankCard, unlinkBankCard, deleteBankCard, failBankCardVerification,
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
    updatePersonalInfo,
    setNickname,
    updateAvatar,
    submitRealName,
    approveRealName,
    rejectRealName,
    passFaceCheck,
    failFaceCheck,
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
