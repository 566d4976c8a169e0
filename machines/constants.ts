/**
 * Business constants of spec section 9 (and the limits DESIGN.md section 6 fixes), as plain values shared by
 * the app, the gateway and the services. Durations are milliseconds unless the name says otherwise; money is
 * integer fen. Presentation values (dialog widths, breakpoints, carousels, pagers, theme, browser storage keys)
 * are the app's: src/lib/ui-constants.ts and the module that uses them.
 */

// Verification codes, code keys and captchas (DESIGN 6, contracts "Member service")
export const VERIFY_CODE_LENGTH = 6;
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_KEY_TTL_MS = 10 * 60_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;

// Requests
export const REQUEST_TIMEOUT_MS = 30_000;

// Session and language (the services read the token cookie too)
export const TOKEN_COOKIE = 'Admin-Token';
export const LANGUAGES = ['zh', 'en'] as const;
export const DEFAULT_LANG = 'zh';

// Identifiers
export const DEFAULT_AREA_CODE = '86';
export const PHONE_LENGTH_CN = 11;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 15;

// Passwords
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 16;
export const TRANSACTION_PASSWORD_LENGTH = 6;

// Paging
export const INVITE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const INVITE_DEFAULT_PAGE_SIZE = 10;
export const INVITE_DEFAULT_CATE = 1;
export const HALL_PAGE_SIZE = 20;
export const LIST_PAGE_SIZES = [10, 20, 30, 50] as const;
export const LIST_DEFAULT_PAGE_SIZE = 20;

// Profile, identity, uploads
export const FIELDS_OF_INTEREST_MIN = 1;
export const FIELDS_OF_INTEREST_MAX = 6;
export const LEGAL_NAME_MIN = 2;
export const LEGAL_NAME_MAX = 50;
export const IMAGE_UPLOAD_MAX_MB = 5;
export const IMAGE_UPLOAD_MAX_BYTES = IMAGE_UPLOAD_MAX_MB * 1024 * 1024;
export const RICH_TEXT_MAX_CHARS = 5000;

// Money (integer fen) and requirements
export const CROWDFUND_MIN_FEN = 100 * 100;
/** Pre-assessment fee is at least this percentage of the budget. */
export const PRE_ASSESSMENT_FEE_MIN_PERCENT = 10;
/** Platform coin to CNY, 1:1: one coin unit equals one fen. */
export const COIN_PER_FEN = 1;
export const RECHARGE_MIN_FEN = 100;
export const RECHARGE_REMIT_WINDOW_MS = 24 * 60 * 60_000;

// Masking (spec 9; the services mask with the same rule)
/** Strings longer than 8 show the first 5 and the last 3 characters. */
export const MASK_MIN_LENGTH = 8;
export const MASK_HEAD = 5;
export const MASK_TAIL = 3;
export const COMPETITION_GRADES = [
  { grade: 'A', min: 85, max: 100 },
  { grade: 'B', min: 70, max: 84 },
  { grade: 'C', min: 55, max: 69 },
  { grade: 'D', min: 0, max: 54 },
] as const;
