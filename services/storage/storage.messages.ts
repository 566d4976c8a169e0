/** Service messages of uploads and downloads: signed policies, signed URLs, the embedded object store (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const storageMessages = {
  uploadOk: { zh: '上传成功', en: 'Upload successful' },
  uploadNotOwnKey: { zh: '只能上传到自己的目录', en: 'You can only upload into your own folder' },
  uploadSignatureInvalid: { zh: '上传签名无效，请重新上传', en: 'The upload signature is not valid, please upload again' },
  uploadExpired: { zh: '上传签名已过期，请重新上传', en: 'The upload signature has expired, please upload again' },
  uploadKeyMismatch: { zh: '文件标识与上传签名不符', en: 'The object key does not match the upload signature' },
  uploadKeyExists: { zh: '该文件已上传，不能覆盖，请重新选择文件上传', en: 'This file was uploaded already and cannot be replaced; upload it as a new file' },
  downloadDeleteNeedsHeader: { zh: '删除文件需要在请求头中携带登录凭证', en: 'Deleting a file needs the login token in the Authorization header' },
  uploadNoFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  objectNotFound: { zh: '文件不存在', en: 'File not found' },
  objectForbidden: { zh: '没有权限访问该文件', en: 'No permission to access this file' },
  linkInvalid: { zh: '链接无效', en: 'This link is not valid' },
  linkExpired: { zh: '链接已过期，请刷新页面', en: 'This link has expired, please reload the page' },
  downloadNameInvalid: { zh: '文件名不正确', en: 'The file name is not valid' },
} as const satisfies Record<string, Localized>;
