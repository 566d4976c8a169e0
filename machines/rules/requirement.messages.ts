/** Rule messages of requirements, market evaluation and crowdfunding (spec 5, 8), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const requirementRuleMessages = {
  requirementTitleRequired: { zh: '请输入需求标题', en: 'Please enter the title' },
  requirementTitleLength: { zh: '标题最多{max}个字符', en: 'The title can have at most {max} characters' },
  requirementDomainRequired: { zh: '请选择所属领域', en: 'Please select the domain category' },
  requirementCategoryRequired: { zh: '请选择需求类别', en: 'Please select the request category' },
  requirementDurationRequired: { zh: '请输入预计周期（天）', en: 'Please enter the expected duration in days' },
  requirementDurationRange: { zh: '预计周期须为{min}-{max}天的整数', en: 'The expected duration must be a whole number of days from {min} to {max}' },
  requirementBudgetRequired: { zh: '请输入预算', en: 'Please enter the budget' },
  requirementBudgetRange: { zh: '预算须大于0且不超过{max}元，最多两位小数', en: 'The budget must be above 0 and at most {max} yuan, with at most 2 decimals' },
  requirementDetailsRequired: { zh: '请填写需求详情或上传至少一个附件', en: 'Enter the details or upload at least one attachment' },
  richTextTooLong: { zh: '详情最多{max}个字符', en: 'The details can have at most {max} characters' },
  requirementAttachmentsMax: { zh: '最多上传{max}个附件', en: 'At most {max} attachments' },
  requirementKeywordsMax: { zh: '最多{max}个关键词，每个不超过{length}个字符', en: 'At most {max} keywords of at most {length} characters each' },
  requirementInstitutionsLength: { zh: '指定机构最多{max}个字符', en: 'The institution names can have at most {max} characters' },
  requirementAgreementRequired: { zh: '请阅读并同意需求发布协议', en: 'Please read and accept the request-release agreement' },
  // spec 8, word for word
  requirementIncomplete: { zh: '请完善必填信息', en: 'Complete required fields' },
  marketSizeInvalid: { zh: '请选择市场规模区间', en: 'Please choose a market size range' },
  contributionPositive: { zh: '出资金额须大于0', en: 'Investment >0 required' },
  contributionMin: { zh: '每笔出资至少{min}', en: 'Each contribution must be at least {min}' },
  contributionOverTarget: { zh: '出资不能超过剩余额度{left}', en: 'The contribution cannot exceed what is left ({left})' },
  reviewFeeMin: { zh: '评审费至少为预算的10%：{min}', en: 'The review fee must be at least 10% of the budget: {min}' },
  returnRatioRange: { zh: '预期回报比例须为0-{max}%', en: 'The expected return ratio must be from 0 to {max}%' },
  applicationDateRange: {
    zh: '申请日期须为今天起{days}天内的有效日期（YYYY-MM-DD）',
    en: 'The application date must be a real date (YYYY-MM-DD) from today to {days} days ahead',
  },
  hallKindsRequired: { zh: '请至少选择一种参与身份', en: 'Choose at least one participant kind' },
} as const satisfies Record<string, Localized>;
