/** Rule messages of uploads (type, size, object keys), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const uploadRuleMessages = {
  // spec 5 and 8, word for word
  uploadFormat: { zh: '文件格式错误', en: 'File format error' },
  uploadTooLarge: { zh: '上传文件大小不能超过 {n} MB!', en: 'The size of the uploaded file cannot exceed {n} MB!' },
  uploadFileNameInvalid: {
    zh: '文件名须以 .jpg、.jpeg 或 .png 结尾，且不超过{max}个字符',
    en: 'The file name must end in .jpg, .jpeg or .png and have at most {max} characters',
  },
  objectKeyInvalid: { zh: '文件标识格式不正确', en: 'The object key is not valid' },
} as const satisfies Record<string, Localized>;
