/**
 * Who may use which object, and whether an object really is an image. Shared by the storage routes and by
 * every area that stores an object key (avatar, real-name photos): call `requireOwnImage` before saving a key.
 */
import { hasRole } from '../../machines/access/access';
import { parseObjectKey, type ParsedObjectKey, validateObjectKey } from '../../machines/rules/upload';
import { check, failure } from '../lib/errors';
import type { Auth } from '../plugins/auth';
import { sniffImage, type ImageType } from './image-sniff';
import type { ObjectStore } from './object-store';

/** How long a signed read URL lives (seconds). */
export const SIGNED_URL_TTL_SECONDS = 3600;
/** How long a signed upload form lives (seconds). */
export const UPLOAD_POLICY_TTL_SECONDS = 600;

/** Operations reviewers read ID photos of anyone; members only their own objects. `admin` passes `hasRole`. */
export function mayReadObject(auth: Auth, key: ParsedObjectKey): boolean {
  return key.userId === auth.user.id || hasRole(auth.roles, 'operations');
}

/** The parsed key when the caller may read it; 400 for a malformed key, 403 for someone else's. */
export function requireReadableKey(auth: Auth, key: string): ParsedObjectKey {
  check(validateObjectKey(key));
  const parsed = parseObjectKey(key) as ParsedObjectKey;
  if (!mayReadObject(auth, parsed)) throw failure(403, 'objectForbidden');
  return parsed;
}

/** The image type of an object by its first bytes, or null when it is missing or not a JPEG/PNG. */
export async function inspectImage(store: ObjectStore, key: string): Promise<{ size: number; contentType: ImageType } | null> {
  const bytes = await store.read(key);
  if (!bytes) return null;
  const contentType = sniffImage(bytes);
  return contentType ? { size: bytes.length, contentType } : null;
}

/**
 * For keys a member saves into a record: well-formed (400), the caller's own (403), present (404) and an
 * image by content (400 'File format error').
 */
export async function requireOwnImage(store: ObjectStore, auth: Auth, key: string): Promise<void> {
  check(validateObjectKey(key));
  const parsed = parseObjectKey(key) as ParsedObjectKey;
  if (parsed.userId !== auth.user.id) throw failure(403, 'objectForbidden');
  const info = await store.head(key);
  if (!info) throw failure(404, 'objectNotFound');
  if (!(await inspectImage(store, key))) check({ rule: 'uploadFormat' });
}
