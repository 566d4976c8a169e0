// The shapes the REST services answer in `data` (docs/contracts.md). They are the codegen mappers: a resolver
// may return them as they come, and the object-type resolvers (resolvers/<Type>.ts) rename and normalise.
// Fields the services might send as numbers or omit are typed loosely on purpose: the gateway must not
// break when a service answers `id: 3` instead of `id: "3"`.

export interface RestCaptcha {
  id: string;
  image: string;
}

export interface RestCountry {
  label: string;
  flag: string;
  area_code: string | number;
  en_name: string;
  zh_name: string;
  Content: string;
}

export interface RestIndustry {
  id: string | number;
  name: string;
  cnName: string;
  children?: RestIndustry[] | null;
}

export interface RestRequestCategory {
  id: string | number;
  industryName: string;
  industryNameEn: string;
}

export interface RestDictEntry {
  dictLabel: string;
  dictLabelEn?: string | null;
  dictValue: string | number;
  listClass?: string | null;
  cssClass?: string | null;
}

/** A moment as the services may send it: epoch ms, an ISO string, or nothing. */
export type RestInstant = number | string | null | undefined;

export interface RestMember {
  id: string | number;
  phone?: string | null;
  primaryEmail?: string | null;
  nickname?: string | null;
  avatar?: string | null;
  passwordLastModify?: RestInstant;
  jyPasswordLastModify?: RestInstant;
  localization?: string | null;
  roles?: string[] | null;
  permissions?: string[] | null;
}

export interface RestRouteMeta {
  title: string;
  icon?: string | null;
  link?: string | null;
  noCache?: boolean | null;
  roles?: string[] | null;
  permissions?: string[] | null;
}

export interface RestRouterItem {
  name: string;
  path: string;
  hidden?: boolean | null;
  component?: string | null;
  meta?: RestRouteMeta | null;
  children?: RestRouterItem[] | null;
}

export interface RestAuthTokens {
  idToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface RestOutboxMessage {
  id: string | number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  createdAt: string | number;
}

// --- wallets and the ledger (docs/contracts.md "Wallets and the ledger"); money is integer fen, times epoch ms.

/** `rechargeOrder`: `status` is the spec 3 code, `state` the machine state (the resolver settles both from one). */
export interface RestRechargeOrder {
  id: number;
  orderNo: string;
  status: string;
  state?: string | null;
  amountFen: number;
  bankCardId: number;
  cardBankName: string;
  cardLast4: string;
  remarkCode: string;
  transferReference?: string | null;
  voucherKey?: string | null;
  reason?: string | null;
  deadlineAt: number;
  createdAt: number;
  submittedAt?: number | null;
  completedAt?: number | null;
}

export interface RestWithdrawal {
  id: number;
  orderNo: string;
  status: string;
  state?: string | null;
  amountFen: number;
  feeFen: number;
  feeRateBp: number;
  receivedFen: number;
  bankCardId: number;
  cardBankName: string;
  cardLast4: string;
  bankReference?: string | null;
  reason?: string | null;
  createdAt: number;
  payingAt?: number | null;
  arrivedAt?: number | null;
}

/** A row of POST /ops/v1/recharge/pages: the order and its member, flat. */
export interface RestOpsRechargeOrder extends RestRechargeOrder {
  userId: number;
  memberPhone?: string | null;
  memberEmail?: string | null;
  realName?: string | null;
  duplicateOf?: string[];
}

/** A row of POST /ops/v1/withdraw/pages (the detail adds who started and who paid). */
export interface RestOpsWithdrawal extends RestWithdrawal {
  userId: number;
  memberPhone?: string | null;
  memberEmail?: string | null;
  cardholderName: string;
  cardNumber: string;
  startedBy?: number | null;
  paidBy?: number | null;
  fourEyesFen: number;
}

export interface RestFlowEntry {
  id: number;
  transferId: number;
  type: string;
  transferType: string;
  wallet: 'cny' | 'coin';
  amountFen: number;
  balanceAfterFen: number;
  referenceType?: string | null;
  referenceId?: string | null;
  orderNo?: string | null;
  createdAt: number;
}

/** GET /wallet/v1/flow/{transferId}: the order is a recharge order or a withdrawal, by the entry's referenceType. */
export interface RestFlowEntryDetail {
  entry: RestFlowEntry;
  order: RestRechargeOrder | RestWithdrawal | null;
}

/** POST /wallet/v1/exchange: the transfer and the balances after it, flat. */
export interface RestExchangeResult {
  transferId: number;
  cnyFen: number;
  coinFen: number;
  heldFen: number;
}

export interface RestLedgerAccountIssue {
  accountId: number;
  kind: string;
  ownerUserId: number | null;
  balanceFen: number;
  postingsFen?: number | null;
}

/** GET /ops/v1/ledger/reconciliation (services/wallet/ledger.ts `Reconciliation`). */
export interface RestReconciliation {
  ok: boolean;
  checkedAt: number;
  accounts: number;
  transfers: number;
  totalFen: number;
  mismatchedAccounts: RestLedgerAccountIssue[];
  unbalancedTransfers: Array<{ transferId: number; sumFen: number; postings: number }>;
  negativeAccounts: RestLedgerAccountIssue[];
  pendingWithdrawals: { ledgerFen: number; openWithdrawalsFen: number };
  totalsByCurrency: Array<{ currency: string; totalFen: number }>;
  coinBacking: { reserveFen: number; coinsInCirculationFen: number };
}

// --- the workflow engine (docs/workflow.md): one shape for every server-held lifecycle.

/** GET /workflow/v1/{entityType}/{entityId}: `stateValue` and `context` are JSON values (the schema sends them as text). */
export interface RestWorkflow {
  entityType: string;
  entityId: string | number;
  machineId: string;
  state: string;
  stateValue: unknown;
  context: unknown;
  version: number;
  viewerRole: string;
  availableEvents: string[];
  nextEvents: Array<{ event: string; by: string[] }>;
  history: RestWorkflowTransition[];
  deadlineAt?: number | null;
}

export interface RestWorkflowTransition {
  seq: number;
  event: string;
  from?: string | null;
  to: string;
  actorRole: string;
  actorId?: number | null;
  reason?: string | null;
  at: RestInstant;
  hash: string;
}

/** GET /workflow/v1/{entityType}/{entityId}/receipts/{seq}: kept whole, the member saves it exactly as issued. */
export interface RestReceipt {
  format: string;
  entityType: string;
  entityId: string | number;
  seq: number;
  event: string;
  from?: string | null;
  to: string;
  actorRole: string;
  at: string;
  hash: string;
  prevHash: string;
  issuedAt: string;
  [extra: string]: unknown;
}

/** A checkpoint: the latest one carries `prevRootHash` and `transitions`, the one covering a receipt does not. */
export interface RestCheckpoint {
  id: number | string;
  rootHash: string;
  prevRootHash?: string | null;
  at: RestInstant;
  lastTransitionId: number | string;
  transitions?: number | null;
}

/** POST /public/v1/receipts/verify. */
export interface RestReceiptVerification {
  valid: boolean;
  result: string;
  message: string;
  brokenAt?: { entityType: string; entityId: string | number; seq: number } | null;
  checkpoint?: RestCheckpoint | null;
  checkpointBroken?: boolean | null;
}

// --- requirements, the hall, invitations and the review fee (issue 10; docs/requirements.md). The REST JSON uses
// the schema's field names; money is integer fen, times epoch ms. Optional fields may be left out by a route that
// has nothing to say (a visitor's view): the schema's nullable fields then resolve to null.

export interface RestRequirementAttachment {
  key: string;
  name: string;
  contentType: string;
  size: number;
  url?: string | null;
}

/** A requirement as the owner, hall and operations routes answer it; `campaign` only where a route embeds it. */
export interface RestRequirement {
  id: number;
  requirementNo: string;
  state: string;
  /** The spec codes; where a route leaves one out, the machine's table gives it from `state`. */
  mainStage?: number | null;
  subStep?: number | null;
  subStepStatus?: number | null;
  draftStatus?: number | null;
  crowdfundingStatus?: number | null;
  outcome?: string | null;
  title: string;
  industryId?: number | null;
  industrySubId?: number | null;
  /** An array of names; tolerated as its JSON text too (the invitation's spec shape). */
  industryName?: string[] | string | null;
  industryNameEn?: string[] | string | null;
  categoryId?: number | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
  durationDays?: number | null;
  budgetFen?: number | null;
  detailsHtml?: string | null;
  attachments?: RestRequirementAttachment[] | null;
  keywords?: string[] | null;
  institutions?: string | null;
  feeFen?: number | null;
  reason?: string | null;
  deadlineAt?: number | null;
  createdAt: number;
  submittedAt?: number | null;
  publishedAt?: number | null;
  updatedAt: number;
  mine?: boolean | null;
  publisher?: string | null;
  evaluationCount?: number | null;
  /** The running or last campaign: embedded by a route that has it at hand, else its id (read when asked). */
  campaign?: RestCampaign | null;
  campaignId?: number | null;
}

export interface RestPage<T> {
  records: T[];
  total_record: number;
}

export interface RestMarketBarGraph {
  requirementNo: string;
  bars: Array<{ marketSize: string; count: number }>;
  total: number;
}

export interface RestInvitationRequirement {
  id: number;
  requirementNo: string;
  title: string;
  mainProcess: number;
  state: string;
}

/** An invitation; `availableEvents` may be left out, then the invitation's workflow says (one call, loader). */
export interface RestInvitation {
  id: number;
  status: number | string;
  cate: number;
  expiredAt?: number | null;
  payBack?: number | null;
  /** JSON text of the names (spec), or the array itself. */
  industryName?: string | string[] | null;
  industryNameEn?: string | string[] | null;
  requirement: RestInvitationRequirement;
  createdAt: number;
  marketSize?: string | null;
  campaignId?: number | null;
  /** Why the member was invited (the ranking's top part): a key and its values. */
  reason?: { key: string; params: Record<string, string> } | null;
  availableEvents?: string[] | null;
}

export interface RestInviteCateCount {
  cate: number;
  state: number | string;
  count: number;
}

export interface RestInviteStateCount {
  state: number | string;
  count: number;
}

export interface RestHallMembership {
  kinds?: string[] | null;
  industryIds?: number[] | null;
  joinedAt?: number | null;
}

export interface RestCampaign {
  id: number;
  requirementId: number;
  requirementNo: string;
  requirementTitle: string;
  state: string;
  status: number | string;
  targetFen: number;
  raisedFen: number;
  leftFen: number;
  minContributionFen: number;
  returnRatioBp: number;
  applicationDate: string;
  endsAt?: number | null;
  contributors?: number | null;
  reason?: string | null;
  canContribute?: boolean | null;
  myContributionFen?: number | null;
}

export interface RestContribution {
  id: number;
  campaignId: number;
  requirementId: number;
  requirementTitle: string;
  amountFen: number;
  status: string;
  shareBp?: number | null;
  campaignState: string;
  createdAt: number;
  refundedAt?: number | null;
}

export interface RestReviewFeeQuote {
  requirementId: number;
  minFeeFen: number;
  serviceFeeBp: number;
  serviceFeeFen: number;
  reviewersFen: number;
  coinBalanceFen: number;
}

export interface RestRequirementStatistics {
  byStage: Array<{ stage: number; count: number }>;
  drafts: number;
  pendingInvitations: number;
  tasksInProgress: number;
  contributedFen: number;
}

export interface RestInvitationCandidate {
  userId: number;
  nickname: string;
  position: number;
  score: number;
  fieldMatch: number;
  categoryMatch: number;
  textRelevance: number;
  trackRecord: number;
  loadPenalty: number;
  load: number;
  reason?: { key: string; params: Record<string, string> } | null;
  override?: 'include' | 'exclude' | null;
  eligible: boolean;
  invitationId?: number | null;
  status?: number | string | null;
}

/** POST /ops/v1/requirements/{id}/candidates/add and /remove. */
export interface RestCandidateOverrideResult {
  userId: number;
  cate: number;
  override: 'include' | 'exclude' | null;
  invitationId: number | null;
  invitedNow: boolean;
}

/** The detailed market assessment form (stage 2, kind 6) as the services store it: null is an empty field. */
export interface RestMarketAssessmentForm {
  yearlyTotalsWan: Array<number | null>;
  projectSharePct: number | null;
  marketValueWan: number | null;
  competitionScore: number | null;
  evidence: string;
  comments: string;
}

/** GET /requ/v1/market/assessment/{invitationId}, and the answer of .../save and .../submit. */
export interface RestMarketAssessment {
  invitationId: number;
  requirement: { id: number; requirementNo: string; title: string; state: string };
  form: RestMarketAssessmentForm;
  grade: string | null;
  submitted: boolean;
  submittedAt: number | null;
  updatedAt: number | null;
  payBack: number;
  expiredAt: number | null;
  editable: boolean;
}

type RestValueSummary = { mean: number; median: number; min: number; max: number };

/** POST /requ/v1/market/assessment/summary. */
export interface RestMarketAssessmentSummary {
  requirementNo: string;
  assessments: Array<{ assessor: number; form: RestMarketAssessmentForm; grade: string; submittedAt: number }>;
  aggregate: null | {
    count: number;
    years: RestValueSummary[];
    shareBp: RestValueSummary;
    marketValueWan: RestValueSummary;
    competitionScore: RestValueSummary;
    grades: { A: number; B: number; C: number; D: number };
  };
}

/** A sub-topic of a breakdown plan as the services store it (stage 2, kind 3). */
export interface RestSubTopic {
  id: number | null;
  position: number;
  title: string;
  categoryId: number | null;
  keywords: string[];
  researchContent: string;
  expectedResults: string;
  metrics: Array<{ name: string; target: string }>;
  technicalBasis: string;
  integration: boolean;
}

type RestPlanCodes = { taskState: string; reviewStatus: string | null; result: string | null } | null;
type RestAnalysisRequirement = { id: number; requirementNo: string; title: string; state: string };

/** GET /requ/v1/analysis/plan/{invitationId}, and the answer of .../plan/save and .../plan/submit. */
export interface RestBreakdownPlan {
  invitationId: number;
  requirement: RestAnalysisRequirement;
  planId: number | null;
  state: string | null;
  codes: RestPlanCodes;
  subTopics: RestSubTopic[];
  submittedAt: number | null;
  expiredAt: number | null;
  editable: boolean;
}

/** POST /requ/v1/analysis/plans. */
export interface RestRequirementPlans {
  requirementNo: string;
  scorecard: { criteria: Array<{ key: string; label: { zh: string; en: string }; weight: number }>; passMark: number };
  plans: Array<{
    planId: number;
    analyst: number;
    state: string;
    codes: RestPlanCodes;
    submittedAt: number | null;
    subTopics: RestSubTopic[];
    review: { reviewers: number; totals: number[]; meanTenths: number | null; criteria: Array<{ key: string; meanTenths: number | null }>; passes: boolean } | null;
  }>;
}

/** POST /requ/v1/analysis/opinions: the all-people review of a requirement's plans. */
export interface RestPlanOpinions {
  requirementNo: string;
  open: boolean;
  refusal: 'notOpen' | 'publisher' | 'analyst' | 'notInHall' | null;
  myVote: number | null;
  plans: Array<{
    planId: number;
    analyst: number;
    state: string;
    votes: number;
    subTopics: Array<{ position: number; title: string; researchContent: string; expectedResults: string }>;
    comments: Array<{ id: number; author: string; mine: boolean; body: string; createdAt: number }>;
  }>;
}

/** GET /requ/v1/review/task/{invitationId}, and the answer of /requ/v1/review/{guidelines,scores/save,scores/submit}. */
export interface RestReviewTask {
  invitationId: number;
  requirement: RestAnalysisRequirement;
  cate: number;
  taskId: number | null;
  state: string | null;
  taskState: string | null;
  scorecard: { criteria: Array<{ key: string; label: { zh: string; en: string }; weight: number }>; passMark: number };
  items: Array<{ itemId: number; label: number }>;
  /** Scores by criterion key. */
  reviews: Array<{ itemId: number; scores: Record<string, number>; comment: string; totalTenths: number | null }>;
  guidelinesAcknowledged: boolean;
  conflict: string | null;
  expiredAt: number | null;
  editable: boolean;
  availableEvents: string[];
}

/** A solution's four content steps as the services key them (machines/rules/solution.ts). */
export interface RestSolutionContent {
  1: { summary: string; approach: string };
  2: { detailHtml: string; attachments: Array<{ key: string; name: string }> };
  3: { members: Array<{ name: string; role: string; expertise: string }> };
  4: { costFen: number | null; durationDays: number | null; milestones: Array<{ title: string; day: number | null; deliverable: string }> };
}

export interface RestSolutionCodes {
  taskState: string;
  reviewStatus: string | null;
  result: string | null;
}

/** GET /requ/v1/solution/detail/{invitationId}/{subTopicId}, and the answer of /requ/v1/solution/{terms,save,submit,withdraw}. */
export interface RestSolution {
  invitationId: number;
  subTopicId: number;
  solutionId: number | null;
  state: string | null;
  codes: RestSolutionCodes | null;
  currentStep: number;
  content: RestSolutionContent;
  attachments: Array<{ key: string; name: string; contentType: string; size: number }>;
  termsAcceptedAt: number | null;
  submittedAt: number | null;
  editable: boolean;
  availableEvents: string[];
}

/** GET /requ/v1/solution/topics/{invitationId}. */
export interface RestSolutionTopics {
  invitationId: number;
  requirement: RestAnalysisRequirement;
  expiredAt: number | null;
  editable: boolean;
  subTopics: Array<{
    id: number;
    position: number;
    title: string;
    researchContent: string;
    expectedResults: string;
    metrics: Array<{ name: string; target: string }>;
    technicalBasis: string;
    integration: boolean;
    solution: { id: number; state: string; codes: RestSolutionCodes | null } | null;
  }>;
}

/** POST /requ/v1/solution/list. */
export interface RestRequirementSolutions {
  requirementNo: string;
  solutions: Array<{ solutionId: number; subTopicId: number; provider: number; state: string; codes: RestSolutionCodes | null; content: RestSolutionContent; submittedAt: number | null }>;
}
