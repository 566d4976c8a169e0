/**
 * Downloads of spec section 7 (`/common/download?fileName&delete`, `/common/download/resource?resource`): the
 * file comes as a blob with its name in the `download-filename` header and is saved through a temporary link.
 * A failure answers JSON instead of a file (spec 8): its message is taken from the code map of
 * `errors.status` (401, 403, 404), then the server's `msg`, then "Download failed - Contact admin".
 */
import type { TFunction } from 'i18next';
import { getToken } from './auth-token';

export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** The message for a failed download answer (the JSON envelope the services send instead of the file). */
export function downloadFailureMessage(body: unknown, t: TFunction): string {
  const envelope = (body && typeof body === 'object' ? body : {}) as { code?: unknown; msg?: unknown };
  const mapped = typeof envelope.code === 'number' && [401, 403, 404].includes(envelope.code) ? t(`errors.status.${envelope.code}`) : null;
  if (mapped) return mapped;
  if (typeof envelope.msg === 'string' && envelope.msg.trim()) return envelope.msg;
  return t('errors.downloadFailed');
}

/** The saved file's name: the `download-filename` header (URI-encoded), else the fallback. */
export function downloadFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return decodeURIComponent(header) || fallback;
  } catch {
    return header;
  }
}

/**
 * Fetches `path` with the member's token and saves the answer as a file. Throws `DownloadError` with the
 * message to show when the services answer with an error instead of a file.
 */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string, t: TFunction): Promise<void> {
  const token = getToken();
  const response = await fetch(`${path}?${new URLSearchParams(params).toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => null);
  if (!response) throw new DownloadError(t('errors.downloadFailed'));
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body: unknown = await response.json().catch(() => null);
    throw new DownloadError(downloadFailureMessage(body, t));
  }
  saveFile(await response.blob(), downloadFileName(response.headers.get('download-filename'), fallbackName));
}

/** Saves content the app already holds (a receipt, an export) as a file, through a temporary link. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
