/**
 * Images by content, never by name or declared type (DESIGN 6): the first bytes must be a JPEG (FF D8 FF)
 * or PNG (89 50 4E 47 0D 0A 1A 0A) signature, the two formats the app advertises (spec 5: jpg, jpeg, png).
 */
export type ImageType = 'image/jpeg' | 'image/png';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= PNG.length && PNG.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** What an upload holds by content: JPEG, PNG or (for document keys) PDF; null for anything else. */
export function sniffUpload(bytes: Uint8Array): ImageType | 'application/pdf' | null {
  if (bytes.length >= PDF.length && PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return sniffImage(bytes);
}
