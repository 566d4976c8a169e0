/** Messages of publishing, the hall and operations' requirement queue, in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const requirementMessages = {
  requirementSaved: { zh: '已保存', en: 'Saved' },
  requirementNotFound: { zh: '需求不存在', en: 'The requirement does not exist' },
  ownRequirementDecision: { zh: '不能审核自己发布的需求或众筹，请由其他运营人员处理', en: 'You cannot decide on a requirement or campaign you published: another operator must' },
  requirementNotEditable: { zh: '需求已提交，不能再修改', en: 'The requirement has been submitted and can no longer be edited' },
  participantRealNameRequired: { zh: '请先完成实名认证', en: 'Real-name verification required to proceed' },
  participantProfileRequired: { zh: '请先完善个人资料（昵称与关注领域）', en: 'Complete your profile (nickname and fields of interest) first' },
  requirementIndustryUnknown: { zh: '所选领域不存在', en: 'The selected domain does not exist' },
  requirementCategoryUnknown: { zh: '所选需求类别不存在', en: 'The selected request category does not exist' },
  preReviewStepReopened: { zh: '已重新开启该步骤，受邀方将重新收到邀请', en: 'The step is reopened: its participants are invited again' },
  requirementAttachmentInvalid: { zh: '附件须为本人上传的PDF或图片', en: 'An attachment must be a PDF or an image you uploaded' },
} as const satisfies Record<string, Localized>;
