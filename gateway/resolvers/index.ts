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

// industry expert status (issue 12)
import { ExpertApplication } from './ExpertApplication';
import { approveExpertApplication } from './Mutation/approveExpertApplication';
import { editExpertApplication } from './Mutation/editExpertApplication';
import { rejectExpertApplication } from './Mutation/rejectExpertApplication';
import { saveExpertApplication } from './Mutation/saveExpertApplication';
import { submitExpertApplication } from './Mutation/submitExpertApplication';
import { withdrawExpertApplication } from './Mutation/withdrawExpertApplication';
import { expertApplication } from './Query/expertApplication';
import { expertApplications } from './Query/expertApplications';
import { myExpertApplication } from './Query/myExpertApplication';

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

// wallets and the ledger (issue 4)
import { approveRecharge } from './Mutation/approveRecharge';
import { cancelRechargeOrder } from './Mutation/cancelRechargeOrder';
import { confirmRechargeTransfer } from './Mutation/confirmRechargeTransfer';
import { createRechargeOrder } from './Mutation/createRechargeOrder';
import { createWithdrawal } from './Mutation/createWithdrawal';
import { exchange } from './Mutation/exchange';
import { failWithdrawal } from './Mutation/failWithdrawal';
import { markWithdrawalPaid } from './Mutation/markWithdrawalPaid';
import { rejectRecharge } from './Mutation/rejectRecharge';
import { startWithdrawalPayout } from './Mutation/startWithdrawalPayout';
import { submitRechargeVoucher } from './Mutation/submitRechargeVoucher';
import { flowEntries } from './Query/flowEntries';
import { flowEntry } from './Query/flowEntry';
import { opsRechargeOrder } from './Query/opsRechargeOrder';
import { opsRechargeOrders } from './Query/opsRechargeOrders';
import { opsWithdrawal } from './Query/opsWithdrawal';
import { opsWithdrawals } from './Query/opsWithdrawals';
import { rechargeOrder } from './Query/rechargeOrder';
import { rechargeOrders } from './Query/rechargeOrders';
import { reconciliation } from './Query/reconciliation';
import { walletBalance } from './Query/walletBalance';
import { walletConfig } from './Query/walletConfig';
import { withdrawal } from './Query/withdrawal';
import { withdrawals } from './Query/withdrawals';
import { withdrawQuote } from './Query/withdrawQuote';
import { ExchangeResult } from './ExchangeResult';
import { FlowEntryDetail } from './FlowEntryDetail';
import { OpsRechargeOrder } from './OpsRechargeOrder';
import { OpsWithdrawal } from './OpsWithdrawal';
import { RechargeOrder } from './RechargeOrder';
import { Reconciliation } from './Reconciliation';
import { Withdrawal } from './Withdrawal';

// the workflow engine: live entity charts and receipts (issue 9)
import { createCheckpoint } from './Mutation/createCheckpoint';
import { latestCheckpoint } from './Query/latestCheckpoint';
import { receipt } from './Query/receipt';
import { verifyReceipt } from './Query/verifyReceipt';
import { workflow } from './Query/workflow';
import { BankCard } from './BankCard';
import { ChainCheckpoint } from './ChainCheckpoint';
import { RealNameApplication } from './RealNameApplication';
import { Receipt } from './Receipt';
import { ReceiptVerification } from './ReceiptVerification';
import { Workflow } from './Workflow';
import { WorkflowTransition } from './WorkflowTransition';

// requirements, the hall, invitations and the review fee (issue 10)
import { applyCrowdfunding } from './Mutation/applyCrowdfunding';
import { approveCampaign } from './Mutation/approveCampaign';
import { approveRequirement } from './Mutation/approveRequirement';
import { completeRequirementStage } from './Mutation/completeRequirementStage';
import { contribute } from './Mutation/contribute';
import { handleInvitation } from './Mutation/handleInvitation';
import { joinHall } from './Mutation/joinHall';
import { payReviewFee } from './Mutation/payReviewFee';
import { rejectCampaign } from './Mutation/rejectCampaign';
import { rejectRequirement } from './Mutation/rejectRequirement';
import { reopenEvaluation } from './Mutation/reopenEvaluation';
import { saveRequirement } from './Mutation/saveRequirement';
import { reopenPreReviewStep } from './Mutation/reopenPreReviewStep';
import { addInvitationCandidate } from './Mutation/addInvitationCandidate';
import { removeInvitationCandidate } from './Mutation/removeInvitationCandidate';
import { startPreReview } from './Mutation/startPreReview';
import { stopRequirement } from './Mutation/stopRequirement';
import { submitMarketEvaluation } from './Mutation/submitMarketEvaluation';
import { submitRequirement } from './Mutation/submitRequirement';
import { withdrawRequirement } from './Mutation/withdrawRequirement';
import { campaign } from './Query/campaign';
import { hall } from './Query/hall';
import { hallMembership } from './Query/hallMembership';
import { hallRequirement } from './Query/hallRequirement';
import { invitation } from './Query/invitation';
import { invitationCateGroup } from './Query/invitationCateGroup';
import { invitationStateGroup } from './Query/invitationStateGroup';
import { invitations } from './Query/invitations';
import { marketBarGraph } from './Query/marketBarGraph';
import { myContributions } from './Query/myContributions';
import { myRequirement } from './Query/myRequirement';
import { myRequirements } from './Query/myRequirements';
import { opsCampaigns } from './Query/opsCampaigns';
import { opsInvitationCandidates } from './Query/opsInvitationCandidates';
import { opsRequirement } from './Query/opsRequirement';
import { opsRequirements } from './Query/opsRequirements';
import { requirementStatistics } from './Query/requirementStatistics';
import { reviewFeeQuote } from './Query/reviewFeeQuote';
import { Campaign } from './Campaign';
import { HallMembership } from './HallMembership';
import { Invitation } from './Invitation';
import { InvitationCandidate } from './InvitationCandidate';
import { InviteCateCount } from './InviteCateCount';
import { InviteStateCount } from './InviteStateCount';
import { Requirement } from './Requirement';

// stage 2, pre-review: the detailed market assessment (issue 12)
import { saveMarketAssessment } from './Mutation/saveMarketAssessment';
import { submitMarketAssessment } from './Mutation/submitMarketAssessment';
import { marketAssessment } from './Query/marketAssessment';
import { marketAssessmentSummary } from './Query/marketAssessmentSummary';
// stage 2, pre-review: project analysis and its review (issue 12, steps 1 and 2)
import { acknowledgeReviewGuidelines } from './Mutation/acknowledgeReviewGuidelines';
import { saveBreakdownPlan } from './Mutation/saveBreakdownPlan';
import { saveReviewScores } from './Mutation/saveReviewScores';
import { submitBreakdownPlan } from './Mutation/submitBreakdownPlan';
import { submitReviewScores } from './Mutation/submitReviewScores';
import { breakdownPlan } from './Query/breakdownPlan';
import { requirementPlans } from './Query/requirementPlans';
import { reviewTask } from './Query/reviewTask';
// stage 2, pre-review: the all-people review of breakdown plans (issue 12, /allPeopleReviewPlan)
import { commentPlan } from './Mutation/commentPlan';
import { votePlan } from './Mutation/votePlan';
import { planOpinions } from './Query/planOpinions';

// stage 2, pre-review: solutions and their expert review (issue 12, steps 3 and 4)
import { acceptSolutionTerms } from './Mutation/acceptSolutionTerms';
import { saveSolutionStep } from './Mutation/saveSolutionStep';
import { submitSolution } from './Mutation/submitSolution';
import { withdrawSolution } from './Mutation/withdrawSolution';
import { requirementSolutions } from './Query/requirementSolutions';
import { solution } from './Query/solution';
import { solutionTopics } from './Query/solutionTopics';

// The one map handed to Yoga. `Required` makes the type checker fail when a root field of the schema has no
// resolver file yet (add the field to schema.graphql, run codegen, add the file, list it here).
type RootResolvers = Required<Pick<Resolvers, 'Query' | 'Mutation'>> & {
  Query: Required<NonNullable<Resolvers['Query']>>;
  Mutation: Required<NonNullable<Resolvers['Mutation']>>;
};

export const resolvers: Resolvers & RootResolvers = {
  Query: { myBankCards, bankCard, bankCardHolder, opsBankCards, opsBankCard, captcha, countries, industries, industryTree, industry, requestCategories, dictData, me, routers, outbox, myRealName, realNameApplications, realNameApplication, faceChecks, uploadPolicy, signedUrl, personalInfo,
    walletBalance, walletConfig, rechargeOrder, rechargeOrders, withdrawQuote, withdrawal, withdrawals, flowEntries, flowEntry,
    opsRechargeOrders, opsRechargeOrder, opsWithdrawals, opsWithdrawal, reconciliation,
    workflow, receipt, verifyReceipt, latestCheckpoint,
    myRequirement, myRequirements, requirementStatistics, hall, hallRequirement, marketBarGraph, hallMembership, invitation, invitations,
    invitationCateGroup, invitationStateGroup, reviewFeeQuote, campaign, myContributions, opsRequirements, opsRequirement, opsInvitationCandidates, opsCampaigns,
    marketAssessment, marketAssessmentSummary,
    breakdownPlan, requirementPlans, reviewTask, planOpinions,
    solutionTopics, solution, requirementSolutions,
    myExpertApplication, expertApplications, expertApplication,
  },
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
    createRechargeOrder, confirmRechargeTransfer, submitRechargeVoucher, cancelRechargeOrder, createWithdrawal, exchange,
    approveRecharge, rejectRecharge, startWithdrawalPayout, markWithdrawalPaid, failWithdrawal,
    createCheckpoint,
    saveRequirement, submitRequirement, withdrawRequirement, reopenEvaluation, joinHall, handleInvitation, submitMarketEvaluation, payReviewFee, applyCrowdfunding,
    contribute, approveRequirement, rejectRequirement, stopRequirement, startPreReview, completeRequirementStage, reopenPreReviewStep, addInvitationCandidate, removeInvitationCandidate, approveCampaign, rejectCampaign,
    saveMarketAssessment, submitMarketAssessment,
    saveBreakdownPlan, submitBreakdownPlan, acknowledgeReviewGuidelines, saveReviewScores, submitReviewScores, votePlan, commentPlan,
    acceptSolutionTerms, saveSolutionStep, submitSolution, withdrawSolution,
    saveExpertApplication, submitExpertApplication, withdrawExpertApplication, editExpertApplication, approveExpertApplication, rejectExpertApplication,
  },
  Country,
  DictEntry,
  Industry,
  OutboxMessage,
  RequestCategory,
  RouteMeta,
  RouterItem,
  User,
  RechargeOrder,
  Withdrawal,
  OpsRechargeOrder,
  OpsWithdrawal,
  FlowEntryDetail,
  ExchangeResult,
  Reconciliation,
  BankCard,
  RealNameApplication,
  ExpertApplication,
  Workflow,
  WorkflowTransition,
  Receipt,
  ReceiptVerification,
  ChainCheckpoint,
  Campaign,
  HallMembership,
  Invitation,
  InvitationCandidate,
  InviteCateCount,
  InviteStateCount,
  Requirement,
};
