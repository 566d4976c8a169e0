/**
 * Where uploaded objects live. Two real implementations: the embedded store (files under `$DATA_DIR/objects`,
 * uploads and reads through the services' own `/oss/...` endpoints, HMAC-signed) and any S3-compatible store
 * through the AWS SDK (presigned POST, presigned GET). `createObjectStore` picks one from the settings.
 */
import { join } from 'node:path';
import type { ServicesConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { SecretProvider } from '../lib/secret';
import { createEmbeddedObjectStore } from './embedded-store';
import { createS3ObjectStore } from './s3-store';

/** A signed POST form: post `fields` (in order), then `Content-Type`, `name` and last `file` to `host`. */
export type PresignedPost = {
  host: string;
  fields: Record<string, string>;
  /** The base64 policy document and its signature, as spec 7 names them (also inside `fields`). */
  policy: string;
  signature: string;
  accessKeyId: string;
};

export type ObjectInfo = { size: number; contentType: string };

export interface ObjectStore {
  readonly kind: 'embedded' | 's3';
  /** A form that lets a browser upload exactly `key`: an image/* type, 1 byte to `maxBytes`, until `expiresAt`. */
  presignPost(input: { key: string; maxBytes: number; expiresAt: Date }): Promise<PresignedPost>;
  head(key: string): Promise<ObjectInfo | null>;
  read(key: string): Promise<Buffer | null>;
  /** A URL that reads the object until `ttlSeconds` from now. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Removes the object if present (used when an upload fails the content check). */
  remove(key: string): Promise<void>;
}

export function createObjectStore(config: ServicesConfig, secret: SecretProvider, clock: Clock): ObjectStore {
  if (config.s3) return createS3ObjectStore(config.s3, clock);
  return createEmbeddedObjectStore({ root: join(config.dataDir, 'objects'), secret, clock, publicUrl: config.storagePublicUrl });
}
