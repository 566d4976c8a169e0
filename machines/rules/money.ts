/**
 * Money on every side is integer fen (DESIGN.md section 6). Amounts typed by people are yuan strings with at
 * most 2 decimals; they are converted by string arithmetic, never through floating point.
 */
import type { RuleError } from './messages';

const WHITESPACE = /\s/;
/** Up to 9 999 999 999.99 yuan: well inside a JavaScript safe integer of fen. */
const YUAN = /^\d{1,10}(\.\d{1,2})?$/;

/** Recharge minimum (spec 9: "minimum shown 1 yuan"). */
export const MIN_RECHARGE_FEN = 100;
/** The largest single wallet amount accepted from a person (a sanity bound: 10 million yuan). */
export const MAX_WALLET_AMOUNT_FEN = 10_000_000_00;
/** Platform coin to CNY (spec 9): 1:1. */
export const COIN_PER_CNY = 1;

/** '0.37' → 37, '1' → 100, '0.5' → 50. Call after a rule accepted the text. */
export function yuanToFen(text: string): number {
  const [whole, fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 37 → '0.37', 123456 → '1234.56' (spec 9: 2 decimals). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 → '1,234.56' for display (the sign kept). */
export function formatFen(fen: number): string {
  const [whole, fraction] = fenToYuan(fen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * A typed wallet amount in yuan: required, digits with at most 2 decimals, at least `minFen`, at most the
 * sanity bound, and (when given) at most `maxFen` (the available balance: 'insufficient balance').
 */
export function validateWalletAmount(text: string | null | undefined, options: { minFen?: number; maxFen?: number } = {}): RuleError | null {
  if (text == null || text.trim() === '') return { rule: 'amountRequired' };
  const trimmed = text.trim();
  if (WHITESPACE.test(trimmed) || !YUAN.test(trimmed)) return { rule: 'amountFormat' };
  const fen = yuanToFen(trimmed);
  const minFen = options.minFen ?? 1;
  if (fen < minFen) return { rule: 'amountMin', params: { min: fenToYuan(minFen) } };
  if (fen > MAX_WALLET_AMOUNT_FEN) return { rule: 'amountMax', params: { max: fenToYuan(MAX_WALLET_AMOUNT_FEN) } };
  if (options.maxFen !== undefined && fen > options.maxFen) return { rule: 'balanceInsufficient' };
  return null;
}

/** The same checks on an amount already in fen (what the services receive). */
export function validateAmountFen(fen: unknown, options: { minFen?: number; maxFen?: number } = {}): RuleError | null {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return { rule: 'amountFormat' };
  const minFen = options.minFen ?? 1;
  if (fen < minFen) return { rule: 'amountMin', params: { min: fenToYuan(minFen) } };
  if (fen > MAX_WALLET_AMOUNT_FEN) return { rule: 'amountMax', params: { max: fenToYuan(MAX_WALLET_AMOUNT_FEN) } };
  if (options.maxFen !== undefined && fen > options.maxFen) return { rule: 'balanceInsufficient' };
  return null;
}

/**
 * The withdrawal handling fee: `rateBp` basis points (1/100 of a percent) of the amount, rounded up to the
 * fen so the platform never pays the difference, and never more than the amount.
 */
export function withdrawalFee(amountFen: number, rateBp: number): number {
  if (amountFen <= 0 || rateBp <= 0) return 0;
  return Math.min(amountFen, Math.ceil((amountFen * rateBp) / 10_000));
}

/**
 * The smallest withdrawal whose fee leaves something to pay out (the fee is rounded up, so 1 fen at any rate goes
 * entirely to the fee). Bounded: below a 100 % rate the answer is at most 10 000 fen.
 */
export function minWithdrawalFen(rateBp: number): number {
  let fen = 1;
  while (withdrawalFee(fen, rateBp) >= fen && fen <= 10_000) fen += 1;
  return fen;
}

/** 50 basis points → '0.5%'. */
export function formatRate(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
