/**
 * Upload rules shared by the app (checks before posting) and the services (policy, upload endpoint, every
 * use of an object key): images, and PDF documents for a requirement's attachments (a key ending in .pdf), at most
 * 5 MB, object keys `auth/{userId}_{timestamp}_{filename}` (spec 7, DESIGN 6). The app advertises jpg, jpeg and png
 * for images; the services accept exactly those (and PDF for .pdf keys) by content.
 */
import type { RuleError } from './messages';

export const UPLOAD_MAX_MB = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** What the file picker offers (spec 5: "Only jpg, jpeg, png advertised"). */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const FILE_NAME_MAX = 80;

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(jpe?g|png|pdf)$/i;
/** `auth/{userId}_{timestamp ms}_{filename}`: nothing else, so a key can never name a path outside its folder. */
const OBJECT_KEY = /^auth\/([1-9]\d{0,11})_(\d{10,16})_([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** The declared types the app lets through: what the services accept by content (JPEG and PNG). */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/jpg', 'image/pjpeg'];

/**
 * Spec 5: the type must start with image/ and the size stay within the limit (default 5 MB). Narrowed to
 * JPEG and PNG, the only images the services keep, so a GIF is refused before it travels.
 */
export function validateImageFile(file: { type?: string | null; size: number }, maxMb = UPLOAD_MAX_MB): RuleError | null {
  if (!file.type || !UPLOAD_IMAGE_TYPES.includes(file.type)) return { rule: 'uploadFormat' };
  if (file.size > maxMb * 1024 * 1024) return { rule: 'uploadTooLarge', params: { n: maxMb } };
  return null;
}

/** What the attachment picker offers: PDF and the images. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const ATTACHMENT_TYPES: readonly string[] = ['application/pdf', ...UPLOAD_IMAGE_TYPES];

/** A requirement's attachment: a PDF or one of the images, within the size limit. */
export function validateAttachmentFile(file: { type?: string | null; size: number }, maxMb = UPLOAD_MAX_MB): RuleError | null {
  if (!file.type || !ATTACHMENT_TYPES.includes(file.type)) return { rule: 'uploadFormat' };
  if (file.size > maxMb * 1024 * 1024) return { rule: 'uploadTooLarge', params: { n: maxMb } };
  return null;
}

/** Whether an object key names a PDF document (its upload policy and content check are the document's). */
export function isDocumentKey(key: string): boolean {
  return /\.pdf$/i.test(key);
}

/**
 * The file-name part of an object key from whatever the browser calls the file: the last path segment, every
 * character outside A-Z a-z 0-9 . _ - replaced by `_`, at most 80 characters with the extension kept.
 * Null when the result does not end in .jpg, .jpeg, .png or .pdf.
 */
export function safeFileName(name: string): string | null {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFKC').trim();
  const ext = /\.(jpe?g|png|pdf)$/i.exec(base)?.[0];
  if (!ext) return null;
  const stem = base
    .slice(0, -ext.length)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '')
    .slice(0, FILE_NAME_MAX - ext.length)
    .replace(/\.+$/, '');
  return `${stem || 'image'}${ext.toLowerCase()}`;
}

export function validateUploadFileName(name: string | null | undefined): RuleError | null {
  if (!name || safeFileName(name) === null) return { rule: 'uploadFileNameInvalid', params: { max: FILE_NAME_MAX } };
  return null;
}

export function objectKeyFor(userId: number | string, timestampMs: number, fileName: string): string {
  return `auth/${userId}_${timestampMs}_${fileName}`;
}

export type ParsedObjectKey = { userId: number; timestamp: number; fileName: string };

export function parseObjectKey(key: string | null | undefined): ParsedObjectKey | null {
  if (!key || key.length > 200) return null;
  const match = OBJECT_KEY.exec(key);
  if (!match || !FILE_NAME.test(match[3]) || match[3].length > FILE_NAME_MAX || match[3].includes('..')) return null;
  return { userId: Number(match[1]), timestamp: Number(match[2]), fileName: match[3] };
}

export function validateObjectKey(key: string | null | undefined): RuleError | null {
  return parseObjectKey(key) ? null : { rule: 'objectKeyInvalid' };
}

/** Spec 3: an avatar that is already a URL (https) is used as is; otherwise it is an object key to sign. */
export function isExternalImageUrl(value: string): boolean {
  return value.startsWith('https://');
}
