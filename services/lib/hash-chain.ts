/**
 * The transition log as a hash chain (docs/workflow.md). Each row's hash covers its content and the hash of the
 * entity's previous row, so changing, removing or reordering any stored row breaks every hash after it.
 * Chains are per entity: a step locks only its own entity, and the chain head it extends is that entity's.
 */
import { createHash } from 'node:crypto';

/** The previous hash of an entity's first row. */
export const GENESIS_HASH = '0'.repeat(64);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** JSON with object keys sorted at every depth: one text for one value, whatever the key order it was stored in. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // A lone UTF-16 surrogate cannot be stored (the drivers write U+FFFD instead): hash what will be read back.
  if (typeof value === 'string') return JSON.stringify(value.replace(LONE_SURROGATE, '\uFFFD'));
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** What a transition's hash covers. */
export type ChainedContent = {
  entityType: string;
  entityId: string;
  seq: number;
  event: string;
  from: unknown;
  to: unknown;
  actorId: number | null;
  actorRole: string;
  reason: string | null;
  at: Date;
};

export function transitionHash(content: ChainedContent, prevHash: string): string {
  const body = canonicalJson({ ...content, from: content.from ?? null, at: content.at.toISOString() });
  return sha256Hex(`${prevHash}\n${body}`);
}

/** A checkpoint's root: the previous root and the sealed rows' hashes, in id order. */
export function checkpointRoot(prevRootHash: string, hashes: readonly string[]): string {
  return sha256Hex([prevRootHash, ...hashes].join('\n'));
}
