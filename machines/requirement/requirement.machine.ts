/**
 * A requirement's whole life (spec sections 1, 3 and 4; docs/requirements.md draws it): seven main stages, and
 * inside stage 1 (requirement release) the sub-process steps 1 fill requirement, 2 initial market evaluation,
 * 3 pay or crowdfund the review fee, 4 wait for pre-review start.
 *
 *   draft ⇄ (requirement.save) ─(requirement.submit)→ inReview ─(review.approve)→ evaluating
 *                                                   inReview ─(review.reject + reason)→ rejected (draft status 5)
 *   rejected ─(requirement.save / requirement.submit)→ … as a draft
 *   evaluating: each market answer is `evaluation.answered`; the quorum, or the window's end with at least one
 *               answer, opens the fee step; the window's end with none → evaluationTimedOut (reopen or withdraw;
 *               its decision window ends in `expired`)
 *   feeDue.choosingMode ─(fee.pay)→ awaitingPreReview
 *                       ─(crowdfunding.apply)→ feeDue.crowdfundingApplying ─(crowdfunding.approved)→ feeDue.crowdfunding
 *                                                                          ─(crowdfunding.rejected)→ choosingMode
 *                       ─(timer.expired)→ feeDue.paymentExpired ('Payment Window Expired': pay, crowdfund or withdraw;
 *                                                                 its decision window ends in `expired`)
 *   feeDue.crowdfunding ─(crowdfunding.funded)→ awaitingPreReview ─(crowdfunding.failed)→ feeDue.crowdfundingFailed
 *                       (every contribution refunded; pay personally, crowdfund again or withdraw; its decision
 *                        window ends in `failed`)
 *   awaitingPreReview ─(preReview.start, operations)→ preReview (stage 2, below) ─(stage.complete)→ … → dividend → completed
 *
 * Stage 2, pre-review (issue 12; docs/requirements.md "Stage 2" draws it): five steps, each driven by invitations
 * of its kind and by the tasks they carry. The services send one system event per task done (what the guards
 * count) and the engine sends `timer.expired` when a step's window ends. Evaluative steps (market assessment,
 * analysis review, expert review) close early once `quorum` tasks are done; competitive steps (analysis,
 * solicitation) always run their whole window, so every invited analyst or provider gets the time promised.
 *
 *   marketAssessment (-1, kind 6) ─(quorum or window end, with or without assessments)→ analysis
 *   analysis (1, kind 3) ─(window end, ≥ 1 plan)→ analysisReview ─(window end, no plan)→ breakdownExpired
 *   analysisReview (2, kind 4) ─(quorum or window end, a plan passes)→ solicitation   [announceSelection]
 *                              ─(… no plan passes)→ noPlanSelected
 *   solicitation (3, kind 5) ─(window end, ≥ 1 solution)→ expertReview ─(no solution)→ noSolution
 *   expertReview (4, kind 7) ─(quorum or window end, a solution passes)→ complete   [announceResult, settleReviewFee]
 *                            ─(… none passes)→ noSolutionPassed
 *   breakdownExpired ─(analysis.reopen)→ analysis;  noPlanSelected ─(analysisReview.reopen | analysis.reopen)→ …
 *   noSolution ─(solicitation.reopen)→ solicitation;  noSolutionPassed ─(solutionReview.reopen | solicitation.reopen)→ …
 *   complete (stage 2 status 3, waiting for stage 3) ─(stage.complete, operations)→ investorBidding
 *
 * Each step's entry opens it (`open…`: invitations of its kind, its items into review) and its exit closes it
 * (`close…`: open invitations time out, unfinished drafts expire). `payTaskFees` pays the review fee's pool of
 * every kind whose tasks are done and which is not yet paid (machines/rules/review-fee.ts); it runs when an
 * evaluative step ends with a result and when operations stop the requirement in stage 2.
 *
 * Operations may stop a requirement with a reason in any state that is not final (`requirement.stop`); the
 * publisher may withdraw it before the fee is paid or a campaign runs (`requirement.withdraw`). Both end in
 * `terminated`. Stages 2 to 7 are named here already; later issues fill them with their own steps (until then
 * operations close a stage with `stage.complete`).
 *
 * Effects the services run: `storeContent` (the form's columns, on save and submit), `inviteAssessors` (after commit: invitations of kind 1), `closeEvaluation` (pending and
 * accepted evaluation invitations end), `payFee` (the publisher's coins into escrow, in the transaction),
 * `refundFee` (what is still in escrow of the review fee back to whoever paid it), `cancelCampaign` (a running
 * campaign is cancelled and refunded); in stage 2 the `open…` / `close…` effects of each step, `announceSelection`
 * (the selected breakdown plan and every plan's scores are published), `announceResult` (the solutions' scores
 * and which passed), `payTaskFees` and `settleReviewFee` (the platform's service fee; unearned pools back to the
 * payer).
 */
import { assign, setup } from 'xstate';
import type { Localized } from '../rules/messages';
import { validateReason } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type RequirementContext = {
  publisherId: number;
  /** Answers needed to close the initial market evaluation early. */
  quorum: number;
  /** Market evaluation answers of the current window. */
  answers: number;
  /** How many evaluation windows have opened (reopening counts). */
  evaluationRound: number;
  /** The review fee due (fen), fixed when operations approve (at least 10% of the budget). */
  feeFen: number;
  feeMode: 'personal' | 'crowdfunding' | null;
  /** The running or last crowdfunding campaign. */
  campaignId: number | null;
  /** The last rejection or stop reason, shown to the publisher. */
  reason: string | null;
  endedBy: 'publisher' | 'operations' | null;
  /** Stage 2: tasks done in the current step's window (assessments, plans, reviews, solutions). */
  tasksDone?: number;
  /**
   * Stage 2: the current step's usable results: plans or solutions submitted, or (in a review step) the items whose
   * mean score reaches the pass mark, as the services last reported it. Optional, as both counters are, because
   * requirements stored before stage 2 existed have neither (read through `stepCounts`).
   */
  usable?: number;
};

/** The stage-2 counters of a context, zero where a stored context predates them. */
export function stepCounts(context: Pick<RequirementContext, 'tasksDone' | 'usable'>): { tasksDone: number; usable: number } {
  return { tasksDone: context.tasksDone ?? 0, usable: context.usable ?? 0 };
}

export type RequirementInput = { publisherId: number; quorum: number };

export type RequirementEvent =
  | { type: 'requirement.save' }
  | { type: 'requirement.submit' }
  | { type: 'review.approve'; feeFen: number }
  | { type: 'review.reject'; reason: string }
  | { type: 'evaluation.answered' }
  | { type: 'evaluation.reopen' }
  | { type: 'timer.expired' }
  | { type: 'fee.pay' }
  | { type: 'crowdfunding.apply'; campaignId: number }
  | { type: 'crowdfunding.approved' }
  | { type: 'crowdfunding.rejected'; reason: string }
  | { type: 'crowdfunding.funded' }
  | { type: 'crowdfunding.failed' }
  | { type: 'preReview.start' }
  | { type: 'assessment.submitted' }
  | { type: 'plan.submitted' }
  | { type: 'planReview.submitted'; passing: number }
  | { type: 'solution.submitted' }
  | { type: 'solutionReview.submitted'; passing: number }
  | { type: 'analysis.reopen' }
  | { type: 'analysisReview.reopen' }
  | { type: 'solicitation.reopen' }
  | { type: 'solutionReview.reopen' }
  | { type: 'stage.complete' }
  | { type: 'requirement.withdraw' }
  | { type: 'requirement.stop'; reason: string };

const stop = { 'requirement.stop': { guard: 'hasReason', target: '#requirement.terminated', actions: ['assignStop'] } } as const;
const stopAndRefund = {
  'requirement.stop': { guard: 'hasReason', target: '#requirement.terminated', actions: ['assignStop', 'refundFee'] },
} as const;
/** A review report: how many items reach the pass mark now (machines/rules/scorecard.ts `passingCount`). */
const isReport = (event: RequirementEvent): event is Extract<RequirementEvent, { passing: number }> =>
  (event.type === 'planReview.submitted' || event.type === 'solutionReview.submitted') && Number.isSafeInteger(event.passing) && event.passing >= 0;
const withdraw = { 'requirement.withdraw': { target: '#requirement.terminated', actions: ['assignWithdraw'] } } as const;
/** A later stage: operations close it (until its own issue fills it) or stop the requirement. */
const laterStage = (next: string, mainStage: number, label: Localized, zh: string, en: string) => ({
  meta: { label, mainStage, ...d(zh, en) },
  on: { 'stage.complete': { target: next }, ...stop },
});

export const requirementMachine = setup({
  types: {
    context: {} as RequirementContext,
    events: {} as RequirementEvent,
    input: {} as RequirementInput,
    meta: {} as FlowMeta & { mainStage?: number },
  },
  actions: {
    // Effects the services run (names are the contract).
    inviteAssessors: () => {},
    closeEvaluation: () => {},
    payFee: () => {},
    refundFee: () => {},
    cancelCampaign: () => {},
    // The services write the submitted content columns (title, budget, details, ...) on this action.
    storeContent: () => {},
    assignApproval: assign(({ event }) => (event.type === 'review.approve' ? { feeFen: event.feeFen, reason: null } : {})),
    assignRejection: assign(({ event }) => (event.type === 'review.reject' ? { reason: event.reason.trim() } : {})),
    openEvaluation: assign(({ context }) => ({ answers: 0, evaluationRound: context.evaluationRound + 1 })),
    countAnswer: assign(({ context }) => ({ answers: context.answers + 1 })),
    assignPersonal: assign({ feeMode: 'personal' as const }),
    assignCampaign: assign(({ event }) => (event.type === 'crowdfunding.apply' ? { feeMode: 'crowdfunding' as const, campaignId: event.campaignId } : {})),
    assignCampaignRejection: assign(({ event }) => (event.type === 'crowdfunding.rejected' ? { feeMode: null, reason: event.reason.trim() } : {})),
    assignStop: assign(({ event }) => (event.type === 'requirement.stop' ? { reason: event.reason.trim(), endedBy: 'operations' as const } : {})),
    assignWithdraw: assign({ endedBy: 'publisher' as const }),
    // Stage 2 effects (names are the contract; docs/requirements.md "Stage 2").
    openMarketAssessment: () => {},
    closeMarketAssessment: () => {},
    openAnalysis: () => {},
    closeAnalysis: () => {},
    openAnalysisReview: () => {},
    closeAnalysisReview: () => {},
    openSolicitation: () => {},
    closeSolicitation: () => {},
    openSolutionReview: () => {},
    closeSolutionReview: () => {},
    announceSelection: () => {},
    announceResult: () => {},
    payTaskFees: () => {},
    settleReviewFee: () => {},
    resetStep: assign({ tasksDone: 0, usable: 0 }),
    countTask: assign(({ context }) => ({ tasksDone: stepCounts(context).tasksDone + 1 })),
    countResult: assign(({ context }) => ({ tasksDone: stepCounts(context).tasksDone + 1, usable: stepCounts(context).usable + 1 })),
    countReview: assign(({ context, event }) => (isReport(event) ? { tasksDone: stepCounts(context).tasksDone + 1, usable: event.passing } : {})),
  },
  guards: {
    hasReason: ({ event }) => 'reason' in event && validateReason(event.reason) === null,
    isFeeValid: ({ event }) => event.type === 'review.approve' && Number.isSafeInteger(event.feeFen) && event.feeFen > 0,
    reachesQuorum: ({ context }) => context.answers + 1 >= context.quorum,
    hasAnswers: ({ context }) => context.answers > 0,
    isCampaignId: ({ event }) => event.type === 'crowdfunding.apply' && Number.isSafeInteger(event.campaignId) && event.campaignId > 0,
    completesStep: ({ context }) => stepCounts(context).tasksDone + 1 >= context.quorum,
    hasUsable: ({ context }) => stepCounts(context).usable > 0,
    isReport: ({ event }) => isReport(event),
    closesPassing: ({ context, event }) => isReport(event) && stepCounts(context).tasksDone + 1 >= context.quorum && event.passing > 0,
    closesFailing: ({ context, event }) => isReport(event) && stepCounts(context).tasksDone + 1 >= context.quorum && event.passing === 0,
  },
}).createMachine({
  id: 'requirement',
  context: ({ input }) => ({
    publisherId: input.publisherId,
    quorum: input.quorum,
    answers: 0,
    evaluationRound: 0,
    feeFen: 0,
    feeMode: null,
    campaignId: null,
    reason: null,
    endedBy: null,
    tasksDone: 0,
    usable: 0,
  }),
  meta: {
    title: { zh: '需求', en: 'Requirement' },
    description: {
      zh: '发布需求，运营审核后进入大厅并开始初步市场评估；支付或众筹评审费后等待预评审开始，之后依次经过预评审、投资方竞标、项目立项、执行、结题验收与分红。',
      en: 'Publish a requirement; once operations approve it, it enters the hall and the initial market evaluation starts; after the review fee is paid or crowdfunded it waits for pre-review, then passes pre-review, investor bidding, set-up, execution, closing acceptance and dividend.',
    },
  },
  initial: 'draft',
  states: {
    draft: {
      meta: { label: { zh: '草稿', en: 'Draft' }, mainStage: 1, step: 0, ...d('草稿：填写需求，可随时保存，提交后由运营审核。', 'Draft: fill in the requirement, save at any time; once submitted, operations review it.') },
      on: { 'requirement.save': { actions: 'storeContent' }, 'requirement.submit': { target: 'inReview', actions: 'storeContent' }, ...withdraw },
    },
    inReview: {
      meta: { label: { zh: '待审核', en: 'In review' }, mainStage: 1, step: 0, ...d('待审核：运营正在审核需求。', 'In review: operations are reviewing the requirement.') },
      on: {
        'review.approve': { guard: 'isFeeValid', target: 'evaluating', actions: ['assignApproval', 'openEvaluation', 'inviteAssessors'] },
        'review.reject': { guard: 'hasReason', target: 'rejected', actions: 'assignRejection' },
        ...withdraw,
        ...stop,
      },
    },
    rejected: {
      meta: { label: { zh: '运营驳回', en: 'Rejected by operations' }, mainStage: 1, step: 0, ...d('运营驳回：请按驳回原因修改后重新提交。', 'Rejected by operations: edit it as the reason says and submit again.') },
      on: { 'requirement.save': { actions: 'storeContent' }, 'requirement.submit': { target: 'inReview', actions: 'storeContent' }, ...withdraw },
    },
    evaluating: {
      meta: { label: { zh: '初步市场评估中', en: 'Market evaluation' }, mainStage: 1, step: 1, ...d('初步市场评估：受邀的市场评估方选择市场规模区间。', 'Initial market evaluation: invited market assessors pick a market size range.') },
      on: {
        'evaluation.answered': [
          { guard: 'reachesQuorum', target: 'feeDue', actions: ['countAnswer', 'closeEvaluation'] },
          { actions: 'countAnswer' },
        ],
        'timer.expired': [
          { guard: 'hasAnswers', target: 'feeDue', actions: 'closeEvaluation' },
          { target: 'evaluationTimedOut', actions: 'closeEvaluation' },
        ],
        'requirement.stop': { guard: 'hasReason', target: 'terminated', actions: ['assignStop', 'closeEvaluation'] },
      },
    },
    evaluationTimedOut: {
      meta: { label: { zh: '评估超时', en: 'Evaluation timed out' }, mainStage: 1, step: 1, ...d('评估超时：评估期内没有收到评估，可重新开启评估或撤回需求。', 'Evaluation timed out: no answer came in the window; reopen the evaluation or withdraw the requirement.') },
      on: {
        'evaluation.reopen': { target: 'evaluating', actions: ['openEvaluation', 'inviteAssessors'] },
        'timer.expired': { target: 'expired' },
        ...withdraw,
        ...stop,
      },
    },
    feeDue: {
      meta: { label: { zh: '评审费', en: 'Review fee' }, mainStage: 1, step: 2, ...d('评审费：个人支付或申请众筹（至少为预算的10%）。', 'Review fee: pay it personally or crowdfund it (at least 10% of the budget).') },
      initial: 'choosingMode',
      states: {
        choosingMode: {
          meta: { label: { zh: '待支付评审费', en: 'Review fee due' }, ...d('选择方式：个人支付或申请众筹。', 'Choose the mode: pay personally or apply for crowdfunding.') },
          on: {
            'fee.pay': { target: '#requirement.awaitingPreReview', actions: ['assignPersonal', 'payFee'] },
            'crowdfunding.apply': { guard: 'isCampaignId', target: 'crowdfundingApplying', actions: 'assignCampaign' },
            'timer.expired': { target: 'paymentExpired' },
            ...withdraw,
            ...stop,
          },
        },
        paymentExpired: {
          meta: { label: { zh: '支付期已过', en: 'Payment window expired' }, ...d('支付期已过：请选择个人支付、申请众筹或撤回需求。', 'Payment window expired: pay personally, apply for crowdfunding or withdraw.') },
          on: {
            'fee.pay': { target: '#requirement.awaitingPreReview', actions: ['assignPersonal', 'payFee'] },
            'crowdfunding.apply': { guard: 'isCampaignId', target: 'crowdfundingApplying', actions: 'assignCampaign' },
            'timer.expired': { target: '#requirement.expired' },
            ...withdraw,
            ...stop,
          },
        },
        crowdfundingApplying: {
          meta: { label: { zh: '众筹申请中', en: 'Crowdfunding applying' }, ...d('众筹申请中：等待运营审核众筹申请。', 'Crowdfunding applying: operations are reviewing the application.') },
          on: {
            'crowdfunding.approved': { target: 'crowdfunding' },
            'crowdfunding.rejected': { guard: 'hasReason', target: 'choosingMode', actions: 'assignCampaignRejection' },
            'requirement.stop': { guard: 'hasReason', target: '#requirement.terminated', actions: ['assignStop', 'cancelCampaign'] },
          },
        },
        crowdfunding: {
          meta: { label: { zh: '众筹中', en: 'Crowdfunding' }, ...d('众筹中：出资方在截止前认购，全部筹满才成功。', 'Crowdfunding: funders contribute before the deadline; all or nothing.') },
          on: {
            'crowdfunding.funded': { target: '#requirement.awaitingPreReview' },
            'crowdfunding.failed': { target: 'crowdfundingFailed' },
            'requirement.stop': { guard: 'hasReason', target: '#requirement.terminated', actions: ['assignStop', 'cancelCampaign'] },
          },
        },
        crowdfundingFailed: {
          meta: { label: { zh: '众筹失败', en: 'Crowdfunding failed' }, ...d('众筹失败：出资已全部退回；可个人支付、再次众筹或撤回需求。', 'Crowdfunding failed: every contribution was refunded; pay personally, crowdfund again or withdraw.') },
          on: {
            'fee.pay': { target: '#requirement.awaitingPreReview', actions: ['assignPersonal', 'payFee'] },
            'crowdfunding.apply': { guard: 'isCampaignId', target: 'crowdfundingApplying', actions: 'assignCampaign' },
            'timer.expired': { target: '#requirement.failed' },
            ...withdraw,
            ...stop,
          },
        },
      },
    },
    awaitingPreReview: {
      meta: { label: { zh: '等待预评审', en: 'Waiting for pre-review' }, mainStage: 1, step: 3, ...d('等待预评审开始：评审费已托管，运营将开启预评审。', 'Waiting for pre-review: the review fee is in escrow; operations will start the pre-review.') },
      on: { 'preReview.start': { target: 'preReview' }, ...stopAndRefund },
    },
    preReview: {
      meta: { label: { zh: '预评审', en: 'Pre-review' }, mainStage: 2, ...d('预评审：详细市场评估、项目分析、分析评审、方案征集与专家评审。', 'Pre-review: detailed market evaluation, project analysis, analysis review, solution solicitation and expert review.') },
      initial: 'marketAssessment',
      // Operations may stop in every step: done tasks are paid, the rest of the fee goes back (review-fee.ts rule 4).
      on: { 'requirement.stop': { guard: 'hasReason', target: '#requirement.terminated', actions: ['assignStop', 'payTaskFees', 'refundFee'] } },
      states: {
        marketAssessment: {
          meta: { label: { zh: '详细市场评估', en: 'Detailed market evaluation' }, mainStage: 2, step: 0, ...d('详细市场评估：受邀的市场评估方填写五年市场总额、项目占比、市场价值与竞争力评分。', 'Detailed market evaluation: invited market assessors fill in five yearly market totals, the project share, its market value and a competition score.') },
          entry: ['resetStep', 'openMarketAssessment'],
          exit: 'closeMarketAssessment',
          on: {
            'assessment.submitted': [{ guard: 'completesStep', target: 'analysis', actions: ['countTask', 'payTaskFees'] }, { actions: 'countTask' }],
            // The assessment informs, it does not decide: the step moves on even without one (its pool goes back).
            'timer.expired': { target: 'analysis', actions: 'payTaskFees' },
          },
        },
        analysis: {
          meta: { label: { zh: '项目分析', en: 'Project analysis' }, mainStage: 2, step: 1, ...d('项目分析：受邀的分析方将需求分解为子课题，提交分解方案。', 'Project analysis: invited analysts break the requirement into sub-topics and submit breakdown plans.') },
          entry: ['resetStep', 'openAnalysis'],
          exit: 'closeAnalysis',
          on: {
            'plan.submitted': { actions: 'countResult' },
            'timer.expired': [{ guard: 'hasUsable', target: 'analysisReview' }, { target: 'breakdownExpired' }],
          },
        },
        breakdownExpired: {
          meta: { label: { zh: '子课题分解已过期', en: 'Sub-Topic Breakdown Expired' }, mainStage: 2, step: 1, ...d('子课题分解已过期：分析期内没有提交分解方案；运营可重新开启分析或终止需求。', 'Sub-topic breakdown expired: no breakdown plan came in the window; operations may reopen the analysis or stop the requirement.') },
          on: { 'analysis.reopen': { target: 'analysis' } },
        },
        analysisReview: {
          meta: { label: { zh: '分析评审', en: 'Analysis review' }, mainStage: 2, step: 2, ...d('分析评审：受邀专家按加权评分表为每个分解方案打分；全员评审期间大厅成员可评论或投票。', 'Analysis review: invited experts score every breakdown plan on the weighted scorecard; hall members may comment and vote meanwhile.') },
          entry: ['resetStep', 'openAnalysisReview'],
          exit: 'closeAnalysisReview',
          on: {
            'planReview.submitted': [
              { guard: 'closesPassing', target: 'solicitation', actions: ['countReview', 'payTaskFees', 'announceSelection'] },
              { guard: 'closesFailing', target: 'noPlanSelected', actions: 'countReview' },
              { guard: 'isReport', actions: 'countReview' },
            ],
            'timer.expired': [{ guard: 'hasUsable', target: 'solicitation', actions: ['payTaskFees', 'announceSelection'] }, { target: 'noPlanSelected' }],
          },
        },
        noPlanSelected: {
          meta: { label: { zh: '无入选方案', en: 'No plan selected' }, mainStage: 2, step: 2, ...d('无入选方案：没有分解方案达到及格分；运营可重新评审、重新开启分析或终止需求。', 'No plan selected: no breakdown plan reached the pass mark; operations may review again, reopen the analysis or stop the requirement.') },
          on: { 'analysisReview.reopen': { target: 'analysisReview' }, 'analysis.reopen': { target: 'analysis' } },
        },
        solicitation: {
          meta: { label: { zh: '方案征集', en: 'Solution solicitation' }, mainStage: 2, step: 3, ...d('方案征集：方案提供方阅读入选子课题、接受条款，分五步提交方案。', 'Solution solicitation: solution providers read the selected sub-topics, accept the terms and submit a solution in five steps.') },
          entry: ['resetStep', 'openSolicitation'],
          exit: 'closeSolicitation',
          on: {
            'solution.submitted': { actions: 'countResult' },
            'timer.expired': [{ guard: 'hasUsable', target: 'expertReview' }, { target: 'noSolution' }],
          },
        },
        noSolution: {
          meta: { label: { zh: '未征集到方案', en: 'No solution received' }, mainStage: 2, step: 3, ...d('未征集到方案：征集期内没有提交方案；运营可重新征集或终止需求。', 'No solution received: no solution came in the window; operations may solicit again or stop the requirement.') },
          on: { 'solicitation.reopen': { target: 'solicitation' } },
        },
        expertReview: {
          meta: { label: { zh: '专家方案评审', en: 'Expert solution review' }, mainStage: 2, step: 4, ...d('专家方案评审：专家确认评审须知后按评分表为每个方案打分并填写意见。', 'Expert solution review: experts acknowledge the review guidelines, then score every solution on the scorecard with comments.') },
          entry: ['resetStep', 'openSolutionReview'],
          exit: 'closeSolutionReview',
          on: {
            'solutionReview.submitted': [
              { guard: 'closesPassing', target: 'complete', actions: ['countReview', 'payTaskFees', 'announceResult', 'settleReviewFee'] },
              { guard: 'closesFailing', target: 'noSolutionPassed', actions: 'countReview' },
              { guard: 'isReport', actions: 'countReview' },
            ],
            'timer.expired': [
              { guard: 'hasUsable', target: 'complete', actions: ['payTaskFees', 'announceResult', 'settleReviewFee'] },
              { target: 'noSolutionPassed' },
            ],
          },
        },
        noSolutionPassed: {
          meta: { label: { zh: '无方案通过', en: 'No solution passed' }, mainStage: 2, step: 4, ...d('无方案通过：没有方案达到及格分；运营可重新评审、重新征集或终止需求。', 'No solution passed: no solution reached the pass mark; operations may review again, solicit again or stop the requirement.') },
          on: { 'solutionReview.reopen': { target: 'expertReview' }, 'solicitation.reopen': { target: 'solicitation' } },
        },
        complete: {
          meta: { label: { zh: '预评审完成', en: 'Pre-review complete' }, mainStage: 2, step: 4, ...d('预评审完成：结果已公布，评审费已结算；等待运营开启投资方竞标。', 'Pre-review complete: the result is announced and the review fee settled; waiting for operations to start investor bidding.') },
          on: { 'stage.complete': { target: '#requirement.investorBidding' } },
        },
      },
    },
    investorBidding: laterStage('projectSetUp', 3, { zh: '投资方竞标', en: 'Investor bidding' }, '投资方竞标：投资方竞标项目。', 'Investor bidding: investors bid for the project.'),
    projectSetUp: laterStage('execution', 4, { zh: '项目立项', en: 'Project set-up' }, '项目立项：确定团队与计划。', 'Project set-up: team and plan are fixed.'),
    execution: laterStage('closingAcceptance', 5, { zh: '执行', en: 'Execution' }, '执行：研发执行与集成。', 'Execution: research and integration are carried out.'),
    closingAcceptance: laterStage('dividend', 6, { zh: '结题验收', en: 'Closing acceptance' }, '结题验收：验收成果。', 'Closing acceptance: the results are accepted.'),
    dividend: laterStage('completed', 7, { zh: '分红', en: 'Dividend' }, '分红：按份额分配收益。', 'Dividend: the return is shared out.'),
    completed: { meta: { label: { zh: '已完成', en: 'Completed' }, mainStage: 7, ...d('已完成：七个阶段全部完成。', 'Completed: all seven stages are done.') }, type: 'final' },
    expired: { meta: { label: { zh: '已过期', en: 'Expired' }, mainStage: 1, ...d('已过期：期限内未作选择。', 'Expired: no choice was made in time.') }, type: 'final' },
    failed: { meta: { label: { zh: '失败', en: 'Failed' }, mainStage: 1, ...d('失败：众筹失败后期限内未支付评审费。', 'Failed: the review fee was not paid in time after the crowdfunding failed.') }, type: 'final' },
    terminated: { meta: { label: { zh: '已终止', en: 'Terminated' }, ...d('已终止：发布者撤回或运营终止。', 'Terminated: withdrawn by the publisher or stopped by operations.') }, type: 'final' },
  },
});

export type RequirementMachine = typeof requirementMachine;

/** Stored state strings (`status` column: nested states are `feeDue.crowdfunding`). */
export const REQUIREMENT_STATES = [
  'draft',
  'inReview',
  'rejected',
  'evaluating',
  'evaluationTimedOut',
  'feeDue.choosingMode',
  'feeDue.paymentExpired',
  'feeDue.crowdfundingApplying',
  'feeDue.crowdfunding',
  'feeDue.crowdfundingFailed',
  'awaitingPreReview',
  'preReview.marketAssessment',
  'preReview.analysis',
  'preReview.breakdownExpired',
  'preReview.analysisReview',
  'preReview.noPlanSelected',
  'preReview.solicitation',
  'preReview.noSolution',
  'preReview.expertReview',
  'preReview.noSolutionPassed',
  'preReview.complete',
  'investorBidding',
  'projectSetUp',
  'execution',
  'closingAcceptance',
  'dividend',
  'completed',
  'expired',
  'failed',
  'terminated',
] as const;
export type RequirementState = (typeof REQUIREMENT_STATES)[number];

/** States shown in the public hall (approved and not ended). */
export const HALL_STATES = REQUIREMENT_STATES.filter(
  (s) => !['draft', 'inReview', 'rejected', 'expired', 'failed', 'terminated'].includes(s),
) as RequirementState[];
/** States a publisher may still edit (the content is not yet public). */
export const EDITABLE_STATES = ['draft', 'rejected'] as const satisfies readonly RequirementState[];

/**
 * The spec's codes of a stored state (section 3): main stage 1-7, the sub-step (stage 1: sub-process step 1-4;
 * stage 2: pre-review step -1, 1-4; `subStepTableOf(mainStage)` names it), the status of that sub-step (-2 stopped, -1 failed, 1 in progress, 2 done, 3 stage complete, 4 timed out), the draft status
 * (1 draft, 2 stage done = published and running stage 1, 3 stage complete, 4 timed out, 5 rejected by operations)
 * and the crowdfunding-or-payment status (-2 personal payment failed = payment window passed, -1 crowdfunding
 * failed, 1 choose mode, 2 applying, 3 in progress, 4 paid, 5 stage done). Null where a code does not apply.
 */
export type RequirementCodes = {
  mainStage: number;
  subStep: number | null;
  subStepStatus: number;
  draftStatus: number | null;
  crowdfundingStatus: number | null;
  outcome: 'completed' | 'expired' | 'rejected' | 'terminated' | 'failed' | null;
};

const CODES: Record<RequirementState, RequirementCodes> = {
  draft: { mainStage: 1, subStep: 1, subStepStatus: 1, draftStatus: 1, crowdfundingStatus: null, outcome: null },
  inReview: { mainStage: 1, subStep: 1, subStepStatus: 2, draftStatus: 1, crowdfundingStatus: null, outcome: null },
  rejected: { mainStage: 1, subStep: 1, subStepStatus: -1, draftStatus: 5, crowdfundingStatus: null, outcome: 'rejected' },
  evaluating: { mainStage: 1, subStep: 2, subStepStatus: 1, draftStatus: 2, crowdfundingStatus: null, outcome: null },
  evaluationTimedOut: { mainStage: 1, subStep: 2, subStepStatus: 4, draftStatus: 4, crowdfundingStatus: null, outcome: null },
  'feeDue.choosingMode': { mainStage: 1, subStep: 3, subStepStatus: 1, draftStatus: 2, crowdfundingStatus: 1, outcome: null },
  'feeDue.paymentExpired': { mainStage: 1, subStep: 3, subStepStatus: 4, draftStatus: 4, crowdfundingStatus: -2, outcome: null },
  'feeDue.crowdfundingApplying': { mainStage: 1, subStep: 3, subStepStatus: 1, draftStatus: 2, crowdfundingStatus: 2, outcome: null },
  'feeDue.crowdfunding': { mainStage: 1, subStep: 3, subStepStatus: 1, draftStatus: 2, crowdfundingStatus: 3, outcome: null },
  'feeDue.crowdfundingFailed': { mainStage: 1, subStep: 3, subStepStatus: -1, draftStatus: 2, crowdfundingStatus: -1, outcome: null },
  awaitingPreReview: { mainStage: 1, subStep: 4, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 4, outcome: null },
  // stage 2: subStep is the pre-review step code (-1, 1-4), read through `subStepTableOf(2)`
  'preReview.marketAssessment': { mainStage: 2, subStep: -1, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.analysis': { mainStage: 2, subStep: 1, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.breakdownExpired': { mainStage: 2, subStep: 1, subStepStatus: 4, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.analysisReview': { mainStage: 2, subStep: 2, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.noPlanSelected': { mainStage: 2, subStep: 2, subStepStatus: -1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.solicitation': { mainStage: 2, subStep: 3, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.noSolution': { mainStage: 2, subStep: 3, subStepStatus: 4, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.expertReview': { mainStage: 2, subStep: 4, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.noSolutionPassed': { mainStage: 2, subStep: 4, subStepStatus: -1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  'preReview.complete': { mainStage: 2, subStep: 4, subStepStatus: 3, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  investorBidding: { mainStage: 3, subStep: null, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  projectSetUp: { mainStage: 4, subStep: null, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  execution: { mainStage: 5, subStep: null, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  closingAcceptance: { mainStage: 6, subStep: null, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  dividend: { mainStage: 7, subStep: null, subStepStatus: 1, draftStatus: 3, crowdfundingStatus: 5, outcome: null },
  completed: { mainStage: 7, subStep: null, subStepStatus: 3, draftStatus: 3, crowdfundingStatus: 5, outcome: 'completed' },
  expired: { mainStage: 1, subStep: null, subStepStatus: 4, draftStatus: 4, crowdfundingStatus: null, outcome: 'expired' },
  failed: { mainStage: 1, subStep: 3, subStepStatus: -1, draftStatus: 4, crowdfundingStatus: -1, outcome: 'failed' },
  terminated: { mainStage: 1, subStep: null, subStepStatus: -2, draftStatus: null, crowdfundingStatus: null, outcome: 'terminated' },
};

/** The codes of a stored state string (terminated keeps stage 1 here; the service reports the stage it stopped in). */
export function requirementCodesOf(state: string): RequirementCodes {
  // a row stored in pre-review before the stage had steps resolves to its first step (`resolveState` agrees)
  if (state === 'preReview') return CODES['preReview.marketAssessment'];
  return CODES[state as RequirementState] ?? CODES.draft;
}

/** The stored states of a main stage (for the hall's stage filter). */
export function statesOfStage(stage: number): RequirementState[] {
  return HALL_STATES.filter((s) => CODES[s].mainStage === stage);
}

export const requirementLifecycle = defineLifecycle('requirement', requirementMachine, {
  'requirement.save': { by: ['member'], input: true, label: { zh: '保存草稿', en: 'Save the draft' } },
  'requirement.submit': { by: ['member'], input: true, label: { zh: '提交审核', en: 'Submit for review' } },
  'review.approve': {
    by: ['operations'],
    label: { zh: '审核通过', en: 'Approve' },
    probe: () => ({ type: 'review.approve' as const, feeFen: 1 }),
  },
  'review.reject': { by: ['operations'], input: true, label: { zh: '驳回', en: 'Reject' } },
  'evaluation.answered': { by: ['system'], label: { zh: '收到一份市场评估', en: 'A market evaluation arrives' } },
  'evaluation.reopen': { by: ['member'], label: { zh: '重新开启评估', en: 'Reopen the evaluation' } },
  'timer.expired': { by: ['system'], label: { zh: '期限已到', en: 'The deadline passes' } },
  'fee.pay': { by: ['member'], input: true, label: { zh: '个人支付评审费', en: 'Pay the review fee personally' } },
  'crowdfunding.apply': { by: ['member'], input: true, label: { zh: '申请众筹', en: 'Apply for crowdfunding' } },
  'crowdfunding.approved': { by: ['system'], label: { zh: '众筹申请通过', en: 'The crowdfunding is approved' } },
  'crowdfunding.rejected': { by: ['system'], input: true, label: { zh: '众筹申请驳回', en: 'The crowdfunding is rejected' } },
  'crowdfunding.funded': { by: ['system'], label: { zh: '众筹成功', en: 'The crowdfunding target is met' } },
  'crowdfunding.failed': { by: ['system'], label: { zh: '众筹失败', en: 'The crowdfunding fails' } },
  'preReview.start': { by: ['operations'], label: { zh: '开始预评审', en: 'Start the pre-review' } },
  // stage 2: the services report each task done; the engine ends each window (timer.expired)
  'assessment.submitted': { by: ['system'], label: { zh: '收到一份详细市场评估', en: 'A detailed market assessment arrives' } },
  'plan.submitted': { by: ['system'], label: { zh: '收到一份分解方案', en: 'A breakdown plan is submitted' } },
  'planReview.submitted': { by: ['system'], input: true, label: { zh: '收到一份分析评审', en: 'An analysis review is submitted' } },
  'solution.submitted': { by: ['system'], label: { zh: '收到一份方案', en: 'A solution is submitted' } },
  'solutionReview.submitted': { by: ['system'], input: true, label: { zh: '收到一份专家评审', en: 'An expert review is submitted' } },
  'analysis.reopen': { by: ['operations'], label: { zh: '重新开启项目分析', en: 'Reopen the project analysis' } },
  'analysisReview.reopen': { by: ['operations'], label: { zh: '重新开启分析评审', en: 'Review the plans again' } },
  'solicitation.reopen': { by: ['operations'], label: { zh: '重新征集方案', en: 'Solicit solutions again' } },
  'solutionReview.reopen': { by: ['operations'], label: { zh: '重新开启专家评审', en: 'Review the solutions again' } },
  'stage.complete': { by: ['operations'], label: { zh: '完成本阶段', en: 'Complete the stage' } },
  'requirement.withdraw': { by: ['member'], label: { zh: '撤回需求', en: 'Withdraw the requirement' } },
  'requirement.stop': { by: ['operations'], input: true, label: { zh: '终止需求', en: 'Stop the requirement' } },
});
