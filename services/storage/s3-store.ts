/**
 * Any S3-compatible store (AWS S3, MinIO, Ceph, Cloudflare R2, Aliyun OSS in S3 mode...) through the AWS SDK:
 * the browser posts to the bucket with a presigned POST whose policy pins the key, an image/* Content-Type and
 * 1 byte to 5 MB; reads are presigned GET URLs. The bucket never sees our content check, so every use of a key
 * (avatar, ID photos) reads the object and checks its magic bytes (`inspectImage`).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import type { Clock } from '../lib/clock';
import type { ObjectInfo, ObjectStore, PresignedPost } from './object-store';

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3ObjectStore(config: S3Config, clock: Clock, client?: S3Client): ObjectStore {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async presignPost({ key, maxBytes, expiresAt, contentTypePrefix = 'image/' }): Promise<PresignedPost> {
      const expires = Math.max(1, Math.round((expiresAt.getTime() - clock.now()) / 1000));
      const { url, fields } = await createPresignedPost(s3, {
        Bucket,
        Key: key,
        Expires: expires,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['starts-with', '$Content-Type', contentTypePrefix],
          // The spec's form also carries `name`; S3 refuses fields its policy does not mention.
          ['starts-with', '$name', ''],
        ],
      });
      const credential = fields['X-Amz-Credential'] ?? '';
      return {
        host: url,
        fields,
        policy: fields.Policy ?? '',
        signature: fields['X-Amz-Signature'] ?? '',
        accessKeyId: credential.split('/')[0] ?? '',
      };
    },

    async head(key): Promise<ObjectInfo | null> {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async signedUrl(key, ttlSeconds) {
      return getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: ttlSeconds });
    },

    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
