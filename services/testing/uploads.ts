/**
 * Test helpers for uploads (services tests of any area that stores object keys): a real 1x1 PNG, a multipart
 * body builder, and `uploadImage` that walks signature → POST /oss/upload exactly as the browser does.
 */
import { expect } from 'vitest';
import type { useServicesApp } from './harness';

/** A valid 1x1 PNG (red pixel). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

export type Harness = ReturnType<typeof useServicesApp>;
type Client = ReturnType<Harness['client']>;

/** multipart/form-data with the fields in order and the file last. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type SignedPolicy = { accessKeyId: string; policy: string; signature: string; host: string; key: string; expire: number; fields: Record<string, string> };

export async function postUpload(h: Harness, policy: SignedPolicy, file: { name: string; type: string; bytes: Buffer }, overrides: Record<string, string> = {}) {
  const { payload, headers } = multipartBody({ ...policy.fields, 'Content-Type': file.type, name: file.name, ...overrides }, file);
  const res = await h.app.inject({ method: 'POST', url: new URL(policy.host, 'http://x').pathname, payload, headers: { ...headers, 'accept-language': 'en' } });
  return { res, body: JSON.parse(res.body) as { code: number; msg: string; data: { key: string } | null } };
}

/** Signature for `fileName`, then the upload; returns the object key. */
export async function uploadImage(h: Harness, client: Client, fileName = 'photo.png', bytes: Buffer = TINY_PNG): Promise<string> {
  const signed = await client.get<SignedPolicy>(`/common/v2/oss/signature?fileName=${encodeURIComponent(fileName)}`);
  expect(signed.body.code).toBe(200);
  const uploaded = await postUpload(h, signed.body.data, { name: fileName, type: 'image/png', bytes });
  expect(uploaded.body).toMatchObject({ code: 200, data: { key: signed.body.data.key } });
  return signed.body.data.key;
}

/** A freshly registered member, signed in. */
export async function freshMember(h: Harness, phone: string, lang = 'en'): Promise<Client & { id: number }> {
  const client = h.client({ lang });
  expect((await client.signupPhone(phone)).body.code).toBe(200);
  expect((await client.signin(phone)).body.code).toBe(200);
  const me = await client.post<{ id: number }>('/member/v2/member');
  return Object.assign(client, { id: me.body.data.id });
}
