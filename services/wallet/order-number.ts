/**
 * Order numbers of recharges (`R…`) and withdrawals (`W…`): the letter, the date and time to the second (UTC+8,
 * the platform's business day) and 6 random digits, e.g. `R20261122153012483920`. Unique by index; a collision
 * (one in a million within a second) is a unique violation the caller retries once. Spec 9 masking shows
 * `R2026*************920` in lists.
 */
import { randomInt } from 'node:crypto';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

export function orderNumber(prefix: 'R' | 'W', at: Date): string {
  const local = new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString(); // 2026-11-22T15:30:12.000Z
  const stamp = local.slice(0, 19).replace(/[-T:]/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The remark code a member writes on a recharge transfer: 8 characters without look-alikes (no 0/O, 1/I/L). */
export function remarkCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let code = '';
  for (let i = 0; i < 8; i += 1) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}
