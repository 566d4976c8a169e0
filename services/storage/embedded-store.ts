/**
 * The embedded object store: files under `$DATA_DIR/objects/<key>`, written only by the services' own upload
 * endpoint (POST /oss/upload) after it checked the signed policy, and read through signed, expiring URLs
 * (GET /oss/object/<key>?expires&signature). Policies and URLs are signed with HMAC-SHA256 under keys derived
 * from the token secret, so every instance sharing the database (or TOKEN_SECRET) accepts them.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { parseObjectKey } from '../../machines/rules/upload';
import type { Clock } from '../lib/clock';
import { hmac, safeEqual } from '../lib/crypto';
import type { SecretProvider } from '../lib/secret';
import { sniffImage } from './image-sniff';
import type { ObjectInfo, ObjectStore, PresignedPost } from './object-store';

export const UPLOAD_PATH = '/oss/upload';
export const OBJECT_PATH_PREFIX = '/oss/object/';
/** What the embedded store calls its access key (the spec's accessKeyId / OSSAccessKeyId form field). */
export const EMBEDDED_ACCESS_KEY_ID = 'portal-embedded';

/** The conditions of a policy we sign; anything else in a posted policy is refused. */
export type PolicyConditions = { expiresAt: number; key: string; contentTypePrefix: string; minBytes: number; maxBytes: number };

export interface EmbeddedObjectStore extends ObjectStore {
  readonly kind: 'embedded';
  /** The conditions of a posted policy when its signature is ours, else null (expiry is checked by the caller). */
  verifyPolicy(policy: string, signature: string): Promise<PolicyConditions | null>;
  verifyReadSignature(key: string, expires: number, signature: string): Promise<boolean>;
  write(key: string, bytes: Buffer): Promise<void>;
}

/** `write` refuses a key that holds an object already (objects are write-once). */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`object exists: ${key}`);
    this.name = 'ObjectExistsError';
  }
}

export function isEmbeddedStore(store: ObjectStore): store is EmbeddedObjectStore {
  return store.kind === 'embedded';
}

type Options = { root: string; secret: SecretProvider; clock: Clock; publicUrl?: string };

function encodePolicy(conditions: PolicyConditions): string {
  // The shape of an OSS/S3 POST policy, so the form looks the same whichever store signed it.
  const document = {
    expiration: new Date(conditions.expiresAt).toISOString(),
    conditions: [
      { key: conditions.key },
      ['starts-with', '$Content-Type', conditions.contentTypePrefix],
      ['content-length-range', conditions.minBytes, conditions.maxBytes],
    ],
  };
  return Buffer.from(JSON.stringify(document)).toString('base64');
}

function decodePolicy(policy: string): PolicyConditions | null {
  try {
    const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration?: unknown; conditions?: unknown };
    const expiresAt = typeof document.expiration === 'string' ? Date.parse(document.expiration) : NaN;
    const conditions = document.conditions;
    if (!Number.isFinite(expiresAt) || !Array.isArray(conditions) || conditions.length !== 3) return null;
    const [keyCondition, typeCondition, lengthCondition] = conditions as unknown[];
    const key = (keyCondition as { key?: unknown })?.key;
    if (typeof key !== 'string') return null;
    if (!Array.isArray(typeCondition) || typeCondition[0] !== 'starts-with' || typeCondition[1] !== '$Content-Type' || typeof typeCondition[2] !== 'string') return null;
    if (!Array.isArray(lengthCondition) || lengthCondition[0] !== 'content-length-range') return null;
    const [, minBytes, maxBytes] = lengthCondition as unknown[];
    if (!Number.isSafeInteger(minBytes) || !Number.isSafeInteger(maxBytes)) return null;
    return { expiresAt, key, contentTypePrefix: typeCondition[2], minBytes: minBytes as number, maxBytes: maxBytes as number };
  } catch {
    return null;
  }
}

export function createEmbeddedObjectStore(options: Options): EmbeddedObjectStore {
  const root = resolve(options.root);
  const base = options.publicUrl ?? '';
  const postKey = async () => hmac(await options.secret(), 'storage:post-policy:v1');
  const readKey = async () => hmac(await options.secret(), 'storage:read-url:v1');

  /** The file of a key; null for anything that is not a well-formed object key (no way out of `root`). */
  function pathOf(key: string): string | null {
    if (!parseObjectKey(key)) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  }

  const store: EmbeddedObjectStore = {
    kind: 'embedded',

    async presignPost({ key, maxBytes, expiresAt, contentTypePrefix = 'image/' }): Promise<PresignedPost> {
      const policy = encodePolicy({ expiresAt: expiresAt.getTime(), key, contentTypePrefix, minBytes: 1, maxBytes });
      const signature = hmac(await postKey(), policy);
      return {
        host: `${base}${UPLOAD_PATH}`,
        accessKeyId: EMBEDDED_ACCESS_KEY_ID,
        policy,
        signature,
        fields: { key, OSSAccessKeyId: EMBEDDED_ACCESS_KEY_ID, policy, signature },
      };
    },

    async verifyPolicy(policy, signature) {
      if (!safeEqual(hmac(await postKey(), policy), signature)) return null;
      return decodePolicy(policy);
    },

    async verifyReadSignature(key, expires, signature) {
      return safeEqual(hmac(await readKey(), `${key}\n${expires}`), signature);
    },

    async write(key, bytes) {
      const path = pathOf(key);
      if (!path) throw new Error(`not an object key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      // Write aside, then link into place: a reader never sees half an object, and `link` fails when the key is
      // taken, so an object (an ID photo under review) is never replaced, even by two uploads racing.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      try {
        await link(temporary, path);
      } catch (error) {
        if ((error as { code?: string }).code === 'EEXIST') throw new ObjectExistsError(key);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async head(key): Promise<ObjectInfo | null> {
      const path = pathOf(key);
      if (!path) return null;
      try {
        const stats = await stat(path);
        if (!stats.isFile()) return null;
        const handle = await open(path, 'r');
        try {
          const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
          return { size: stats.size, contentType: sniffImage(buffer.subarray(0, bytesRead)) ?? 'application/octet-stream' };
        } finally {
          await handle.close();
        }
      } catch {
        return null;
      }
    },

    async read(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        return await readFile(path);
      } catch {
        return null;
      }
    },

    async signedUrl(key, ttlSeconds) {
      const expires = Math.floor(options.clock.now() / 1000) + ttlSeconds;
      const signature = hmac(await readKey(), `${key}\n${expires}`);
      return `${base}${OBJECT_PATH_PREFIX}${key}?expires=${expires}&signature=${signature}`;
    },

    async remove(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
  };
  return store;
}
