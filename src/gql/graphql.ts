/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BankCardDetailsInput = {
  branchName: string;
  /** Digits (spaces between groups are ignored). */
  cardNumber: string;
  /** The bank-registered mobile, 11 digits. */
  mobile: string;
};

/** Where a bank card stands (machines/identity/bank-card.machine.ts; spec section 4). Removed cards (cancelled, deleted, unlinked) are not listed. */
export type BankCardStatus =
  /** Ended by the member before verification (only operations' lists show it). */
  | 'cancelled'
  /** Removed by the member (only operations' lists show it). */
  | 'deleted'
  /** The amount was not back-filled within 3 days: edit the details or cancel. */
  | 'expired'
  /** 'Verification failed' (deposit failed, or marked failed by operations): edit the details or cancel. */
  | 'failed'
  /** Details filled, deposit not sent yet (only for an instant while binding). */
  | 'filling'
  /** 'Amount exceeds limit': too many wrong amounts; the card can only be removed. */
  | 'locked'
  /** Unlinked with the transaction password (only operations' lists show it). */
  | 'unlinked'
  /** Verified: can be the default card, or be unlinked with the transaction password. */
  | 'verified'
  /** The micro-deposit is sent; waiting for the member to back-fill the amount. */
  | 'verifying';

export type BindEmailInput = {
  /** The code key of a bind code sent to this e-mail. */
  ecdk: string;
  email: string;
};

export type BindPhoneInput = {
  areaCode: string;
  /** The code key of a bind code sent to this phone. */
  pcdk: string;
  phone: string;
};

/** How a signed-in member receives a code: to the own (or, for binding, the new) phone or e-mail. */
export type CodeChannel =
  | 'email'
  | 'sms';

export type ExchangeDirection =
  | 'cnyToCoin'
  | 'coinToCny';

export type ExchangeInput = {
  amountFen: number;
  direction: ExchangeDirection;
  transactionPassword: string;
};

export type FaceCheckStatus =
  | 'failed'
  | 'passed'
  | 'pending';

/** The identity document of a person. */
export type IdDocumentType =
  | 'drivingLicence'
  | 'nationalId'
  | 'passport';

export type Language =
  | 'en'
  | 'zh';

export type ModifyPasswordByCodeInput = {
  /** Where the code went (the member's own phone or e-mail). */
  channel: CodeChannel;
  /** The code key from verifyCode (pcdk for sms, ecdk for email). */
  codeKey: string;
  newPassword: string;
  rNewPassword: string;
};

export type ModifyPasswordByCurrentInput = {
  /** The current login password, or the old transaction password. */
  currentPassword: string;
  newPassword: string;
  rNewPassword: string;
};

export type OutboxChannel =
  /** A bank statement line (the embedded micro-deposit adapter of bank-card verification). */
  | 'bank'
  | 'email'
  | 'sms';

export type PersonalInfoInput = {
  cityCode?: string | null | undefined;
  districtCode?: string | null | undefined;
  /** 1 to 6 industry ids from the industry tree. */
  fieldsOfInterest: Array<number>;
  /** Plain text, at most 500 characters. */
  introduction?: string | null | undefined;
  /** At most 50 characters. */
  professionalField?: string | null | undefined;
  /** Give all three codes or none. */
  provinceCode?: string | null | undefined;
};

/** How an organisation proves its representative: the legal representative's face check, or an authorized representative's stamped letter. */
export type RealNameMethod =
  | 'face'
  | 'letter';

/** Where a member's real-name verification stands (machines/identity/real-name.machine.ts; spec section 4). */
export type RealNameStatus =
  | 'failed'
  | 'filling'
  | 'identityCheck'
  | 'inReview'
  | 'unverified'
  | 'verified';

export type RealNameSubject =
  | 'organisation'
  | 'person';

/** What a receipt check found. */
export type ReceiptCheck =
  /** A stored row of the entity's chain does not recompute: the log was altered (brokenAt names the row). */
  | 'chainBroken'
  /** A transition is stored there, but with other content or another hash than the receipt's. */
  | 'receiptMismatch'
  /** No stored transition has this entity and position. */
  | 'unknownTransition'
  /** The transition is stored as the receipt says and its entity's chain recomputes up to it. */
  | 'valid';

/** A receipt to check, as the receipt file holds it (fields of Receipt other than json). */
export type ReceiptInput = {
  /** member, operations or system. */
  actorRole: string;
  /** ISO 8601 with milliseconds. */
  at: string;
  /** The entity's id, as text. */
  entityId: string;
  /** The entity type. */
  entityType: string;
  /** The event type. */
  event: string;
  /** portal-receipt/1. */
  format: string;
  /** The state before; null for the creating transition. */
  from?: string | null | undefined;
  /** The transition's hash (hex). */
  hash: string;
  /** When the receipt was issued (ISO 8601); not part of the check. */
  issuedAt?: string | null | undefined;
  /** The previous transition's hash (hex). */
  prevHash: string;
  /** Position of the transition in the entity's chain. */
  seq: number;
  /** The state after. */
  to: string;
};

export type RechargeOrderInput = {
  amountFen: number;
  bankCardId: number;
};

/** Where a recharge order stands (machines/wallet/recharge-order.machine.ts; spec 3 codes 0-4). */
export type RechargeState =
  /** 1: upload the voucher (also after a rejection: resubmit). */
  | 'awaitingProof'
  /** 2: operations check the money arrived. */
  | 'awaitingReview'
  /** 0: remit to the platform account within the window. */
  | 'awaitingTransfer'
  /** 3: the CNY wallet is credited. */
  | 'done'
  /** 4: the window passed ('expired') or the member cancelled ('cancelled'). */
  | 'failed';

export type ResetPasswordEmailInput = {
  ecdk: string;
  email: string;
  newPassword: string;
  rNewPassword: string;
};

export type ResetPasswordSmsInput = {
  areaCode: string;
  newPassword: string;
  pcdk: string;
  phone: string;
  rNewPassword: string;
};

/** What a code to the member's own phone or e-mail is for (REST smsType / emailType 3, 4, 5). */
export type SecurityCodeType =
  /** 3: change the login password. */
  | 'loginPassword'
  /** 4: set or change the transaction (pay) password. */
  | 'payPassword'
  /** 5: prove the identity before a withdrawal (withdraw-identity flow). */
  | 'withdraw';

export type SendBindCodeInput = {
  areaCode?: string | null | undefined;
  captchaCode: string;
  captchaId: string | number;
  /** sms: areaCode and phone are required; email: email is required. */
  channel: CodeChannel;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};

export type SendEmailCodeInput = {
  captchaCode: string;
  captchaId: string | number;
  email: string;
  /** 1 sign-up, 2 forgot password. */
  emailType: number;
};

export type SendSecurityCodeInput = {
  captchaCode: string;
  captchaId: string | number;
  /** sms: the member's bound phone; email: the bound e-mail (400 when none is bound). */
  channel: CodeChannel;
  type: SecurityCodeType;
};

export type SendSmsCodeInput = {
  areaCode: string;
  captchaCode: string;
  captchaId: string | number;
  phone: string;
  /** 1 sign-up, 2 forgot password. */
  smsType: number;
};

export type SignupEmailInput = {
  confirmPassword: string;
  /** The code key from verifyCode. */
  ecdk: string;
  email: string;
  password: string;
};

export type SignupPhoneInput = {
  areaCode: string;
  confirmPassword: string;
  password: string;
  /** The code key from verifyCode. */
  pcdk: string;
  phone: string;
};

/** POST /member/v2/real-name/submit. Person fields with subjectType person, organisation fields with organisation. */
export type SubmitRealNameInput = {
  authorizationImageKey?: string | null | undefined;
  backPhotoKey?: string | null | undefined;
  creditCode?: string | null | undefined;
  frontPhotoKey?: string | null | undefined;
  handheldPhotoKey?: string | null | undefined;
  idLongTerm?: boolean | null | undefined;
  idNumber?: string | null | undefined;
  idType?: IdDocumentType | null | undefined;
  /** YYYY-MM-DD. */
  idValidFrom?: string | null | undefined;
  /** YYYY-MM-DD; omitted with idLongTerm. */
  idValidTo?: string | null | undefined;
  licenceImageKey?: string | null | undefined;
  licenceLongTerm?: boolean | null | undefined;
  licenceValidFrom?: string | null | undefined;
  licenceValidTo?: string | null | undefined;
  method?: RealNameMethod | null | undefined;
  nationality?: string | null | undefined;
  organisationName?: string | null | undefined;
  realName?: string | null | undefined;
  subjectType: RealNameSubject;
};

export type WalletKind =
  | 'cny'
  | 'coin';

/** Filters of the record pages; from/to are ms since epoch (inclusive day bounds chosen by the app). */
export type WalletRecordFilter = {
  from?: number | null | undefined;
  /** Spec 3 code: recharge '0'-'4', withdraw '0'-'3', flow type '1'-'4'. */
  status?: string | null | undefined;
  to?: number | null | undefined;
  wallet?: WalletKind | null | undefined;
};

export type WithdrawalInput = {
  amountFen: number;
  bankCardId: number;
  codeKey: string;
  /** From the withdraw-identity dialog. */
  identifier: string;
  transactionPassword: string;
};

/** Where a withdrawal stands (machines/wallet/withdrawal.machine.ts; spec 3 codes 0-3). */
export type WithdrawalState =
  /** 0: the amount is held until the platform pays. */
  | 'awaitingPayout'
  /** 3: failed; the hold is released. */
  | 'failed'
  /** 2: arrived. */
  | 'paid'
  /** 1: the platform is transferring to the card. */
  | 'paying';

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { id: string, image: string } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ areaCode: string, flag: string, enName: string, zhName: string, content: string }> };

export type SendEmailCodeMutationVariables = Exact<{
  input: SendEmailCodeInput;
}>;


export type SendEmailCodeMutation = { sendEmailCode: boolean };

export type SendSmsCodeMutationVariables = Exact<{
  input: SendSmsCodeInput;
}>;


export type SendSmsCodeMutation = { sendSmsCode: boolean };

export type VerifyCodeMutationVariables = Exact<{
  identifier: string;
  verifyCode: string;
}>;


export type VerifyCodeMutation = { verifyCode: string };

export type RoutersQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutersQuery = { routers: Array<{ name: string, path: string, hidden: boolean, meta: { title: string, icon: string | null, link: string | null, roles: Array<string> | null, permissions: Array<string> | null }, children: Array<{ name: string, path: string, hidden: boolean, meta: { title: string, link: string | null, roles: Array<string> | null, permissions: Array<string> | null } }> }> };

export type BindEmailMutationVariables = Exact<{
  input: BindEmailInput;
}>;


export type BindEmailMutation = { bindEmail: boolean };

export type BindPhoneMutationVariables = Exact<{
  input: BindPhoneInput;
}>;


export type BindPhoneMutation = { bindPhone: boolean };

export type ModifyLoginPasswordByCodeMutationVariables = Exact<{
  input: ModifyPasswordByCodeInput;
}>;


export type ModifyLoginPasswordByCodeMutation = { modifyLoginPasswordByCode: boolean };

export type ModifyLoginPasswordByCurrentMutationVariables = Exact<{
  input: ModifyPasswordByCurrentInput;
}>;


export type ModifyLoginPasswordByCurrentMutation = { modifyLoginPasswordByCurrent: boolean };

export type ModifyPayPasswordByCodeMutationVariables = Exact<{
  input: ModifyPasswordByCodeInput;
}>;


export type ModifyPayPasswordByCodeMutation = { modifyPayPasswordByCode: boolean };

export type ModifyPayPasswordByCurrentMutationVariables = Exact<{
  input: ModifyPasswordByCurrentInput;
}>;


export type ModifyPayPasswordByCurrentMutation = { modifyPayPasswordByCurrent: boolean };

export type SendBindCodeMutationVariables = Exact<{
  input: SendBindCodeInput;
}>;


export type SendBindCodeMutation = { sendBindCode: boolean };

export type SendSecurityCodeMutationVariables = Exact<{
  input: SendSecurityCodeInput;
}>;


export type SendSecurityCodeMutation = { sendSecurityCode: boolean };

export type PayViewBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type PayViewBalanceQuery = { walletBalance: { cnyFen: number, coinFen: number, heldFen: number } };

export type RealNameStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RealNameStatusQuery = { myRealName: { id: number | null, status: RealNameStatus } };

export type UploadPolicyQueryVariables = Exact<{
  fileName: string;
}>;


export type UploadPolicyQuery = { uploadPolicy: { host: string, key: string, expire: number, maxSize: number, fields: Array<{ name: string, value: string }> } };

export type SignedUrlQueryVariables = Exact<{
  objectKey: string;
}>;


export type SignedUrlQuery = { signedUrl: string };

export type CheckpointFieldsFragment = { id: number, rootHash: string, prevRootHash: string | null, at: string, lastTransitionId: number, transitions: number | null } & { ' $fragmentName'?: 'CheckpointFieldsFragment' };

export type CreateCheckpointMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCheckpointMutation = { createCheckpoint: { ' $fragmentRefs'?: { 'CheckpointFieldsFragment': CheckpointFieldsFragment } } | null };

export type EntityReceiptQueryVariables = Exact<{
  entityType: string;
  entityId: string;
  seq: number;
}>;


export type EntityReceiptQuery = { receipt: { entityType: string, entityId: string, seq: number, json: string } };

export type EntityWorkflowQueryVariables = Exact<{
  entityType: string;
  entityId: string;
}>;


export type EntityWorkflowQuery = { workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } };

export type LatestCheckpointQueryVariables = Exact<{ [key: string]: never; }>;


export type LatestCheckpointQuery = { latestCheckpoint: { ' $fragmentRefs'?: { 'CheckpointFieldsFragment': CheckpointFieldsFragment } } | null };

export type WorkflowFieldsFragment = { entityType: string, entityId: string, machineId: string, state: string, stateValue: string, context: string, version: number, viewerRole: string, availableEvents: Array<string>, deadlineAt: number | null, nextEvents: Array<{ event: string, by: Array<string> }>, history: Array<{ seq: number, event: string, from: string | null, to: string, actorRole: string, actorId: number | null, reason: string | null, at: number, hash: string }> } & { ' $fragmentName'?: 'WorkflowFieldsFragment' };

export type ResetPasswordByEmailMutationVariables = Exact<{
  input: ResetPasswordEmailInput;
}>;


export type ResetPasswordByEmailMutation = { resetPasswordByEmail: boolean };

export type ResetPasswordBySmsMutationVariables = Exact<{
  input: ResetPasswordSmsInput;
}>;


export type ResetPasswordBySmsMutation = { resetPasswordBySms: boolean };

export type SigninMutationVariables = Exact<{
  identifier: string;
  password: string;
}>;


export type SigninMutation = { signin: { idToken: string, refreshToken: string, expiresIn: number } };

export type SignupEmailMutationVariables = Exact<{
  input: SignupEmailInput;
}>;


export type SignupEmailMutation = { signupEmail: boolean };

export type SignupPhoneMutationVariables = Exact<{
  input: SignupPhoneInput;
}>;


export type SignupPhoneMutation = { signupPhone: boolean };

export type BankCardFieldsFragment = { id: number, status: BankCardStatus, maskedNumber: string, last4: string, bankCode: string, bankName: string, ruralCreditUnion: boolean, cardType: string, cardholderName: string, branchName: string, mobile: string, isDefault: boolean, attemptsLeft: number, maxAttempts: number, reason: string | null, depositSentAt: number | null, expiresAt: number | null, verifiedAt: number | null, createdAt: number } & { ' $fragmentName'?: 'BankCardFieldsFragment' };

export type MyBankCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBankCardsQuery = { myBankCards: Array<{ ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } }> };

export type BankCardQueryVariables = Exact<{
  id: number;
}>;


export type BankCardQuery = { bankCard: { ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } } };

export type BankCardHolderQueryVariables = Exact<{ [key: string]: never; }>;


export type BankCardHolderQuery = { bankCardHolder: { cardholderName: string | null, realNameVerified: boolean, payPasswordSet: boolean, verifyingCount: number } };

export type BindBankCardMutationVariables = Exact<{
  input: BankCardDetailsInput;
}>;


export type BindBankCardMutation = { bindBankCard: { ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } } };

export type EditBankCardMutationVariables = Exact<{
  id: number;
  input: BankCardDetailsInput;
}>;


export type EditBankCardMutation = { editBankCard: { ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } } };

export type ConfirmBankCardAmountMutationVariables = Exact<{
  id: number;
  amount: string;
}>;


export type ConfirmBankCardAmountMutation = { confirmBankCardAmount: { correct: boolean, message: string, card: { ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } } } };

export type CancelBankCardMutationVariables = Exact<{
  id: number;
}>;


export type CancelBankCardMutation = { cancelBankCard: boolean };

export type DeleteBankCardMutationVariables = Exact<{
  id: number;
}>;


export type DeleteBankCardMutation = { deleteBankCard: boolean };

export type SetDefaultBankCardMutationVariables = Exact<{
  id: number;
}>;


export type SetDefaultBankCardMutation = { setDefaultBankCard: { ' $fragmentRefs'?: { 'BankCardFieldsFragment': BankCardFieldsFragment } } };

export type UnlinkBankCardMutationVariables = Exact<{
  id: number;
  transactionPassword: string;
}>;


export type UnlinkBankCardMutation = { unlinkBankCard: boolean };

export type OutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type OutboxQuery = { outbox: Array<{ id: string, channel: OutboxChannel, recipient: string, subject: string | null, body: string, createdAt: string }> };

export type ApproveRechargeMutationVariables = Exact<{
  id: number;
  idempotencyKey: string;
}>;


export type ApproveRechargeMutation = { approveRecharge: { id: number, status: string, state: RechargeState, reason: string | null, completedAt: number | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } };

export type OpsBankCardsQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  status?: BankCardStatus | null | undefined;
}>;


export type OpsBankCardsQuery = { opsBankCards: { total_record: number, records: Array<{ userId: number, memberPhone: string | null, memberEmail: string | null, card: { id: number, status: BankCardStatus, maskedNumber: string, bankName: string, cardholderName: string, attemptsLeft: number, maxAttempts: number, reason: string | null, depositSentAt: number | null } }> } };

export type OpsBankCardQueryVariables = Exact<{
  id: number;
}>;


export type OpsBankCardQuery = { opsBankCard: { history: Array<{ seq: number, event: string, from: string | null, to: string, actorId: number | null, actorRole: string, reason: string | null, at: number }> } };

export type FailBankCardVerificationMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type FailBankCardVerificationMutation = { failBankCardVerification: { id: number, status: BankCardStatus, reason: string | null } };

export type FailWithdrawalMutationVariables = Exact<{
  id: number;
  reason: string;
  idempotencyKey: string;
}>;


export type FailWithdrawalMutation = { failWithdrawal: { id: number, status: string, state: WithdrawalState, reason: string | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } };

export type MarkWithdrawalPaidMutationVariables = Exact<{
  id: number;
  bankReference: string;
  idempotencyKey: string;
}>;


export type MarkWithdrawalPaidMutation = { markWithdrawalPaid: { id: number, status: string, state: WithdrawalState, bankReference: string | null, arrivedAt: number | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } };

export type OpsRechargeOrderQueryVariables = Exact<{
  id: number;
}>;


export type OpsRechargeOrderQuery = { opsRechargeOrder: { order: { userId: number, memberPhone: string | null, memberEmail: string | null, realName: string | null, duplicateOf: Array<string>, order: { id: number, orderNo: string, status: string, state: RechargeState, amountFen: number, bankCardId: number, cardBankName: string, cardLast4: string, remarkCode: string, transferReference: string | null, voucherKey: string | null, reason: string | null, deadlineAt: number, createdAt: number, submittedAt: number | null, completedAt: number | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } }, history: Array<{ seq: number, event: string, from: string | null, to: string, actorId: number | null, actorRole: string, reason: string | null, at: number }> } };

export type OpsRechargeOrdersQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  status?: string | null | undefined;
}>;


export type OpsRechargeOrdersQuery = { opsRechargeOrders: { total_record: number, records: Array<{ userId: number, memberPhone: string | null, memberEmail: string | null, realName: string | null, duplicateOf: Array<string>, order: { id: number, orderNo: string, status: string, state: RechargeState, amountFen: number, cardBankName: string, cardLast4: string, remarkCode: string, transferReference: string | null, reason: string | null, createdAt: number, submittedAt: number | null } }> } };

export type OpsWithdrawalQueryVariables = Exact<{
  id: number;
}>;


export type OpsWithdrawalQuery = { opsWithdrawal: { withdrawal: { userId: number, memberPhone: string | null, memberEmail: string | null, cardholderName: string, cardNumber: string, startedBy: number | null, paidBy: number | null, fourEyesFen: number, withdrawal: { id: number, orderNo: string, status: string, state: WithdrawalState, amountFen: number, feeFen: number, feeRateBp: number, receivedFen: number, bankCardId: number, cardBankName: string, cardLast4: string, bankReference: string | null, reason: string | null, createdAt: number, payingAt: number | null, arrivedAt: number | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } }, history: Array<{ seq: number, event: string, from: string | null, to: string, actorId: number | null, actorRole: string, reason: string | null, at: number }> } };

export type OpsWithdrawalsQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  status?: string | null | undefined;
}>;


export type OpsWithdrawalsQuery = { opsWithdrawals: { total_record: number, records: Array<{ userId: number, memberPhone: string | null, memberEmail: string | null, cardholderName: string, startedBy: number | null, paidBy: number | null, fourEyesFen: number, withdrawal: { id: number, orderNo: string, status: string, state: WithdrawalState, amountFen: number, feeFen: number, receivedFen: number, cardBankName: string, cardLast4: string, reason: string | null, createdAt: number, payingAt: number | null, arrivedAt: number | null } }> } };

export type RealNameApplicationsQueryVariables = Exact<{
  status?: RealNameStatus | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RealNameApplicationsQuery = { realNameApplications: { total_record: number, records: Array<{ id: number | null, userId: number | null, account: string | null, status: RealNameStatus, subjectType: RealNameSubject | null, realName: string | null, organisationName: string | null, idType: IdDocumentType | null, method: RealNameMethod | null, submittedAt: string | null, decidedAt: string | null, reason: string | null }> } };

export type RealNameApplicationQueryVariables = Exact<{
  id: number;
}>;


export type RealNameApplicationQuery = { realNameApplication: { id: number | null, userId: number | null, account: string | null, status: RealNameStatus, subjectType: RealNameSubject | null, idType: IdDocumentType | null, nationality: string | null, realName: string | null, idNumber: string | null, idValidFrom: string | null, idValidTo: string | null, idLongTerm: boolean | null, organisationName: string | null, creditCode: string | null, licenceValidFrom: string | null, licenceValidTo: string | null, licenceLongTerm: boolean | null, method: RealNameMethod | null, reason: string | null, submittedAt: string | null, decidedAt: string | null, images: Array<{ kind: string, key: string, url: string | null }>, history: Array<{ event: string, from: string | null, to: string, actorId: number | null, actorRole: string, reason: string | null, at: string }> | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } | null } };

export type ApproveRealNameMutationVariables = Exact<{
  id: number;
  reason?: string | null | undefined;
}>;


export type ApproveRealNameMutation = { approveRealName: { id: number | null, status: RealNameStatus, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } | null } };

export type RejectRealNameMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type RejectRealNameMutation = { rejectRealName: { id: number | null, status: RealNameStatus, reason: string | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } | null } };

export type FaceChecksQueryVariables = Exact<{
  status?: FaceCheckStatus | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FaceChecksQuery = { faceChecks: { total_record: number, records: Array<{ id: number, applicationId: number, userId: number, account: string | null, organisationName: string | null, creditCode: string | null, provider: string, status: FaceCheckStatus, reason: string | null, createdAt: string, decidedAt: string | null }> } };

export type PassFaceCheckMutationVariables = Exact<{
  id: number;
  reason?: string | null | undefined;
}>;


export type PassFaceCheckMutation = { passFaceCheck: { id: number, status: FaceCheckStatus } };

export type FailFaceCheckMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type FailFaceCheckMutation = { failFaceCheck: { id: number, status: FaceCheckStatus, reason: string | null } };

export type ReconciliationQueryVariables = Exact<{ [key: string]: never; }>;


export type ReconciliationQuery = { reconciliation: { ok: boolean, checkedAt: number, accounts: number, transfers: number, totalFen: number, pendingWithdrawalsLedgerFen: number, openWithdrawalsFen: number, coinReserveFen: number, coinsInCirculationFen: number, mismatchedAccounts: Array<{ accountId: number, kind: string, ownerUserId: number | null, balanceFen: number, postingsFen: number | null }>, unbalancedTransfers: Array<{ transferId: number, sumFen: number, postings: number }>, negativeAccounts: Array<{ accountId: number, kind: string, ownerUserId: number | null, balanceFen: number }>, totalsByCurrency: Array<{ currency: string, totalFen: number }> } };

export type RejectRechargeMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type RejectRechargeMutation = { rejectRecharge: { id: number, status: string, state: RechargeState, reason: string | null, deadlineAt: number, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } };

export type StartWithdrawalPayoutMutationVariables = Exact<{
  id: number;
}>;


export type StartWithdrawalPayoutMutation = { startWithdrawalPayout: { id: number, status: string, state: WithdrawalState, payingAt: number | null, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } } };

export type PersonalInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalInfoQuery = { personalInfo: { nickname: string | null, avatar: string | null, fieldsOfInterest: Array<number>, professionalField: string | null, provinceCode: string | null, cityCode: string | null, districtCode: string | null, introduction: string | null } };

export type ProfileIndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileIndustriesQuery = { industryTree: Array<{ id: string, name: string, cnName: string, children: Array<{ id: string, name: string, cnName: string }> }> };

export type UpdatePersonalInfoMutationVariables = Exact<{
  input: PersonalInfoInput;
}>;


export type UpdatePersonalInfoMutation = { updatePersonalInfo: { fieldsOfInterest: Array<number> } };

export type SetNicknameMutationVariables = Exact<{
  nickname: string;
}>;


export type SetNicknameMutation = { setNickname: boolean };

export type UpdateAvatarMutationVariables = Exact<{
  avatar: string;
}>;


export type UpdateAvatarMutation = { updateAvatar: boolean };

export type MyRealNameQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRealNameQuery = { myRealName: { id: number | null, status: RealNameStatus, canSubmit: boolean, subjectType: RealNameSubject | null, idType: IdDocumentType | null, nationality: string | null, realName: string | null, idNumber: string | null, idValidFrom: string | null, idValidTo: string | null, idLongTerm: boolean | null, organisationName: string | null, creditCode: string | null, licenceValidFrom: string | null, licenceValidTo: string | null, licenceLongTerm: boolean | null, method: RealNameMethod | null, reason: string | null, submittedAt: string | null, decidedAt: string | null, images: Array<{ kind: string, key: string, url: string | null }>, workflow: { ' $fragmentRefs'?: { 'WorkflowFieldsFragment': WorkflowFieldsFragment } } | null } };

export type SubmitRealNameMutationVariables = Exact<{
  input: SubmitRealNameInput;
}>;


export type SubmitRealNameMutation = { submitRealName: { id: number | null, status: RealNameStatus } };

export type VerifyReceiptQueryVariables = Exact<{
  receipt: ReceiptInput;
}>;


export type VerifyReceiptQuery = { verifyReceipt: { valid: boolean, result: ReceiptCheck, message: string, checkpointBroken: boolean, brokenAt: { entityType: string, entityId: string, seq: number } | null, checkpoint: { ' $fragmentRefs'?: { 'CheckpointFieldsFragment': CheckpointFieldsFragment } } | null } };

export type CancelRechargeOrderMutationVariables = Exact<{
  id: number;
}>;


export type CancelRechargeOrderMutation = { cancelRechargeOrder: { ' $fragmentRefs'?: { 'RechargeFlowOrderFieldsFragment': RechargeFlowOrderFieldsFragment } } };

export type ConfirmRechargeTransferMutationVariables = Exact<{
  id: number;
}>;


export type ConfirmRechargeTransferMutation = { confirmRechargeTransfer: { ' $fragmentRefs'?: { 'RechargeFlowOrderFieldsFragment': RechargeFlowOrderFieldsFragment } } };

export type CreateRechargeOrderMutationVariables = Exact<{
  input: RechargeOrderInput;
  idempotencyKey: string;
}>;


export type CreateRechargeOrderMutation = { createRechargeOrder: { ' $fragmentRefs'?: { 'RechargeFlowOrderFieldsFragment': RechargeFlowOrderFieldsFragment } } };

export type CreateWithdrawalMutationVariables = Exact<{
  input: WithdrawalInput;
  idempotencyKey: string;
}>;


export type CreateWithdrawalMutation = { createWithdrawal: { ' $fragmentRefs'?: { 'WithdrawFlowFieldsFragment': WithdrawFlowFieldsFragment } } };

export type RechargeFlowOrderFieldsFragment = { id: number, orderNo: string, status: string, state: RechargeState, amountFen: number, bankCardId: number, cardBankName: string, cardLast4: string, remarkCode: string, transferReference: string | null, voucherKey: string | null, reason: string | null, deadlineAt: number, createdAt: number, submittedAt: number | null, completedAt: number | null } & { ' $fragmentName'?: 'RechargeFlowOrderFieldsFragment' };

export type RechargeFlowOrderQueryVariables = Exact<{
  id: number;
}>;


export type RechargeFlowOrderQuery = { rechargeOrder: { ' $fragmentRefs'?: { 'RechargeFlowOrderFieldsFragment': RechargeFlowOrderFieldsFragment } } };

export type SubmitRechargeVoucherMutationVariables = Exact<{
  id: number;
  transferReference: string;
  voucherKey: string;
}>;


export type SubmitRechargeVoucherMutation = { submitRechargeVoucher: { ' $fragmentRefs'?: { 'RechargeFlowOrderFieldsFragment': RechargeFlowOrderFieldsFragment } } };

export type WalletFlowBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletFlowBalanceQuery = { walletBalance: { cnyFen: number, coinFen: number, heldFen: number } };

export type WalletFlowCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletFlowCardsQuery = { myBankCards: Array<{ id: number, status: BankCardStatus, bankName: string, maskedNumber: string, last4: string, isDefault: boolean }> };

export type WalletFlowConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletFlowConfigQuery = { walletConfig: { minRechargeFen: number, withdrawFeeRateBp: number, remitWindowHours: number, recipient: { accountName: string, cardNumber: string, bankName: string, bankAddress: string } } };

export type WithdrawFlowFieldsFragment = { id: number, orderNo: string, status: string, state: WithdrawalState, amountFen: number, feeFen: number, feeRateBp: number, receivedFen: number, bankCardId: number, cardBankName: string, cardLast4: string, bankReference: string | null, reason: string | null, createdAt: number, payingAt: number | null, arrivedAt: number | null } & { ' $fragmentName'?: 'WithdrawFlowFieldsFragment' };

export type WithdrawFlowWithdrawalQueryVariables = Exact<{
  id: number;
}>;


export type WithdrawFlowWithdrawalQuery = { withdrawal: { ' $fragmentRefs'?: { 'WithdrawFlowFieldsFragment': WithdrawFlowFieldsFragment } } };

export type ExchangeMutationVariables = Exact<{
  input: ExchangeInput;
  idempotencyKey: string;
}>;


export type ExchangeMutation = { exchange: { transferId: number, balance: { cnyFen: number, coinFen: number, heldFen: number } } };

export type FlowEntriesQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  filter?: WalletRecordFilter | null | undefined;
}>;


export type FlowEntriesQuery = { flowEntries: { total_record: number, records: Array<{ id: number, transferId: number, type: string, transferType: string, wallet: WalletKind, amountFen: number, balanceAfterFen: number, referenceType: string | null, referenceId: string | null, orderNo: string | null, createdAt: number }> } };

export type FlowEntryQueryVariables = Exact<{
  transferId: number;
  wallet?: WalletKind | null | undefined;
}>;


export type FlowEntryQuery = { flowEntry: { entry: { id: number, transferId: number, type: string, transferType: string, wallet: WalletKind, amountFen: number, balanceAfterFen: number, referenceType: string | null, referenceId: string | null, orderNo: string | null, createdAt: number }, rechargeOrder: { id: number, orderNo: string, status: string, state: RechargeState, amountFen: number, bankCardId: number, cardBankName: string, cardLast4: string, remarkCode: string, transferReference: string | null, reason: string | null, deadlineAt: number, createdAt: number, submittedAt: number | null, completedAt: number | null } | null, withdrawal: { id: number, orderNo: string, status: string, state: WithdrawalState, amountFen: number, feeFen: number, feeRateBp: number, receivedFen: number, bankCardId: number, cardBankName: string, cardLast4: string, bankReference: string | null, reason: string | null, createdAt: number, payingAt: number | null, arrivedAt: number | null } | null } };

export type RechargeOrdersQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  filter?: WalletRecordFilter | null | undefined;
}>;


export type RechargeOrdersQuery = { rechargeOrders: { total_record: number, records: Array<{ id: number, orderNo: string, status: string, state: RechargeState, amountFen: number, bankCardId: number, cardBankName: string, cardLast4: string, remarkCode: string, transferReference: string | null, reason: string | null, deadlineAt: number, createdAt: number, submittedAt: number | null, completedAt: number | null }> } };

export type WalletBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletBalanceQuery = { walletBalance: { cnyFen: number, coinFen: number, heldFen: number } };

export type WithdrawalsQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
  filter?: WalletRecordFilter | null | undefined;
}>;


export type WithdrawalsQuery = { withdrawals: { total_record: number, records: Array<{ id: number, orderNo: string, status: string, state: WithdrawalState, amountFen: number, feeFen: number, feeRateBp: number, receivedFen: number, bankCardId: number, cardBankName: string, cardLast4: string, bankReference: string | null, reason: string | null, createdAt: number, payingAt: number | null, arrivedAt: number | null }> } };

export type WorkbenchBankCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkbenchBankCardsQuery = { myBankCards: Array<{ id: number, status: BankCardStatus }> };

export type WorkbenchProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkbenchProfileQuery = { personalInfo: { nickname: string | null, fieldsOfInterest: Array<number> } };

export type WorkbenchRealNameQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkbenchRealNameQuery = { myRealName: { status: RealNameStatus, reason: string | null } };

export type ModifyLanguageMutationVariables = Exact<{
  lang: Language;
}>;


export type ModifyLanguageMutation = { modifyLanguage: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, phone: string | null, primaryEmail: string | null, nickname: string | null, avatar: string | null, passwordLastModify: number | null, jyPasswordLastModify: number | null, localization: Language | null, roles: Array<string>, permissions: Array<string> } };

export type SignoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignoutMutation = { signout: boolean };

export const CheckpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rootHash"}},{"kind":"Field","name":{"kind":"Name","value":"prevRootHash"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransitionId"}},{"kind":"Field","name":{"kind":"Name","value":"transitions"}}]}}]} as unknown as DocumentNode<CheckpointFieldsFragment, unknown>;
export const WorkflowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<WorkflowFieldsFragment, unknown>;
export const BankCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardFieldsFragment, unknown>;
export const RechargeFlowOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<RechargeFlowOrderFieldsFragment, unknown>;
export const WithdrawFlowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawFlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}}]} as unknown as DocumentNode<WithdrawFlowFieldsFragment, unknown>;
export const CaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CaptchaQuery, CaptchaQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaCode"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"enName"}},{"kind":"Field","name":{"kind":"Name","value":"zhName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const SendEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendEmailCodeMutation, SendEmailCodeMutationVariables>;
export const SendSmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSmsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendSmsCodeMutation, SendSmsCodeMutationVariables>;
export const VerifyCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verifyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"verifyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verifyCode"}}}]}]}}]} as unknown as DocumentNode<VerifyCodeMutation, VerifyCodeMutationVariables>;
export const RoutersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Routers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoutersQuery, RoutersQueryVariables>;
export const BindEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<BindEmailMutation, BindEmailMutationVariables>;
export const BindPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindPhoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<BindPhoneMutation, BindPhoneMutationVariables>;
export const ModifyLoginPasswordByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyLoginPasswordByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifyPasswordByCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyLoginPasswordByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ModifyLoginPasswordByCodeMutation, ModifyLoginPasswordByCodeMutationVariables>;
export const ModifyLoginPasswordByCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyLoginPasswordByCurrent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifyPasswordByCurrentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyLoginPasswordByCurrent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ModifyLoginPasswordByCurrentMutation, ModifyLoginPasswordByCurrentMutationVariables>;
export const ModifyPayPasswordByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyPayPasswordByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifyPasswordByCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyPayPasswordByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ModifyPayPasswordByCodeMutation, ModifyPayPasswordByCodeMutationVariables>;
export const ModifyPayPasswordByCurrentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyPayPasswordByCurrent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModifyPasswordByCurrentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyPayPasswordByCurrent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ModifyPayPasswordByCurrentMutation, ModifyPayPasswordByCurrentMutationVariables>;
export const SendBindCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBindCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBindCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBindCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendBindCodeMutation, SendBindCodeMutationVariables>;
export const SendSecurityCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSecurityCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSecurityCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSecurityCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendSecurityCodeMutation, SendSecurityCodeMutationVariables>;
export const PayViewBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayViewBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnyFen"}},{"kind":"Field","name":{"kind":"Name","value":"coinFen"}},{"kind":"Field","name":{"kind":"Name","value":"heldFen"}}]}}]}}]} as unknown as DocumentNode<PayViewBalanceQuery, PayViewBalanceQueryVariables>;
export const RealNameStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealNameStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RealNameStatusQuery, RealNameStatusQueryVariables>;
export const UploadPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"expire"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<UploadPolicyQuery, UploadPolicyQueryVariables>;
export const SignedUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignedUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectKey"}}}]}]}}]} as unknown as DocumentNode<SignedUrlQuery, SignedUrlQueryVariables>;
export const CreateCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rootHash"}},{"kind":"Field","name":{"kind":"Name","value":"prevRootHash"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransitionId"}},{"kind":"Field","name":{"kind":"Name","value":"transitions"}}]}}]} as unknown as DocumentNode<CreateCheckpointMutation, CreateCheckpointMutationVariables>;
export const EntityReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntityReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seq"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"seq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seq"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<EntityReceiptQuery, EntityReceiptQueryVariables>;
export const EntityWorkflowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntityWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityType"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<EntityWorkflowQuery, EntityWorkflowQueryVariables>;
export const LatestCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LatestCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rootHash"}},{"kind":"Field","name":{"kind":"Name","value":"prevRootHash"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransitionId"}},{"kind":"Field","name":{"kind":"Name","value":"transitions"}}]}}]} as unknown as DocumentNode<LatestCheckpointQuery, LatestCheckpointQueryVariables>;
export const ResetPasswordByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPasswordByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordByEmailMutation, ResetPasswordByEmailMutationVariables>;
export const ResetPasswordBySmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordBySms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPasswordBySms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordBySmsMutation, ResetPasswordBySmsMutationVariables>;
export const SigninDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<SigninMutation, SigninMutationVariables>;
export const SignupEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SignupEmailMutation, SignupEmailMutationVariables>;
export const SignupPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupPhoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SignupPhoneMutation, SignupPhoneMutationVariables>;
export const MyBankCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyBankCardsQuery, MyBankCardsQueryVariables>;
export const BankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BankCardQuery, BankCardQueryVariables>;
export const BankCardHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankCardHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankCardHolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"realNameVerified"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"verifyingCount"}}]}}]}}]} as unknown as DocumentNode<BankCardHolderQuery, BankCardHolderQueryVariables>;
export const BindBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankCardDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BindBankCardMutation, BindBankCardMutationVariables>;
export const EditBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankCardDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EditBankCardMutation, EditBankCardMutationVariables>;
export const ConfirmBankCardAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBankCardAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBankCardAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConfirmBankCardAmountMutation, ConfirmBankCardAmountMutationVariables>;
export const CancelBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CancelBankCardMutation, CancelBankCardMutationVariables>;
export const DeleteBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBankCardMutation, DeleteBankCardMutationVariables>;
export const SetDefaultBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"bankCode"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"ruralCreditUnion"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"branchName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetDefaultBankCardMutation, SetDefaultBankCardMutationVariables>;
export const UnlinkBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"transactionPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionPassword"}}}]}]}}]} as unknown as DocumentNode<UnlinkBankCardMutation, UnlinkBankCardMutationVariables>;
export const OutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Outbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OutboxQuery, OutboxQueryVariables>;
export const ApproveRechargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRecharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRecharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<ApproveRechargeMutation, ApproveRechargeMutationVariables>;
export const OpsBankCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsBankCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BankCardStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsBankCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_record"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberPhone"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"depositSentAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpsBankCardsQuery, OpsBankCardsQueryVariables>;
export const OpsBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<OpsBankCardQuery, OpsBankCardQueryVariables>;
export const FailBankCardVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailBankCardVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failBankCardVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<FailBankCardVerificationMutation, FailBankCardVerificationMutationVariables>;
export const FailWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<FailWithdrawalMutation, FailWithdrawalMutationVariables>;
export const MarkWithdrawalPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkWithdrawalPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markWithdrawalPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"bankReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<MarkWithdrawalPaidMutation, MarkWithdrawalPaidMutationVariables>;
export const OpsRechargeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsRechargeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsRechargeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberPhone"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<OpsRechargeOrderQuery, OpsRechargeOrderQueryVariables>;
export const OpsRechargeOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsRechargeOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsRechargeOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_record"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberPhone"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateOf"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpsRechargeOrdersQuery, OpsRechargeOrdersQueryVariables>;
export const OpsWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberPhone"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesFen"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<OpsWithdrawalQuery, OpsWithdrawalQueryVariables>;
export const OpsWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opsWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_record"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberPhone"}},{"kind":"Field","name":{"kind":"Name","value":"memberEmail"}},{"kind":"Field","name":{"kind":"Name","value":"cardholderName"}},{"kind":"Field","name":{"kind":"Name","value":"startedBy"}},{"kind":"Field","name":{"kind":"Name","value":"paidBy"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesFen"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpsWithdrawalsQuery, OpsWithdrawalsQueryVariables>;
export const RealNameApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealNameApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RealNameStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realNameApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_record"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<RealNameApplicationsQuery, RealNameApplicationsQueryVariables>;
export const RealNameApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealNameApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realNameApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idValidFrom"}},{"kind":"Field","name":{"kind":"Name","value":"idValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"idLongTerm"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidFrom"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceLongTerm"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<RealNameApplicationQuery, RealNameApplicationQueryVariables>;
export const ApproveRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<ApproveRealNameMutation, ApproveRealNameMutationVariables>;
export const RejectRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<RejectRealNameMutation, RejectRealNameMutationVariables>;
export const FaceChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaceChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FaceCheckStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_record"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<FaceChecksQuery, FaceChecksQueryVariables>;
export const PassFaceCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PassFaceCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passFaceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PassFaceCheckMutation, PassFaceCheckMutationVariables>;
export const FailFaceCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FailFaceCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failFaceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<FailFaceCheckMutation, FailFaceCheckMutationVariables>;
export const ReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"transfers"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}},{"kind":"Field","name":{"kind":"Name","value":"postingsFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unbalancedTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"sumFen"}},{"kind":"Field","name":{"kind":"Name","value":"postings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"negativeAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"balanceFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalsLedgerFen"}},{"kind":"Field","name":{"kind":"Name","value":"openWithdrawalsFen"}},{"kind":"Field","name":{"kind":"Name","value":"totalsByCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalFen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coinReserveFen"}},{"kind":"Field","name":{"kind":"Name","value":"coinsInCirculationFen"}}]}}]}}]} as unknown as DocumentNode<ReconciliationQuery, ReconciliationQueryVariables>;
export const RejectRechargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRecharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRecharge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<RejectRechargeMutation, RejectRechargeMutationVariables>;
export const StartWithdrawalPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartWithdrawalPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startWithdrawalPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<StartWithdrawalPayoutMutation, StartWithdrawalPayoutMutationVariables>;
export const PersonalInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"fieldsOfInterest"}},{"kind":"Field","name":{"kind":"Name","value":"professionalField"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityCode"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}}]}}]}}]} as unknown as DocumentNode<PersonalInfoQuery, PersonalInfoQueryVariables>;
export const ProfileIndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileIndustries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industryTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cnName"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileIndustriesQuery, ProfileIndustriesQueryVariables>;
export const UpdatePersonalInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePersonalInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePersonalInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldsOfInterest"}}]}}]}}]} as unknown as DocumentNode<UpdatePersonalInfoMutation, UpdatePersonalInfoMutationVariables>;
export const SetNicknameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNickname"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNickname"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nickname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}}}]}]}}]} as unknown as DocumentNode<SetNicknameMutation, SetNicknameMutationVariables>;
export const UpdateAvatarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"avatar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}}}]}]}}]} as unknown as DocumentNode<UpdateAvatarMutation, UpdateAvatarMutationVariables>;
export const MyRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmit"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"idValidFrom"}},{"kind":"Field","name":{"kind":"Name","value":"idValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"idLongTerm"}},{"kind":"Field","name":{"kind":"Name","value":"organisationName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidFrom"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidTo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceLongTerm"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workflow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"machineId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateValue"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"availableEvents"}},{"kind":"Field","name":{"kind":"Name","value":"nextEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"actorRole"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}}]}}]} as unknown as DocumentNode<MyRealNameQuery, MyRealNameQueryVariables>;
export const SubmitRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitRealNameMutation, SubmitRealNameMutationVariables>;
export const VerifyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"receipt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receipt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"brokenAt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkpointBroken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChainCheckpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rootHash"}},{"kind":"Field","name":{"kind":"Name","value":"prevRootHash"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransitionId"}},{"kind":"Field","name":{"kind":"Name","value":"transitions"}}]}}]} as unknown as DocumentNode<VerifyReceiptQuery, VerifyReceiptQueryVariables>;
export const CancelRechargeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRechargeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRechargeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeFlowOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CancelRechargeOrderMutation, CancelRechargeOrderMutationVariables>;
export const ConfirmRechargeTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRechargeTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRechargeTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeFlowOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ConfirmRechargeTransferMutation, ConfirmRechargeTransferMutationVariables>;
export const CreateRechargeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRechargeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRechargeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeFlowOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CreateRechargeOrderMutation, CreateRechargeOrderMutationVariables>;
export const CreateWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawFlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawFlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}}]} as unknown as DocumentNode<CreateWithdrawalMutation, CreateWithdrawalMutationVariables>;
export const RechargeFlowOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RechargeFlowOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rechargeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeFlowOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<RechargeFlowOrderQuery, RechargeFlowOrderQueryVariables>;
export const SubmitRechargeVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRechargeVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"voucherKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRechargeVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"transferReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferReference"}}},{"kind":"Argument","name":{"kind":"Name","value":"voucherKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"voucherKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RechargeFlowOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RechargeFlowOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RechargeOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"voucherKey"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<SubmitRechargeVoucherMutation, SubmitRechargeVoucherMutationVariables>;
export const WalletFlowBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletFlowBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnyFen"}},{"kind":"Field","name":{"kind":"Name","value":"coinFen"}},{"kind":"Field","name":{"kind":"Name","value":"heldFen"}}]}}]}}]} as unknown as DocumentNode<WalletFlowBalanceQuery, WalletFlowBalanceQueryVariables>;
export const WalletFlowCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletFlowCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<WalletFlowCardsQuery, WalletFlowCardsQueryVariables>;
export const WalletFlowConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletFlowConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minRechargeFen"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawFeeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"remitWindowHours"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAddress"}}]}}]}}]}}]} as unknown as DocumentNode<WalletFlowConfigQuery, WalletFlowConfigQueryVariables>;
export const WithdrawFlowWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawFlowWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawFlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawFlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}}]} as unknown as DocumentNode<WithdrawFlowWithdrawalQuery, WithdrawFlowWithdrawalQueryVariables>;
export const ExchangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Exchange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnyFen"}},{"kind":"Field","name":{"kind":"Name","value":"coinFen"}},{"kind":"Field","name":{"kind":"Name","value":"heldFen"}}]}}]}}]}}]} as unknown as DocumentNode<ExchangeMutation, ExchangeMutationVariables>;
export const FlowEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletRecordFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterFen"}},{"kind":"Field","name":{"kind":"Name","value":"referenceType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_record"}}]}}]}}]} as unknown as DocumentNode<FlowEntriesQuery, FlowEntriesQueryVariables>;
export const FlowEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transferId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transferId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transferId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wallet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterFen"}},{"kind":"Field","name":{"kind":"Name","value":"referenceType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rechargeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}}]}}]}}]} as unknown as DocumentNode<FlowEntryQuery, FlowEntryQueryVariables>;
export const RechargeOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RechargeOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletRecordFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rechargeOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"remarkCode"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_record"}}]}}]}}]} as unknown as DocumentNode<RechargeOrdersQuery, RechargeOrdersQueryVariables>;
export const WalletBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnyFen"}},{"kind":"Field","name":{"kind":"Name","value":"coinFen"}},{"kind":"Field","name":{"kind":"Name","value":"heldFen"}}]}}]}}]} as unknown as DocumentNode<WalletBalanceQuery, WalletBalanceQueryVariables>;
export const WithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Withdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletRecordFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"amountFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeFen"}},{"kind":"Field","name":{"kind":"Name","value":"feeRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"receivedFen"}},{"kind":"Field","name":{"kind":"Name","value":"bankCardId"}},{"kind":"Field","name":{"kind":"Name","value":"cardBankName"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"bankReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payingAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_record"}}]}}]}}]} as unknown as DocumentNode<WithdrawalsQuery, WithdrawalsQueryVariables>;
export const WorkbenchBankCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkbenchBankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WorkbenchBankCardsQuery, WorkbenchBankCardsQueryVariables>;
export const WorkbenchProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkbenchProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"fieldsOfInterest"}}]}}]}}]} as unknown as DocumentNode<WorkbenchProfileQuery, WorkbenchProfileQueryVariables>;
export const WorkbenchRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkbenchRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<WorkbenchRealNameQuery, WorkbenchRealNameQueryVariables>;
export const ModifyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}]}]}}]} as unknown as DocumentNode<ModifyLanguageMutation, ModifyLanguageMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLastModify"}},{"kind":"Field","name":{"kind":"Name","value":"jyPasswordLastModify"}},{"kind":"Field","name":{"kind":"Name","value":"localization"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signout"}}]}}]} as unknown as DocumentNode<SignoutMutation, SignoutMutationVariables>;