/** Picks the object store from the settings: S3 when `S3_*` is set, else the embedded store under `$DATA_DIR/objects`. */
import { join } from 'node:path';
import type { S3Config, ServicesConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { SecretProvider } from '../lib/secret';
import { createEmbeddedObjectStore } from './embedded-store';
import type { ObjectStore } from './object-store';

export function createObjectStore(config: ServicesConfig, secret: SecretProvider, clock: Clock): ObjectStore {
  if (config.s3) return lazyS3ObjectStore(config.s3, clock);
  return createEmbeddedObjectStore({ root: join(config.dataDir, 'objects'), secret, clock, publicUrl: config.storagePublicUrl });
}

/**
 * The S3 store, with the AWS SDK loaded on first use: the SDK takes about a second to import, which every start
 * of a portal without S3 (the default) would otherwise pay (issue 11: a second `npm start` within 10 s).
 */
function lazyS3ObjectStore(config: S3Config, clock: Clock): ObjectStore {
  let loaded: Promise<ObjectStore> | undefined;
  const store = () => (loaded ??= import('./s3-store').then((m) => m.createS3ObjectStore(config, clock)));
  return {
    kind: 's3',
    presignPost: async (input) => (await store()).presignPost(input),
    head: async (key) => (await store()).head(key),
    read: async (key) => (await store()).read(key),
    signedUrl: async (key, ttlSeconds) => (await store()).signedUrl(key, ttlSeconds),
    remove: async (key) => (await store()).remove(key),
  };
}
