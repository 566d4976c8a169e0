/**
 * Messages of the review fee and crowdfunding, in both languages. The contribution rules' own texts (spec 8
 * 'Investment >0 required', at least 100, never beyond what is left) are rule messages shared with the app
 * (machines/rules/requirement.messages.ts), as is the review fee's minimum.
 */
import type { Localized } from '../../machines/rules/messages';

export const crowdfundingMessages = {
  campaignNotFound: { zh: '众筹不存在', en: 'The crowdfunding does not exist' },
  // spec 8, word for word ('Payment Completed' is the wallet's `paymentCompleted`: one key, one table)
  contributionConfirmed: { zh: '参与众筹成功', en: 'Crowdfunding participation confirmed' },
  paymentWindowExpired: { zh: '支付期已过', en: 'Payment Window Expired' },
  campaignOwnContribution: { zh: '不能为自己发起的众筹出资', en: 'You cannot contribute to your own crowdfunding' },
  campaignNotOpen: { zh: '该众筹当前不接受出资', en: 'This crowdfunding is not taking contributions now' },
  crowdfundingApplied: { zh: '众筹申请已提交，等待运营审核', en: 'Crowdfunding application submitted for review' },
  campaignApproved: { zh: '众筹申请已通过', en: 'The crowdfunding is approved' },
  campaignRejected: { zh: '众筹申请已驳回', en: 'The crowdfunding is rejected' },
} as const satisfies Record<string, Localized>;
