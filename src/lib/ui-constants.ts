/**
 * Presentation values of spec sections 2 and 9: how long, how wide, how many per view. They are the app's
 * alone (the domain's values, which the services enforce too, stay in machines/constants.ts). Values that one
 * module owns live there instead: `MOBILE_BREAKPOINT` (components/layout/use-viewport-width.ts), the theme
 * presets (lib/theme.ts), the stored layout settings key (lib/layout-settings.tsx), the language cookie
 * (lib/i18n.ts).
 */

// Codes and requests
/** A code may take this long to arrive; after it the UI suggests checking the spam folder. */
export const CODE_ARRIVAL_HINT_MS = 2 * 60_000;
export const CAPTCHA_REQUEST_TIMEOUT_MS = 20_000;

// Login dialog and layout
/** The registration's success step waits this long before opening the login (the machine's `timer.expired`). */
export const REGISTER_SUCCESS_REDIRECT_MS = 3_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const CAROUSEL_SLIDES = 3;
export const LOGIN_DIALOG_WIDTH = 816;
export const INVITE_DIALOG_WIDTH = '70%';
export const MENU_ITEM_WIDTH = 85;
/** Top-menu items that fit: width / 3 / 85 (spec 2). */
export const TOP_MENU_WIDTH_DIVISOR = 3;
export const SCROLL_TO_TOP_MS = 800;
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
/** A URL whose path contains this segment switches to English (spec 2). */
export const EN_URL_MARKER = '/en';

// Lists
export const PAGER_COUNT = 7;
export const PAGER_COUNT_MOBILE = 5;
export const NUMBER_DECIMALS = 2;
export const ONLINE_HOURS = { days: 'Mon-Fri', from: '09:30', to: '17:30' } as const;
