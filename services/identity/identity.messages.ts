/** Service messages of real-name verification and face checks (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const identityMessages = {
  realNameSubmitted: { zh: '提交成功，请等待审核', en: 'Submitted, awaiting review' },
  realNameFaceCheckStarted: { zh: '提交成功，请等待法定代表人人脸识别', en: "Submitted, awaiting the legal representative's face check" },
  realNameVerifiedFinal: {
    zh: '实名认证已通过，不可更改；如需更换认证主体，请联系客服',
    en: 'Your real name is verified and cannot be changed; to change the subject, please contact support',
  },
  realNameInProgress: { zh: '实名认证正在审核中，请等待结果', en: 'Your application is being processed, please wait for the result' },
  realNameIdNumberTaken: { zh: '该证件号码已被其他账号使用', en: 'This ID number is already used by another account' },
  realNameCreditCodeTaken: {
    zh: '该统一社会信用代码已被其他账号使用',
    en: 'This unified social credit code is already used by another account',
  },
  realNameNotFound: { zh: '实名申请不存在', en: 'The application does not exist' },
  realNameDecisionRefused: {
    zh: '该申请当前状态不能执行此操作，请刷新后查看',
    en: 'The application is no longer waiting for this decision; refresh to see its state',
  },
  realNameApproved: { zh: '已通过', en: 'Approved' },
  realNameRejected: { zh: '已驳回', en: 'Rejected' },
  faceCheckNotFound: { zh: '人脸识别记录不存在', en: 'The face check does not exist' },
  faceCheckDecided: { zh: '该人脸识别已有结果', en: 'This face check has already been decided' },
  faceCheckPassed: { zh: '人脸识别已通过', en: 'Face check passed' },
  faceCheckFailed: { zh: '人脸识别未通过', en: 'Face check failed' },
  // industry expert applications (issue 12)
  expertSaved: { zh: '专家申请已保存', en: 'Expert application saved' },
  expertSubmitted: { zh: '专家申请已提交，请等待审核', en: 'Expert application submitted, awaiting review' },
  expertWithdrawn: { zh: '专家申请已撤回，可修改后重新提交', en: 'Expert application withdrawn; you may edit and submit it again' },
  expertEditing: { zh: '可修改专家申请后重新提交', en: 'You may now edit the expert application and apply again' },
  expertNotFound: { zh: '专家申请不存在', en: 'The expert application does not exist' },
  expertApproved: { zh: '已通过，该会员成为行业专家', en: 'Approved: the member is now an industry expert' },
  expertRejected: { zh: '已驳回专家申请', en: 'Expert application rejected' },
} as const satisfies Record<string, Localized>;
