/**
 * The storage domain's public module: the object store and the checks other domains run on an object key they
 * save. Everything else in this folder is internal (lint rule `services-domain-public-module`).
 */
export { createObjectStore } from './create-object-store';
export type { ObjectInfo, ObjectStore, PresignedPost } from './object-store';
export { requireOwnImage, requireReadableKey, SIGNED_URL_TTL_SECONDS } from './storage.service';
