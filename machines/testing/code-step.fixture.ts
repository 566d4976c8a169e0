/**
 * Event payloads both code flows' test models (registration, forgot password) explore: the outcomes the
 * shell reports for the captcha, the send and the verify calls. Spread into each model's `events` in place.
 */
export const captchaEvents = [
  { type: 'captcha.refresh' },
  { type: 'captcha.loaded', captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
  { type: 'captcha.failed', message: 'captcha unavailable' },
] as const;

/** The send succeeded, or failed with 400 (a wrong captcha, spec 8). */
export const codeSentEvents = [{ type: 'code.sent' }, { type: 'code.sendFailed', status: 400, message: 'wrong captcha' }] as const;

/** The verify answer: a code key, or the wrong-code message. */
export const codeAnswerEvents = [
  { type: 'code.verified', codeKey: 'key-1' },
  { type: 'code.rejected', message: 'The code entered is incorrect. Please try again' },
] as const;
