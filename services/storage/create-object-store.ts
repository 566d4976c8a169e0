/** Picks the object store from the settings: S3 when `S3_*` is set, else the embedded store under `$DATA_DIR/objects`. */
import { join } from 'node:path';
import type { ServicesConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { SecretProvider } from '../lib/secret';
import { createEmbeddedObjectStore } from './embedded-store';
import type { ObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-store';

export function createObjectStore(config: ServicesConfig, secret: SecretProvider, clock: Clock): ObjectStore {
  if (config.s3) return createS3ObjectStore(config.s3, clock);
  return createEmbeddedObjectStore({ root: join(config.dataDir, 'objects'), secret, clock, publicUrl: config.storagePublicUrl });
}
