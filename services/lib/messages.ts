/**
 * What the shared infrastructure itself says (generic failures, the workflow engine), in both languages, and the
 * caller's language. Lib knows no domain: every domain keeps its messages in its own `*.messages.ts`, and
 * services/messages.ts composes them with these into the one catalogue behind `message(key, lang)`.
 * `{name}` placeholders.
 */
import type { Lang, Localized } from '../../machines/rules/messages';

export type { Lang, Localized };

export const coreMessages = {
  ok: { zh: '操作成功', en: 'Success' },
  // generic failures (spec 8 defaults)
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  badField: { zh: '请求参数错误：{field}', en: 'Invalid request: {field}' },
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badContentType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  bodyTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  undeclaredField: { zh: '请求参数错误：不支持的字段 {field}', en: 'Invalid request: {field} is not a field of this request' },
  duplicateField: { zh: '请求参数错误：字段 {field} 重复出现', en: 'Invalid request: {field} appears more than once' },
  methodNotAllowed: { zh: '该地址不支持此请求方法', en: 'This address does not accept this request method' },
  notFound: { zh: '资源不存在', en: 'Resource does not exist' },
  unauthorized: { zh: '认证失败，无法访问系统资源', en: 'Authentication failed, system resources cannot be reached' },
  sessionExpired: { zh: '登录状态已过期，请重新登录', en: 'Your login has expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'No permission for this operation' },
  serverError: { zh: '系统错误，请联系管理员', en: 'System error, please report to the administrator' },
  rateLimited: { zh: '操作过于频繁，请{seconds}秒后再试', en: 'Too many attempts, please try again in {seconds} s' },
  // the workflow engine (services/lib/entity-store.ts): an event the entity's machine does not accept now
  eventRefused: { zh: '当前状态为“{state}”，不能执行“{event}”，请刷新后查看', en: 'Cannot "{event}" while this is "{state}"; refresh to see where it stands' },
} as const satisfies Record<string, Localized>;

/** `Accept-Language` → language: the highest-weighted zh* or en* tag wins, Chinese when neither appears. */
export function languageFromHeader(header: string | string[] | undefined): Lang {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'zh';
  const tags = text
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag.startsWith('en') || t.tag.startsWith('zh'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return tags[0]?.tag.startsWith('en') ? 'en' : 'zh';
}

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}
