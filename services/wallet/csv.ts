/**
 * CSV for operations' exports (RFC 4180, opened in Excel): a UTF-8 byte-order mark so Excel reads Chinese, CRLF
 * line ends, cells quoted when they hold a comma, a quote or a line break. Text that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return: OWASP "CSV injection") gets a leading single quote;
 * numbers are written as they are, so negative amounts stay numbers.
 */
import { fenToYuan } from '../../machines/rules/money';

/** `{ numeric }`: a number already formatted (e.g. yuan with 2 decimals), written as it is. */
export type CsvCell = string | number | { numeric: string } | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const BOM = '\uFEFF';

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : typeof value === 'object' ? value.numeric : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Fen as yuan with 2 decimals, written as a number cell (so a negative amount is not taken for a formula). */
export function yuanCell(fen: number | null | undefined): CsvCell {
  return fen === null || fen === undefined ? null : { numeric: fenToYuan(fen) };
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** A time as Beijing wall-clock time, `2026-11-22 15:30:12` (the platform's business day, as order numbers). */
export function beijingTime(at: Date | null | undefined): CsvCell {
  if (!at) return null;
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
