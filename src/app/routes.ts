import type { ComponentType } from 'react';
import { OPERATIONS_HOME, PERSONAL_HOME } from '@/lib/paths';
import type { AccessRule } from './access';

/**
 * The route table as data (Ant Design Pro's config/routes.ts). `name` is an i18n key: the menu title and the
 * document title. `access` is a rule of ./access.ts. `load` is the lazily loaded page module (one chunk per
 * page). `router.tsx` turns this table into react-router routes under the main layout, and rows with a
 * `layout` under that section's layout (personal centre, operations area) inside it.
 *
 * To add a page: add a row here (and its `name` key to src/locales/{zh-CN,en-US}/menu.json); nothing else.
 */
export type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  name?: string;
  access: AccessRule;
  load?: () => Promise<PageModule>;
  /** Where to send the user instead of rendering (`/` → `/index`), with the query string and hash kept. */
  redirect?: string;
  /** In the top navigation (the rest are reached by links). */
  menu?: boolean;
  /** Only logged-in users see it in the menu (spec: Personal is hidden from anonymous users). */
  menuNeedsLogin?: boolean;
  /**
   * The section layout that wraps the page inside the main layout, with its side menu:
   * `personal` (the personal centre, menu in src/components/layout/personal-menu.ts) or `operations`
   * (the operations area, menu from the server's `routers`). Unset: the main layout alone.
   */
  layout?: SectionLayout;
  /**
   * The page uses no antd and only the shell's messages (plain markup: the landing page). It renders without loading
   * antd and the rest of the language (src/lib/antd/antd-scope.tsx), so the first page most visitors open stays light;
   * every other page renders inside the antd scope.
   */
  plain?: boolean;
  /**
   * The page puts antd around its own parts (src/lib/antd/antd-scope.tsx), so that its heading paints before antd
   * has loaded (the hall); it has every message namespace. The page area does not wrap it in the antd scope.
   */
  ownScope?: boolean;
};

export type SectionLayout = 'personal' | 'operations';

/** Puts every row of a group into a section layout (see `AppRoute.layout`). */
function inLayout(layout: SectionLayout, rows: AppRoute[]): AppRoute[] {
  return rows.map((row) => ({ ...row, layout }));
}

const placeholder = (): Promise<PageModule> =>
  import('@/features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage }));

/** A page that a later issue fills: it shows "not available yet" under its title. */
function later(path: string, name: string, access: AccessRule = 'login'): AppRoute {
  return { path, name, access, load: placeholder };
}

/** Main-layout routes of spec section 2 other than the landing page, hall and error pages. */
const mainRoutes: AppRoute[] = [
  // The hall's requirement detail is public like the hall (acting on it asks to sign in).
  {
    path: '/detail',
    name: 'menu.detail',
    access: 'public',
    load: () => import('@/features/hall/requirement-detail-page').then((m) => ({ default: m.RequirementDetailPage })),
  },
  {
    path: '/crowdfunding',
    name: 'menu.crowdfunding',
    access: 'login',
    load: () => import('@/features/review-fee/crowdfunding-page').then((m) => ({ default: m.CrowdfundingPage })),
  },
  {
    path: '/taskDetail',
    name: 'menu.taskDetail',
    access: 'login',
    load: () => import('@/features/my-requirements/task-detail-page').then((m) => ({ default: m.TaskDetailPage })),
  },
  {
    path: '/taskDetail2',
    name: 'menu.taskDetail2',
    access: 'login',
    load: () => import('@/features/pre-review/pre-review-detail-page').then((m) => ({ default: m.PreReviewDetailPage })),
  },
  {
    path: '/inviteDetail',
    name: 'menu.inviteDetail',
    access: 'login',
    load: () => import('@/features/invitations/invite-detail-page').then((m) => ({ default: m.InviteDetailPage })),
  },
  {
    path: '/evaluate',
    name: 'menu.evaluate',
    access: 'login',
    load: () => import('@/features/evaluate/evaluate-page').then((m) => ({ default: m.EvaluatePage })),
  },
  // stage 2 step 4 (issue 12): the expert review of solutions, ?id=<kind-7 invitation> (the review page serves kinds 4 and 7)
  {
    path: '/resolve',
    name: 'menu.resolve',
    access: 'login',
    load: () => import('@/features/analysis-review/review-page').then((m) => ({ default: m.ReviewPage })),
  },
  // stage 2 steps 1 and 2 (issue 12): ?id=<kind-3 invitation> and ?id=<kind-4 invitation>
  {
    path: '/projectAnalysisReviewSubProject',
    name: 'menu.projectAnalysisReviewSubProject',
    access: 'login',
    load: () => import('@/features/analysis/analysis-page').then((m) => ({ default: m.AnalysisPage })),
  },
  {
    path: '/projectAnalysisReviewReview',
    name: 'menu.projectAnalysisReviewReview',
    access: 'login',
    load: () => import('@/features/analysis-review/review-page').then((m) => ({ default: m.ReviewPage })),
  },
  // stage 2 step 2 (issue 12): the announcement of the analysis review, ?id=<requirement id> (publisher, operations, reviewers)
  {
    path: '/projectAnalysisReviewAnnounce',
    name: 'menu.projectAnalysisReviewAnnounce',
    access: 'login',
    load: () => import('@/features/analysis-review/announce-page').then((m) => ({ default: m.AnnouncePage })),
  },
  {
    path: '/paySelf',
    name: 'menu.paySelf',
    access: 'login',
    load: () => import('@/features/review-fee/pay-self-page').then((m) => ({ default: m.PaySelfPage })),
  },
  {
    path: '/payGroup',
    name: 'menu.payGroup',
    access: 'login',
    load: () => import('@/features/review-fee/pay-group-page').then((m) => ({ default: m.PayGroupPage })),
  },
  // a requirement's progress through the seven stages: the hall's detail shows it to anyone (?id=<requirement id>)
  { path: '/process', name: 'menu.process', access: 'public', redirect: '/detail' },
  // stage 2 step 3 (issue 12): ?id=<kind-5 invitation>&topic=<sub-topic>
  {
    path: '/solution/*',
    name: 'menu.solution',
    access: 'login',
    load: () => import('@/features/solutions/solution-page').then((m) => ({ default: m.SolutionPage })),
  },
  // stage 2 step 2 (issue 12): the all-people review of the plans, ?id=<requirement id> (as /detail and /taskDetail2)
  {
    path: '/allPeopleReviewPlan',
    name: 'menu.allPeopleReviewPlan',
    access: 'login',
    load: () => import('@/features/all-people-review/all-people-review-page').then((m) => ({ default: m.AllPeopleReviewPage })),
  },
];

/** Personal centre (spec section 2). Hidden items keep the absolute paths the spec gives them. */
const personalRoutes: AppRoute[] = [
  { path: '/personal', access: 'login', redirect: PERSONAL_HOME },
  {
    path: PERSONAL_HOME,
    name: 'menu.workbench',
    access: 'login',
    load: () => import('@/features/workbench/workbench-page').then((m) => ({ default: m.WorkbenchPage })),
  },
  {
    path: '/personal/workbench/myworks/publish',
    name: 'menu.myworks.publish',
    access: 'login',
    load: () => import('@/features/my-requirements/my-requirements-page').then((m) => ({ default: m.MyRequirementsPage })),
  },
  {
    path: '/personal/workbench/myworks/assessment',
    name: 'menu.myworks.assessment',
    access: 'login',
    load: () => import('@/features/my-tasks/assessment-page').then((m) => ({ default: m.AssessmentPage })),
  },
  {
    path: '/personal/workbench/myworks/offerBlueprint',
    name: 'menu.myworks.offerBlueprint',
    access: 'login',
    load: () => import('@/features/my-tasks/my-works-invitation-pages').then((m) => ({ default: m.OfferBlueprintPage })),
  },
  {
    path: '/personal/workbench/myworks/contribute',
    name: 'menu.myworks.contribute',
    access: 'login',
    load: () => import('@/features/my-tasks/contribute-page').then((m) => ({ default: m.ContributePage })),
  },
  {
    path: '/personal/workbench/myworks/check',
    name: 'menu.myworks.check',
    access: 'login',
    load: () => import('@/features/my-tasks/my-works-invitation-pages').then((m) => ({ default: m.CheckPage })),
  },
  later('/personal/workbench/myworks/execute', 'menu.myworks.execute'),
  later('/personal/workbench/myworks/offerResource', 'menu.myworks.offerResource'),
  {
    path: '/personal/workbench/myworks/resolve',
    name: 'menu.myworks.resolve',
    access: 'login',
    load: () => import('@/features/my-tasks/my-works-invitation-pages').then((m) => ({ default: m.ResolvePage })),
  },
  {
    path: '/personal/accountManagement/personalData/baseInfo',
    name: 'menu.account.baseInfo',
    access: 'login',
    load: () => import('@/features/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
  },
  {
    path: '/personal/accountManagement/account/realNameAuth',
    name: 'menu.account.realNameAuth',
    access: 'login',
    load: () => import('@/features/real-name/real-name-page').then((m) => ({ default: m.RealNamePage })),
  },
  {
    // Not in the spec's list (issue 12): an account credential beside real name and bank cards (docs/requirements.md "Expert status").
    path: '/personal/accountManagement/account/expertAuth',
    name: 'menu.account.expertAuth',
    access: 'login',
    load: () => import('@/features/expert/expert-page').then((m) => ({ default: m.ExpertPage })),
  },
  {
    path: '/personal/accountManagement/account/bankCardAuth',
    name: 'menu.account.bankCardAuth',
    access: 'login',
    load: () => import('@/features/bank-cards/bank-card-list-page').then((m) => ({ default: m.BankCardListPage })),
  },
  {
    path: '/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail',
    name: 'menu.account.bankCardAuthDetail',
    access: 'login',
    load: () => import('@/features/bank-cards/bank-card-detail-page').then((m) => ({ default: m.BankCardDetailPage })),
  },
  {
    path: '/personal/accountManagement/secure',
    name: 'menu.account.secure',
    access: 'login',
    load: () => import('@/features/account-security/account-security-page').then((m) => ({ default: m.AccountSecurityPage })),
  },
  {
    path: '/personal/wallet/overview',
    name: 'menu.wallet.overview',
    access: 'login',
    load: () => import('@/features/wallet/wallet-overview-page').then((m) => ({ default: m.WalletOverviewPage })),
  },
  {
    path: '/personal/wallet/fiatWallet',
    name: 'menu.wallet.fiatWallet',
    access: 'login',
    load: () => import('@/features/wallet/single-wallet-page').then((m) => ({ default: m.FiatWalletPage })),
  },
  {
    path: '/personal/wallet/daCoinWallet',
    name: 'menu.wallet.daCoinWallet',
    access: 'login',
    load: () => import('@/features/wallet/single-wallet-page').then((m) => ({ default: m.CoinWalletPage })),
  },
  {
    path: '/personal/wallet/record/flowRecord',
    name: 'menu.wallet.flowRecord',
    access: 'login',
    load: () => import('@/features/wallet/flow-record-page').then((m) => ({ default: m.FlowRecordPage })),
  },
  {
    path: '/personal/wallet/record/rechargeRecord',
    name: 'menu.wallet.rechargeRecord',
    access: 'login',
    load: () => import('@/features/wallet/recharge-record-page').then((m) => ({ default: m.RechargeRecordPage })),
  },
  {
    path: '/personal/wallet/record/withdrawRecord',
    name: 'menu.wallet.withdrawRecord',
    access: 'login',
    load: () => import('@/features/wallet/withdraw-record-page').then((m) => ({ default: m.WithdrawRecordPage })),
  },
  // the analysis review of a kind-4 invitation (?id=<invitation>) is /projectAnalysisReviewReview
  { path: '/review/review', name: 'menu.hidden.review', access: 'login', redirect: '/projectAnalysisReviewReview' },
  // the weighted scorecard as a page, ?kind=4 (analysis review, the default) or ?kind=7 (expert review of solutions)
  {
    path: '/review/scoringTable',
    name: 'menu.hidden.scoringTable',
    access: 'login',
    load: () => import('@/features/analysis-review/scoring-table-page').then((m) => ({ default: m.ScoringTablePage })),
  },
  {
    path: '/recharge/*',
    name: 'menu.hidden.recharge',
    access: 'login',
    load: () => import('@/features/wallet-flows/recharge-page').then((m) => ({ default: m.RechargePage })),
  },
  {
    path: '/cash/*',
    name: 'menu.hidden.cash',
    access: 'login',
    load: () => import('@/features/wallet-flows/cash-page').then((m) => ({ default: m.CashPage })),
  },
  {
    path: '/publishRequirements/*',
    name: 'menu.hidden.publishRequirements',
    access: 'login',
    load: () => import('@/features/publish/publish-page').then((m) => ({ default: m.PublishRequirementsPage })),
  },
  // the sub-topics of a kind-5 invitation (?id=<invitation>): the page below
  { path: '/requirementTopic', name: 'menu.hidden.requirementTopic', access: 'login', redirect: '/provideSolutions' },
  // the sub-topics of a kind-5 invitation (spec /provideSolutions "oneTopic"): ?id=<invitation>
  {
    path: '/provideSolutions/*',
    name: 'menu.hidden.provideSolutions',
    access: 'login',
    load: () => import('@/features/solutions/topics-page').then((m) => ({ default: m.TopicsPage })),
  },
  // the publisher's pre-review stage detail (?id=<requirement id>) is /taskDetail2
  { path: '/preReview', name: 'menu.hidden.preReview', access: 'login', redirect: '/taskDetail2' },
  {
    path: '/exchange/*',
    name: 'menu.hidden.exchange',
    access: 'login',
    load: () => import('@/features/wallet/exchange-page').then((m) => ({ default: m.ExchangePage })),
  },
  later('/pay', 'menu.hidden.pay'),
  // the review guidelines an expert acknowledges (the review dialog's text) as a readable page
  {
    path: '/reviewNotice',
    name: 'menu.hidden.reviewNotice',
    access: 'login',
    load: () => import('@/features/analysis-review/review-notice-page').then((m) => ({ default: m.ReviewNoticePage })),
  },
  {
    path: '/scoringTable',
    name: 'menu.hidden.scoringTable',
    access: 'login',
    load: () => import('@/features/analysis-review/scoring-table-page').then((m) => ({ default: m.ScoringTablePage })),
  },
];

/**
 * Operations area (issue 3 section 5): staff only (access rule `operations`: role operations or admin; the
 * services check the role again on every call). The side menu comes from the server (`GET /getRouters`).
 */
const operationsRoutes: AppRoute[] = [
  { path: '/operations', access: 'operations', redirect: OPERATIONS_HOME },
  {
    path: '/operations/real-name',
    name: 'menu.operations.realName',
    access: 'operations',
    load: () => import('@/features/operations/real-name-queue-page').then((m) => ({ default: m.RealNameQueuePage })),
  },
  {
    path: '/operations/face-checks',
    name: 'menu.operations.faceChecks',
    access: 'operations',
    load: () => import('@/features/operations/face-check-queue-page').then((m) => ({ default: m.FaceCheckQueuePage })),
  },
  {
    path: '/operations/bank-cards',
    name: 'menu.operations.bankCards',
    access: 'operations',
    load: () => import('@/features/operations/bank-card-queue-page').then((m) => ({ default: m.BankCardQueuePage })),
  },
  {
    path: '/operations/recharges',
    name: 'menu.operations.recharges',
    access: 'operations',
    load: () => import('@/features/operations/recharge-queue-page').then((m) => ({ default: m.RechargeQueuePage })),
  },
  {
    path: '/operations/withdrawals',
    name: 'menu.operations.withdrawals',
    access: 'operations',
    load: () => import('@/features/operations/withdrawal-queue-page').then((m) => ({ default: m.WithdrawalQueuePage })),
  },
  {
    path: '/operations/ledger',
    name: 'menu.operations.ledger',
    access: 'operations',
    load: () => import('@/features/operations/ledger-page').then((m) => ({ default: m.LedgerPage })),
  },
  {
    path: '/operations/requirements',
    name: 'menu.operations.requirements',
    access: 'operations',
    load: () => import('@/features/operations/requirement-queue-page').then((m) => ({ default: m.RequirementQueuePage })),
  },
  {
    path: '/operations/crowdfunding',
    name: 'menu.operations.crowdfunding',
    access: 'operations',
    load: () => import('@/features/operations/crowdfunding-queue-page').then((m) => ({ default: m.CrowdfundingQueuePage })),
  },
  {
    path: '/operations/experts',
    name: 'menu.operations.experts',
    access: 'operations',
    load: () => import('@/features/operations/expert-queue-page').then((m) => ({ default: m.ExpertQueuePage })),
  },
];

const devRoutes: AppRoute[] = [
  {
    path: '/dev/outbox',
    name: 'menu.devOutbox',
    access: 'dev',
    load: () => import('@/features/dev-outbox/dev-outbox-page').then((m) => ({ default: m.DevOutboxPage })),
  },
];

export const routes: AppRoute[] = [
  { path: '/', access: 'public', redirect: '/index' },
  {
    path: '/index',
    name: 'menu.index',
    access: 'public',
    menu: true,
    plain: true,
    load: () => import('@/features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
  },
  {
    path: '/hall',
    name: 'menu.hall',
    access: 'public',
    menu: true,
    ownScope: true,
    load: () => import('@/features/hall/hall-page').then((m) => ({ default: m.HallPage })),
  },
  { ...personalRoutes[0], name: 'menu.personal', menu: true, menuNeedsLogin: true },
  ...inLayout('personal', personalRoutes.slice(1)),
  operationsRoutes[0],
  ...inLayout('operations', operationsRoutes.slice(1)),
  ...mainRoutes,
  {
    path: '/statecharts',
    name: 'menu.statecharts',
    access: 'statecharts',
    load: () => import('@/features/statecharts/statecharts-page').then((m) => ({ default: m.StatechartsPage })),
  },
  // Anyone holding a receipt of a record's step checks it here, signed in or not (docs/workflow.md).
  {
    path: '/verify-receipt',
    name: 'menu.verifyReceipt',
    access: 'public',
    load: () => import('@/features/verify-receipt/verify-receipt-page').then((m) => ({ default: m.VerifyReceiptPage })),
  },
  // Footer documents (agreements, brochure, guides) open in a new tab; their texts come with a later issue.
  later('/docs/:doc', 'menu.docs', 'public'),
  // The recharge and withdrawal agreements, opened in a new tab from the wallet flows.
  ...(['/agreement/recharge', '/agreement/withdraw'] as const).map(
    (path): AppRoute => ({
      path,
      name: path === '/agreement/recharge' ? 'menu.agreements.recharge' : 'menu.agreements.withdraw',
      access: 'public',
      load: () => import('@/features/wallet-flows/agreement-page').then((m) => ({ default: m.WalletAgreementPage })),
    }),
  ),
  // The request-release agreement, opened in a new tab from the publish form.
  {
    path: '/agreement/requestRelease',
    name: 'menu.agreements.requestRelease',
    access: 'public',
    load: () => import('@/features/publish/agreement-page').then((m) => ({ default: m.RequestReleaseAgreementPage })),
  },
  // Always routed; the `dev` access rule answers 404 when the server runs in production.
  ...devRoutes,
  {
    path: '/redirect/*',
    access: 'public',
    load: () => import('@/features/errors/redirect-page').then((m) => ({ default: m.RedirectPage })),
  },
  {
    path: '/401',
    name: 'menu.unauthorized',
    access: 'public',
    load: () => import('@/features/errors/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
  },
  {
    path: '*',
    name: 'menu.notFound',
    access: 'public',
    load: () => import('@/features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })),
  },
];

/** The top-navigation entries of the route table, in order. */
export function menuRoutes(table: readonly AppRoute[] = routes): AppRoute[] {
  return table.filter((r) => r.menu);
}
