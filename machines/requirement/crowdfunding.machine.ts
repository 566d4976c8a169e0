/**
 * A crowdfunding campaign for a requirement's review fee (spec sections 3, 4 and 5): all or nothing.
 *
 *   applying (2) ─(campaign.approve, operations)→ open (3)       [inviteFunders: invitations of kind 2]
 *   applying     ─(campaign.reject + reason)→ rejected
 *   open ─(campaign.contribute: at least the minimum, never beyond what is left)→ open, or funded (4) when the
 *          contribution completes the target                     [settle: the escrowed contributions pay the fee]
 *   open ─(timer.expired: the window ends short of the target)→ failed (-1)   [refundAll, exactly once each]
 *   applying | open ─(campaign.cancel: the requirement was stopped)→ cancelled [refundAll]
 *
 * Contributions are rows of their own (who, how much, the ledger transfer); the machine keeps the running total,
 * so the guard that refuses an amount beyond the remaining target is the same here, in the model tests and on the
 * server (which steps the campaign under its row lock: racing contributions are serialised).
 */
import { assign, setup } from 'xstate';
import { validateReason } from '../rules/wallet';
import { stateMeta as d, type FlowMeta } from '../shared/flow-meta';
import { defineLifecycle } from '../shared/lifecycle';

export type CrowdfundingContext = {
  requirementId: number;
  publisherId: number;
  targetFen: number;
  raisedFen: number;
  minContributionFen: number;
  /** The publisher's offer: the share of the future return that goes to the funders (basis points). */
  returnRatioBp: number;
  contributions: number;
  reason: string | null;
};

export type CrowdfundingInput = Pick<CrowdfundingContext, 'requirementId' | 'publisherId' | 'targetFen' | 'minContributionFen' | 'returnRatioBp'>;

export type CrowdfundingEvent =
  | { type: 'campaign.approve' }
  | { type: 'campaign.reject'; reason: string }
  | { type: 'campaign.contribute'; amountFen: number }
  | { type: 'timer.expired' }
  | { type: 'campaign.cancel' };

/** Whether a contribution of `amountFen` is allowed now: positive, at least the minimum (or all that is left when less remains), never beyond the target. */
export function contributionAllowed(context: Pick<CrowdfundingContext, 'targetFen' | 'raisedFen' | 'minContributionFen'>, amountFen: number): boolean {
  const left = context.targetFen - context.raisedFen;
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || amountFen > left) return false;
  return amountFen >= Math.min(context.minContributionFen, left);
}

export const crowdfundingMachine = setup({
  types: {
    context: {} as CrowdfundingContext,
    events: {} as CrowdfundingEvent,
    input: {} as CrowdfundingInput,
    meta: {} as FlowMeta,
  },
  actions: {
    inviteFunders: () => {},
    collect: () => {},
    settle: () => {},
    refundAll: () => {},
    assignReason: assign(({ event }) => (event.type === 'campaign.reject' ? { reason: event.reason.trim() } : {})),
    add: assign(({ context, event }) =>
      event.type === 'campaign.contribute' ? { raisedFen: context.raisedFen + event.amountFen, contributions: context.contributions + 1 } : {},
    ),
  },
  guards: {
    hasReason: ({ event }) => event.type === 'campaign.reject' && validateReason(event.reason) === null,
    completes: ({ context, event }) =>
      event.type === 'campaign.contribute' && contributionAllowed(context, event.amountFen) && context.raisedFen + event.amountFen === context.targetFen,
    allowed: ({ context, event }) => event.type === 'campaign.contribute' && contributionAllowed(context, event.amountFen),
  },
}).createMachine({
  id: 'crowdfunding',
  context: ({ input }) => ({ ...input, raisedFen: 0, contributions: 0, reason: null }),
  meta: {
    title: { zh: '评审费众筹', en: 'Review-fee crowdfunding' },
    description: {
      zh: '发布者申请众筹，运营审核后向出资方发出邀请；截止前筹满则评审费支付成功，否则全部出资自动退回。',
      en: 'The publisher applies, operations approve and funders are invited; if the target is met before the deadline the review fee is paid, otherwise every contribution is refunded automatically.',
    },
  },
  initial: 'applying',
  states: {
    applying: {
      meta: { label: { zh: '等待运营审核', en: 'Waiting for operations' }, ...d('申请中：等待运营审核。', 'Applying: waiting for operations to review the application.') },
      on: {
        'campaign.approve': { target: 'open', actions: 'inviteFunders' },
        'campaign.reject': { guard: 'hasReason', target: 'rejected', actions: 'assignReason' },
        'campaign.cancel': { target: 'cancelled', actions: 'refundAll' },
      },
    },
    open: {
      meta: { label: { zh: '众筹中', en: 'Open' }, ...d('众筹中：出资方认购，每笔至少100，不超过剩余额度。', 'Open: funders contribute, at least 100 each and never beyond what is left.') },
      on: {
        'campaign.contribute': [
          { guard: 'completes', target: 'funded', actions: ['add', 'collect', 'settle'] },
          { guard: 'allowed', actions: ['add', 'collect'] },
        ],
        'timer.expired': { target: 'failed', actions: 'refundAll' },
        'campaign.cancel': { target: 'cancelled', actions: 'refundAll' },
      },
    },
    funded: { meta: { label: { zh: '已筹满', en: 'Funded' }, ...d('已筹满：评审费已支付，出资份额已记录。', 'Funded: the review fee is paid and each funder’s share is recorded.') }, type: 'final' },
    failed: { meta: { label: { zh: '众筹失败', en: 'Failed' }, ...d('众筹失败：截止时未筹满，出资已全部退回。', 'Failed: the target was not met in time; every contribution was refunded.') }, type: 'final' },
    rejected: { meta: { label: { zh: '已驳回', en: 'Rejected' }, ...d('已驳回：运营未通过众筹申请。', 'Rejected: operations turned the application down.') }, type: 'final' },
    cancelled: { meta: { label: { zh: '已取消', en: 'Cancelled' }, ...d('已取消：需求已终止，出资已全部退回。', 'Cancelled: the requirement was stopped; every contribution was refunded.') }, type: 'final' },
  },
});

export type CrowdfundingMachine = typeof crowdfundingMachine;
export type CrowdfundingState = 'applying' | 'open' | 'funded' | 'failed' | 'rejected' | 'cancelled';

/** The spec's crowdfunding-or-payment code each campaign state stands for. */
export const CAMPAIGN_STATUS_CODE: Record<CrowdfundingState, string> = {
  applying: '2',
  open: '3',
  funded: '4',
  failed: '-1',
  rejected: '1',
  cancelled: '-1',
};

export const crowdfundingLifecycle = defineLifecycle('crowdfunding', crowdfundingMachine, {
  'campaign.approve': { by: ['operations'], label: { zh: '通过众筹申请', en: 'Approve the crowdfunding' } },
  'campaign.reject': { by: ['operations'], input: true, label: { zh: '驳回众筹申请', en: 'Reject the crowdfunding' } },
  // Funders are not the campaign's owner: the service offers "contribute" to signed-in members other than the
  // publisher while the campaign is open, and steps the campaign for them.
  'campaign.contribute': { by: ['system'], input: true, label: { zh: '出资方认购', en: 'A funder contributes' } },
  'timer.expired': { by: ['system'], label: { zh: '众筹截止', en: 'The crowdfunding window ends' } },
  'campaign.cancel': { by: ['system'], label: { zh: '需求终止，取消众筹', en: 'Cancelled as the requirement stopped' } },
});
