import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';

/**
 * The one place that decides what the user sees for a failed call (spec section 8, docs/contracts.md):
 *
 * | what failed                                  | what the user sees                                       |
 * |----------------------------------------------|----------------------------------------------------------|
 * | GraphQL error, extensions.status 401         | the session-expired confirm dialog (stay / log in again), |
 * |                                              | once at a time: the session machine owns it               |
 * | extensions.status 500, or a masked error      | error toast with the message                             |
 * | extensions.status 601                        | warning toast                                            |
 * | any other status (400, 403, 404, 429, …)      | error alert (notification) with the message              |
 * | HTTP status 401 from the gateway             | logout and go to /index                                  |
 * | network failure or other HTTP status         | the server's or the error's message for 3 s              |
 *
 * The server's message is already in the caller's language; the defaults of errors.json fill in only when a
 * message is missing. `describeError` is pure (tested); `presentError` puts the notice on screen.
 */
export type ErrorNotice =
  | { kind: 'sessionExpired'; status: 401; message: string }
  | { kind: 'logout'; status: 401; message: string }
  | { kind: 'toastError'; status: number; message: string }
  | { kind: 'toastWarning'; status: 601; message: string }
  | { kind: 'alert'; status: number; message: string }
  | { kind: 'network'; status?: number; message: string; duration: number };

/** Seconds a network error stays on screen (spec section 8). */
export const NETWORK_ERROR_SECONDS = 3;

type ServiceExtensions = { code?: unknown; status?: unknown; retryAfter?: unknown };

/** The REST code carried by the first service error, if any (docs/contracts.md: extensions.status). */
export function serviceErrorStatus(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const status = (e.extensions as ServiceExtensions | undefined)?.status;
    if (typeof status === 'number') return status;
    if (typeof status === 'string' && /^\d+$/.test(status)) return Number(status);
  }
  return undefined;
}

/** `retryAfter` seconds of a 429 or 601 answer, if given. */
export function serviceRetryAfter(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const retry = (e.extensions as ServiceExtensions | undefined)?.retryAfter;
    if (typeof retry === 'number') return retry;
  }
  return undefined;
}

function defaultMessage(status: number | undefined, t: TFunction): string {
  if (status === 401 || status === 403 || status === 404) return t(`errors.status.${status}`);
  return t('errors.status.default');
}

function firstServiceError(error: CombinedGraphQLErrors) {
  return (
    error.errors.find((e) => (e.extensions as ServiceExtensions | undefined)?.code === 'SERVICE_ERROR') ??
    error.errors[0]
  );
}

export function describeError(error: unknown, t: TFunction): ErrorNotice {
  if (CombinedGraphQLErrors.is(error)) {
    const status = serviceErrorStatus(error);
    const first = firstServiceError(error);
    const isService = (first?.extensions as ServiceExtensions | undefined)?.code === 'SERVICE_ERROR';
    // A masked error ("Unexpected error.") carries no status: it is the 500 case, with our own wording
    // because Yoga's mask text is English only.
    if (status === undefined || !isService) {
      return { kind: 'toastError', status: 500, message: defaultMessage(500, t) };
    }
    const message = first?.message?.trim() || defaultMessage(status, t);
    if (status === 401) return { kind: 'sessionExpired', status, message: t('errors.sessionExpired.content') };
    if (status === 500) return { kind: 'toastError', status, message };
    if (status === 601) return { kind: 'toastWarning', status, message };
    return { kind: 'alert', status, message };
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return { kind: 'logout', status: 401, message: t('errors.invalidSession') };
    return {
      kind: 'network',
      status: error.statusCode,
      message: serverMessage(error.bodyText) || error.message || t('errors.network'),
      duration: NETWORK_ERROR_SECONDS,
    };
  }
  const message = error instanceof Error && error.message ? error.message : t('errors.network');
  return { kind: 'network', message: networkWording(message, t), duration: NETWORK_ERROR_SECONDS };
}

/** A gateway that answers with a JSON error body names the message in `msg` or in `errors[0].message`. */
function serverMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { msg?: unknown; errors?: { message?: unknown }[] };
    if (typeof body.msg === 'string') return body.msg;
    const first = body.errors?.[0]?.message;
    return typeof first === 'string' ? first : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's fetch failure texts are English and cryptic; say it in the user's language instead. */
function networkWording(message: string, t: TFunction): string {
  if (/failed to fetch|networkerror|load failed|network request failed/i.test(message)) return t('errors.network');
  if (/timeout|timed out/i.test(message)) return t('errors.timeout');
  return message;
}

/** The antd App-context APIs that show notices (from `App.useApp()`). */
export type NoticeApis = {
  message: { error: (content: string, duration?: number) => unknown; warning: (content: string) => unknown };
  notification: { error: (config: { title: string; description: string }) => unknown };
};

export type SessionHooks = {
  /** Status 401: let the session machine show its confirm dialog (it shows one at a time). */
  sessionExpired: () => void;
  /** HTTP 401: log out and go to /index. */
  logout: () => void;
};

export function presentError(notice: ErrorNotice, ui: NoticeApis, session: SessionHooks, t: TFunction): void {
  switch (notice.kind) {
    case 'sessionExpired':
      session.sessionExpired();
      return;
    case 'logout':
      ui.message.error(notice.message, NETWORK_ERROR_SECONDS);
      session.logout();
      return;
    case 'toastError':
      ui.message.error(notice.message);
      return;
    case 'toastWarning':
      ui.message.warning(notice.message);
      return;
    case 'alert':
      ui.notification.error({ title: t('errors.alertTitle'), description: notice.message });
      return;
    case 'network':
      ui.message.error(notice.message, notice.duration);
      return;
  }
}

/**
 * The sink that the Apollo error link reports to. The React tree registers it once antd's App context and
 * the session exist (`<ErrorPresenter />`); until then errors only reach the console.
 */
type ErrorSink = (error: unknown) => void;
let sink: ErrorSink | undefined;

export function setErrorSink(next: ErrorSink | undefined): void {
  sink = next;
}

export function reportError(error: unknown): void {
  if (sink) sink(error);
  else console.error(error);
}
