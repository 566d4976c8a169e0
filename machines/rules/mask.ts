/**
 * Masking of spec section 9: a string longer than 8 characters shows its first 5 and last 3 characters with
 * `***` between them (`13800000001` → `13800***001`); 8 characters or fewer are shown whole. The filler is
 * always three asterisks, whatever the hidden length, so the mask does not tell how long the string is.
 * Characters are counted as code points, so an emoji or a CJK supplement character is never cut in half.
 */
import { parseIdentifier } from './identifier';

export const MASK_FILLER = '***';
const MASK_ABOVE = 8;
const MASK_HEAD = 5;
const MASK_TAIL = 3;

export function maskText(text: string | null | undefined): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= MASK_ABOVE) return text;
  return chars.slice(0, MASK_HEAD).join('') + MASK_FILLER + chars.slice(-MASK_TAIL).join('');
}

/**
 * A phone identifier (`86-13800000001`) shows its area code and the masked number (`+86 13800***001`); an
 * e-mail (or anything else) is masked as a whole (`demo@portal.local` → `demo@***cal`).
 */
export function maskIdentifier(identifier: string | null | undefined): string {
  if (!identifier) return '';
  const parsed = parseIdentifier(identifier);
  if (parsed?.kind === 'phone') return `+${parsed.areaCode} ${maskText(parsed.phone)}`;
  return maskText(identifier);
}
