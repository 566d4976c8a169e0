import { App, message as staticMessage } from 'antd';
import type { TFunction } from 'i18next';
import { describeError } from '@/lib/errors';

/** What a flow machine needs of a failed call: the REST code (0 for a network failure) and the text to show. */
export type Failure = { status: number; message: string };

/**
 * Maps a failed GraphQL call to the machine's failure event payload, through the app's one error mapping
 * (src/lib/errors.ts): the server's message in the user's language, or the default text of spec section 8.
 */
export function failureOf(error: unknown, t: TFunction): Failure {
  const notice = describeError(error, t);
  return { status: notice.status ?? 0, message: notice.message };
}

/**
 * The data of an Apollo result, or a throw with its error: Apollo 4 either rejects or resolves with `error`
 * depending on the error policy, and the flows want one shape.
 */
export async function dataOf<R extends { data?: unknown }>(result: Promise<R>): Promise<NonNullable<R['data']>> {
  const settled = await result;
  const error = (settled as { error?: unknown }).error;
  if (error || settled.data == null) throw error ?? new Error('empty response');
  return settled.data as NonNullable<R['data']>;
}

/** Operations whose errors the dialog shows itself (inline), so the global error presenter stays quiet. */
export const SILENT = { silentErrors: true } as const;

/** antd's message API from the App context, or the static one when the dialog is rendered outside `<App>`. */
export function useMessage(): Pick<typeof staticMessage, 'success' | 'warning' | 'error'> {
  const { message } = App.useApp();
  return typeof message?.success === 'function' ? message : staticMessage;
}

/**
 * Only same-origin paths are followed after sign-in (`/index?redirect=…` comes from the URL, so anyone can
 * write it): a scheme, `//host` or a backslash trick would be an open redirect.
 */
export function safeRedirectPath(redirect: string | undefined, origin = window.location.origin): string | null {
  if (!redirect) return null;
  // Let the URL parser decide, as the browser will (it drops tabs and newlines, so `/\t/evil.com` is
  // `//evil.com`): follow only what stays on this origin.
  const path = redirect.startsWith('/') ? redirect : `/${redirect}`;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
