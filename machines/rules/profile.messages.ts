/** Rule messages of the profile (nickname, fields of interest, address, introduction), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const profileRuleMessages = {
  nicknameRequired: { zh: '请输入昵称', en: 'Please enter a nickname' },
  nicknameLength: { zh: '昵称最多{max}个字符', en: 'The nickname can have at most {max} characters' },
  // spec 8, word for word
  nicknameEmoji: { zh: '昵称不能包含表情符号', en: 'Nickname cannot contain emojis' },
  nicknameControl: { zh: '昵称不能包含换行或控制字符', en: 'The nickname cannot contain line breaks or control characters' },
  fieldsRequired: { zh: '请至少选择一个领域', en: 'Select at least one field' },
  fieldsMax: { zh: '最多选择{max}个领域', en: 'Maximum {max} fields allowed' },
  fieldsUnknown: { zh: '所选领域不存在', en: 'A selected field does not exist' },
  professionalFieldLength: { zh: '专业领域最多{max}个字符', en: 'The professional field can have at most {max} characters' },
  addressIncomplete: { zh: '请完整选择省、市、区', en: 'Please select the province, city and district' },
  addressInvalid: { zh: '所选地区不存在', en: 'The selected area does not exist' },
  introductionLength: { zh: '个人简介最多{max}个字符', en: 'The introduction can have at most {max} characters' },
} as const satisfies Record<string, Localized>;
