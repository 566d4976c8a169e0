/** Service messages of bank cards and micro-deposits (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const bankCardMessages = {
  bankCardRealNameRequired: { zh: '请先完成实名认证', en: 'Real-name verification required to proceed' },
  bankCardPayPasswordRequired: { zh: '请先设置交易密码', en: 'Set 2 Factor Password first' },
  bankCardVerifying: { zh: '银行卡验证中，请先完成当前验证', en: 'Card verification in progress' },
  bankCardDuplicate: { zh: '该银行卡已绑定', en: 'This card is already bound' },
  bankCardRefused: { zh: '当前状态下不能进行此操作', en: 'This card cannot do that in its current state' },
  bankCardDepositSent: { zh: '已向您的银行卡打款，请查询到账金额后回填', en: 'A small deposit was sent to your card; enter the amount you received' },
  bankCardAmountWrong: { zh: '金额不正确，还可尝试{n}次', en: 'The amount is not right, {n} attempts left' },
  bankCardAmountLimit: { zh: '金额错误次数超限，请删除该卡', en: 'Amount exceeds limit' },
  bankCardVerified: { zh: '银行卡验证成功', en: 'Card verified' },
  bankCardDefaultSet: { zh: '已设为默认卡', en: 'Default card set' },
  bankCardUnlinked: { zh: '银行卡已解绑', en: 'Card unlinked' },
  bankCardDeleted: { zh: '已删除', en: 'Deleted' },
  bankCardCancelled: { zh: '已取消', en: 'Cancelled' },
  bankCardPayPasswordWrong: { zh: '交易密码错误', en: 'Incorrect transaction password' },
  bankCardMarkedFailed: { zh: '已标记为验证失败', en: 'Marked as failed' },
  bankCardReasonRequired: { zh: '请填写原因', en: 'Please enter a reason' },
  bankCardDepositFailed: { zh: '打款失败：{reason}', en: 'The deposit failed: {reason}' },
  bankCardExpired: { zh: '未在有效期内回填金额', en: 'The amount was not entered in time' },
  bankCardStatementSubject: { zh: '银行流水', en: 'Bank statement' },
  bankCardTaken: { zh: '该银行卡已被其他账号绑定，如有疑问请联系客服', en: 'This card is bound to another account; contact support if this is your card' },
  bankCardNumberLocked: {
    zh: '该卡打款金额验证次数已超限，{days}天内不能再次绑定，如需帮助请联系客服',
    en: 'This card exceeded the amount attempts and cannot be bound again for {days} days; contact support for help',
  },
} as const satisfies Record<string, Localized>;
