/**
 * Uploads and downloads (spec 7, docs/contracts.md "Uploads and downloads"): signed POST policies, the embedded
 * store's upload and read endpoints, signed read URLs and the two download calls.
 */
import { readFile, rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isDocumentKey, objectKeyFor, parseObjectKey, safeFileName, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, validateUploadFileName } from '../../machines/rules/upload';
import type { ServicesContext } from '../context';
import { check, failure, rateLimited } from '../lib/errors';
import { ok } from '../lib/reply';
import { envelope, errorResponses, str } from '../lib/schemas';
import { requireAuth } from '../plugins/auth';
import { isEmbeddedStore, ObjectExistsError, OBJECT_PATH_PREFIX, UPLOAD_PATH } from './embedded-store';
import { sniffUpload } from './image-sniff';
import { requireReadableKey, SIGNED_URL_TTL_SECONDS, UPLOAD_POLICY_TTL_SECONDS } from './storage.service';

const bearer = [{ bearer: [] }];
const tooLarge = () => check({ rule: 'uploadTooLarge', params: { n: UPLOAD_MAX_MB } });
/** A plain file name: no separators, no leading dot, so it can only name a file inside its folder. */
const DOWNLOAD_NAME = /^[A-Za-z0-9\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._ -]{0,199}$/;

const policySchema = envelope({
  type: 'object',
  required: ['accessKeyId', 'policy', 'signature', 'host', 'key', 'expire', 'dir', 'maxSize', 'fields'],
  properties: {
    accessKeyId: { type: 'string', description: 'sent as the OSSAccessKeyId form field (embedded store) or inside X-Amz-Credential (S3)' },
    policy: { type: 'string', description: 'base64 policy document: expiry, exact key, Content-Type starts-with image/, content-length-range 1..5 MB' },
    signature: { type: 'string' },
    host: { type: 'string', description: 'where the browser posts the form; root-relative (the portal origin) for the embedded store unless STORAGE_PUBLIC_URL is set' },
    key: { type: 'string', description: 'auth/{userId}_{timestamp}_{filename}' },
    expire: { type: 'integer', description: 'epoch seconds after which the policy is refused' },
    dir: { type: 'string' },
    maxSize: { type: 'integer', description: 'bytes' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'the exact form fields to post before Content-Type, name and file (the file last)',
    },
  },
});

function sendFile(reply: FastifyReply, bytes: Buffer, fileName: string, contentType: string) {
  const encoded = encodeURIComponent(fileName);
  return reply
    .header('content-type', contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
    .header('download-filename', encoded)
    .header('access-control-expose-headers', 'download-filename')
    .send(bytes);
}

/** Upload policies per member: generous for a form with a few photos, a bound on filling the disk. */
export const UPLOAD_POLICY_LIMIT = { bucket: 'upload:policy', limit: 60, windowMs: 10 * 60_000 };

export function storageRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const store = ctx.storage;
  return async (app) => {
    app.get<{ Querystring: { objectKey?: string; fileName?: string } }>(
      '/common/v2/oss/signature',
      {
        schema: {
          tags: ['storage'],
          summary: 'A signed POST policy for one image or PDF upload',
          description:
            'Give `objectKey` (must be auth/{your id}_{timestamp}_{name}.jpg|jpeg|png|pdf) or `fileName` (the services build the key from ' +
            'the signed-in member and the time). The policy lives 10 minutes and allows one file of 1 byte to 5 MB under exactly that key: ' +
            'image/* (a JPEG or PNG by content), or for a .pdf name application/pdf (a PDF by content; used for requirement attachments).',
          security: bearer,
          querystring: { type: 'object', properties: { objectKey: str(200), fileName: str(255) } },
          // 429: upload policies per member per hour (UPLOAD_POLICY_LIMIT; found by the OpenAPI fuzz)
          response: { 200: policySchema, ...errorResponses(401, 403, 429) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const now = ctx.clock.now();
        const limited = await ctx.repos.rateLimits.hit(UPLOAD_POLICY_LIMIT, String(auth.user.id), now);
        if (!limited.allowed) throw rateLimited(limited.retryAfter);
        let key: string;
        if (request.query.objectKey !== undefined) {
          const parsed = parseObjectKey(request.query.objectKey);
          if (!parsed) check({ rule: 'objectKeyInvalid' });
          if (parsed!.userId !== auth.user.id) throw failure(403, 'uploadNotOwnKey');
          // Objects are write-once: an image already submitted (an ID photo under review) cannot be replaced.
          if (await store.head(request.query.objectKey)) throw failure(400, 'uploadKeyExists');
          key = request.query.objectKey;
        } else {
          check(validateUploadFileName(request.query.fileName));
          const name = safeFileName(request.query.fileName as string) as string;
          // Objects are write-once: the same name twice in one millisecond takes the next free millisecond.
          let at = now;
          key = objectKeyFor(auth.user.id, at, name);
          while ((await store.head(key)) && at < now + 1000) key = objectKeyFor(auth.user.id, (at += 1), name);
        }
        const expiresAt = new Date(now + UPLOAD_POLICY_TTL_SECONDS * 1000);
        const post = await store.presignPost({ key, maxBytes: UPLOAD_MAX_BYTES, expiresAt, contentTypePrefix: isDocumentKey(key) ? 'application/pdf' : 'image/' });
        return ok(request, {
          accessKeyId: post.accessKeyId,
          policy: post.policy,
          signature: post.signature,
          host: post.host,
          key,
          expire: Math.floor(expiresAt.getTime() / 1000),
          dir: 'auth/',
          maxSize: UPLOAD_MAX_BYTES,
          fields: post.fields,
        });
      },
    );

    app.get<{ Querystring: { objectKey: string; token?: string } }>(
      '/common/v2/oss/get/signed-url',
      {
        schema: {
          tags: ['storage'],
          summary: 'An expiring read URL (1 hour) for an object',
          description:
            "Members get URLs for their own objects only; operations (and admin) for any. `token` is accepted for the spec's client and ignored: " +
            'the caller is identified by the Bearer header or the Admin-Token cookie like everywhere else (a token in a URL ends up in logs).',
          security: bearer,
          querystring: { type: 'object', required: ['objectKey'], properties: { objectKey: str(200), token: str(4096) } },
          response: { 200: envelope({ type: 'string' }), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        requireReadableKey(auth, request.query.objectKey);
        if (!(await store.head(request.query.objectKey))) throw failure(404, 'objectNotFound');
        return ok(request, await store.signedUrl(request.query.objectKey, SIGNED_URL_TTL_SECONDS));
      },
    );

    app.get<{ Querystring: { fileName: string; delete?: 'true' | 'false' } }>(
      '/common/download',
      {
        schema: {
          tags: ['storage'],
          summary: "Download one of the caller's prepared files",
          description:
            'Serves `$DATA_DIR/downloads/{your id}/{fileName}` (exports that the platform prepares for a member) as a blob; the name is in the ' +
            '`download-filename` header (URI-encoded). `delete=true` removes the file after it was read (only with the token in the Authorization header, never by the cookie alone). A name with a path separator or a leading dot is a 400.',
          security: bearer,
          querystring: { type: 'object', required: ['fileName'], properties: { fileName: str(200), delete: { type: 'string', enum: ['true', 'false'] } } },
          response: errorResponses(401, 404),
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const { fileName } = request.query;
        if (!DOWNLOAD_NAME.test(fileName) || fileName.includes('..')) throw failure(400, 'downloadNameInvalid');
        // A GET that deletes must not be triggered by a link on another site (the cookie travels with top-level
        // navigation): deleting needs the token in the Authorization header, which only the app's own code sets.
        if (request.query.delete === 'true' && !request.headers.authorization) throw failure(400, 'downloadDeleteNeedsHeader');
        const folder = resolve(ctx.config.dataDir, 'downloads', String(auth.user.id));
        const path = resolve(folder, fileName);
        if (!path.startsWith(folder + sep)) throw failure(400, 'downloadNameInvalid');
        let bytes: Buffer;
        try {
          bytes = await readFile(path);
        } catch {
          throw failure(404, 'objectNotFound');
        }
        if (request.query.delete === 'true') await rm(path, { force: true });
        return sendFile(reply, bytes, fileName, 'application/octet-stream');
      },
    );

    app.get<{ Querystring: { resource: string } }>(
      '/common/download/resource',
      {
        schema: {
          tags: ['storage'],
          summary: 'Download an uploaded object as a file',
          description: '`resource` is an object key; members may download their own objects, operations and admin any. Blob with the `download-filename` header.',
          security: bearer,
          querystring: { type: 'object', required: ['resource'], properties: { resource: str(200) } },
          response: errorResponses(401, 403, 404),
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const parsed = requireReadableKey(auth, request.query.resource);
        const bytes = await store.read(request.query.resource);
        if (!bytes) throw failure(404, 'objectNotFound');
        return sendFile(reply, bytes, parsed.fileName, sniffUpload(bytes) ?? 'application/octet-stream');
      },
    );

    if (isEmbeddedStore(store)) await app.register(embeddedStoreRoutes(ctx));
  };
}

/** Only with the embedded store: the upload form's target and the signed read URLs. */
function embeddedStoreRoutes(ctx: ServicesContext): FastifyPluginAsync {
  const store = ctx.storage;
  if (!isEmbeddedStore(store)) throw new Error('embedded store expected');
  return async (app) => {
    // Scoped to this plugin: the rest of the services keep refusing anything but JSON.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 12, fieldSize: 16 * 1024, parts: 14, headerPairs: 50 },
    });

    app.post(
      UPLOAD_PATH,
      {
        schema: {
          tags: ['storage'],
          summary: 'Upload an image with a signed policy (embedded store)',
          description:
            'multipart/form-data with the fields of GET /common/v2/oss/signature (key, OSSAccessKeyId, policy, signature), Content-Type, name, and ' +
            'the file last. Checks signature, expiry, key, declared type image/*, size 1 byte to 5 MB, and that the bytes are a JPEG or PNG. No token needed: the policy is the permission.',
          consumes: ['multipart/form-data'],
          response: { 200: envelope({ type: 'object', required: ['key'], properties: { key: { type: 'string' } } }), ...errorResponses(403) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw failure(400, 'uploadNoFile');
        let file;
        try {
          file = await request.file();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge();
          throw failure(400, 'uploadNoFile');
        }
        if (!file) throw failure(400, 'uploadNoFile');
        const field = (name: string): string | undefined => {
          const entry = file.fields[name];
          const one = Array.isArray(entry) ? undefined : entry;
          return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
        };
        const key = field('key');
        const policy = field('policy');
        const signature = field('signature');
        // Fields must precede the file (as with OSS and S3): the check happens before a byte is stored.
        if (!policy || !signature) {
          file.file.resume();
          throw failure(403, 'uploadSignatureInvalid');
        }
        const conditions = await store.verifyPolicy(policy, signature);
        if (!conditions) {
          file.file.resume();
          throw failure(403, 'uploadSignatureInvalid');
        }
        if (conditions.expiresAt < ctx.clock.now()) {
          file.file.resume();
          throw failure(403, 'uploadExpired');
        }
        if (!key || key !== conditions.key || !parseObjectKey(key)) {
          file.file.resume();
          throw failure(403, 'uploadKeyMismatch');
        }
        const declaredType = field('Content-Type') ?? field('content-type') ?? file.mimetype;
        if (!declaredType || !declaredType.startsWith(conditions.contentTypePrefix)) {
          file.file.resume();
          check({ rule: 'uploadFormat' });
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge();
          // Anything else here is a body cut short or malformed (a client that gave up mid-upload): the request's fault.
          throw failure(400, 'uploadNoFile');
        }
        if (bytes.length > conditions.maxBytes) tooLarge();
        // by content: a document key must hold a PDF, any other key a JPEG or PNG
        const sniffed = sniffUpload(bytes);
        const fits = isDocumentKey(key) ? sniffed === 'application/pdf' : sniffed !== null && sniffed !== 'application/pdf';
        if (bytes.length < conditions.minBytes || !fits) check({ rule: 'uploadFormat' });
        try {
          await store.write(key, bytes);
        } catch (error) {
          // Write-once: a policy is good for one upload, and nothing already stored is ever replaced.
          if (error instanceof ObjectExistsError) throw failure(400, 'uploadKeyExists');
          throw error;
        }
        return ok(request, { key }, 'uploadOk');
      },
    );

    app.get<{ Params: { '*': string }; Querystring: { expires: string; signature: string } }>(
      `${OBJECT_PATH_PREFIX}*`,
      {
        schema: {
          tags: ['storage'],
          summary: 'Read an object through a signed URL (embedded store)',
          description: 'The URL comes from GET /common/v2/oss/get/signed-url. Answers the bytes with their real type and nosniff; 403 when the signature is wrong or expired.',
          querystring: {
            type: 'object',
            required: ['expires', 'signature'],
            properties: { expires: str(12, { pattern: '^\\d{1,12}$' }), signature: str(64) },
          },
          response: errorResponses(403, 404),
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const expires = Number(request.query.expires);
        if (!parseObjectKey(key)) throw failure(404, 'objectNotFound');
        if (!(await store.verifyReadSignature(key, expires, request.query.signature))) throw failure(403, 'linkInvalid');
        const remaining = expires - Math.floor(ctx.clock.now() / 1000);
        if (remaining < 0) throw failure(403, 'linkExpired');
        const bytes = await store.read(key);
        if (!bytes) throw failure(404, 'objectNotFound');
        const type = sniffUpload(bytes);
        return reply
          .header('content-type', type ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', type ? 'inline' : 'attachment')
          .header('cache-control', `private, max-age=${Math.min(remaining, SIGNED_URL_TTL_SECONDS)}`)
          .send(bytes);
      },
    );
  };
}
