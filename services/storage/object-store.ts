/**
 * Where uploaded objects live: the contract both stores implement. Two real implementations: the embedded store
 * (files under `$DATA_DIR/objects`, uploads and reads through the services' own `/oss/...` endpoints,
 * HMAC-signed) and any S3-compatible store through the AWS SDK (presigned POST, presigned GET).
 * `createObjectStore` (create-object-store.ts) picks one; it lives apart so that the stores and their contract
 * do not import each other.
 */

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
  /**
   * A form that lets a browser upload exactly `key`: a type starting with `contentTypePrefix` (default image/; a PDF
   * document's key: application/pdf), 1 byte to `maxBytes`, until `expiresAt`.
   */
  presignPost(input: { key: string; maxBytes: number; expiresAt: Date; contentTypePrefix?: string }): Promise<PresignedPost>;
  head(key: string): Promise<ObjectInfo | null>;
  read(key: string): Promise<Buffer | null>;
  /** A URL that reads the object until `ttlSeconds` from now. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Removes the object if present (used when an upload fails the content check). */
  remove(key: string): Promise<void>;
}
