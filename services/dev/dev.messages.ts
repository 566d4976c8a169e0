/** Messages of the development aids (services/dev), in both languages. Merged into serviceMessages (services/messages.ts). */
import type { Localized } from '../../machines/rules/messages';

export const devMessages = {
  devAidsLocalOnly: {
    zh: '开发辅助功能（发件箱、验证码答案、时钟）只对本机（loopback）访问或已登录的运营人员开放',
    en: 'The development aids (outbox, captcha answers, clock) answer only on this machine (loopback) or to signed-in operations staff',
  },
} as const satisfies Record<string, Localized>;
