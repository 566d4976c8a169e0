/**
 * Attachments of a requirement or a solution: each the member's own upload (the key names its owner), a PDF or a
 * JPEG/PNG by its bytes (never by the name or the declared type), at most 5 MB. Attachments already accepted keep
 * their checked type and size; only new keys are read from storage.
 */
import { parseObjectKey, validateObjectKey } from '../../machines/rules/upload';
import type { ServicesContext } from '../context';
import type { RequirementAttachment } from '../db/schema';
import { failure } from '../lib/errors';

const PDF_MAGIC = Buffer.from('%PDF-');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export type Attachment = RequirementAttachment;

/** The attachment's real type by its bytes: PDF, PNG or JPEG; anything else is refused. */
function sniffAttachment(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).equals(PDF_MAGIC)) return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

/** The list as stored: duplicates dropped, names trimmed; a key that is not the member's own acceptable file is a 400. */
export async function checkedAttachments(
  ctx: Pick<ServicesContext, 'storage'>,
  userId: number,
  list: ReadonlyArray<{ key: string; name: string }>,
  accepted: readonly Attachment[],
): Promise<Attachment[]> {
  const known = new Map(accepted.map((a) => [a.key, a]));
  const out: Attachment[] = [];
  for (const item of list) {
    const name = item.name.trim().slice(0, 200) || 'attachment';
    const kept = known.get(item.key);
    if (kept) {
      out.push({ ...kept, name });
      continue;
    }
    if (validateObjectKey(item.key) || parseObjectKey(item.key)?.userId !== userId) throw failure(400, 'requirementAttachmentInvalid');
    const info = await ctx.storage.head(item.key);
    if (!info || info.size > ATTACHMENT_MAX_BYTES) throw failure(400, 'requirementAttachmentInvalid');
    const bytes = await ctx.storage.read(item.key);
    const contentType = bytes ? sniffAttachment(bytes) : null;
    if (!contentType) throw failure(400, 'requirementAttachmentInvalid');
    out.push({ key: item.key, name, contentType, size: info.size });
  }
  return [...new Map(out.map((a) => [a.key, a])).values()];
}
