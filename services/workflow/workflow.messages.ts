/** Service messages of the workflow domain (receipts and checkpoints). In the catalogue of services/messages.ts. */
import type { Localized } from '../../machines/rules/localized';

export const workflowMessages = {
  receiptValid: { zh: '凭证有效：该记录与平台存证一致', en: 'Valid: this receipt matches the platform’s record' },
  receiptUnknown: { zh: '凭证无效：平台没有这条记录', en: 'Not valid: the platform holds no such record' },
  receiptMismatch: { zh: '凭证无效：内容与平台存证不一致', en: 'Not valid: the receipt differs from the platform’s record' },
  receiptChainBroken: {
    zh: '存证链校验失败：{entity} 的第 {seq} 条记录已被改动',
    en: 'The record chain does not verify: entry {seq} of {entity} has been altered',
  },
  receiptCheckpointBroken: {
    zh: '存证链校验失败：第 {id} 个检查点与其封存的记录不一致',
    en: 'The record chain does not verify: checkpoint {id} no longer matches the entries it sealed',
  },
  receiptBadTime: { zh: '凭证中的时间格式不正确', en: 'The time in the receipt is not valid' },
  checkpointSealed: { zh: '检查点已生成', en: 'Checkpoint sealed' },
} as const satisfies Record<string, Localized>;
