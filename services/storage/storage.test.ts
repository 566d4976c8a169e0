import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseObjectKey, safeFileName } from '../../machines/rules/upload';
import { ConfigError, parseServicesConfig } from '../config';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';
import { sniffImage } from './image-sniff';
import { createObjectStore } from './create-object-store';
import { freshMember, multipartBody, postUpload, type SignedPolicy, TINY_PNG, uploadImage } from '../testing/uploads';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe('upload rules', () => {
  it('builds safe file names and parses only well-formed keys', () => {
    expect(safeFileName('C:\\photos\\身份证 正面.JPG')).toBe('image.jpg');
    expect(safeFileName('my photo (1).jpeg')).toBe('my_photo_1_.jpeg');
    expect(safeFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(safeFileName('a..b...png')).toBe('a.b.png');
    expect(safeFileName('notes.txt')).toBeNull();
    expect(parseObjectKey('auth/12_1700000000000_a.png')).toEqual({ userId: 12, timestamp: 1700000000000, fileName: 'a.png' });
    for (const bad of ['auth/12_1700000000000_../x.png', 'auth/12_1700000000000_a.gif', 'x/12_1700000000000_a.png', 'auth/012_1700000000000_a.png', 'auth/12_1700000000000_.png', '/etc/passwd']) {
      expect(parseObjectKey(bad)).toBeNull();
    }
  });

  it('recognises JPEG and PNG by their first bytes only', () => {
    expect(sniffImage(TINY_PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('hello, I am a png'))).toBeNull();
  });

  it('reads the S3 settings with clear errors', () => {
    expect(parseServicesConfig({}).s3).toBeUndefined();
    expect(parseServicesConfig({ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'portal',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    expect(() => parseServicesConfig({ S3_ENDPOINT: 'http://x' })).toThrow(/without S3_BUCKET/);
    expect(() => parseServicesConfig({ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'a' })).toThrow(ConfigError);
    expect(() => parseServicesConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => parseServicesConfig({ S3_BUCKET: 'portal', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseServicesConfig({ STORAGE_PUBLIC_URL: 'ftp://x' })).toThrow(/STORAGE_PUBLIC_URL/);
  });
});

describe('the S3 store', () => {
  // Signing is local (no network): the form and URL an S3-compatible store would check. Made as the services make
  // it, so the SDK is loaded on first use (create-object-store.ts).
  const config = parseServicesConfig({ S3_BUCKET: 'portal', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: '1' });
  const store = createObjectStore(config, async () => 'unused by S3', { now: () => Date.now() });

  it('is chosen by the S3 settings', () => {
    expect(store.kind).toBe('s3');
  });

  it('presigns a POST pinned to the key, image/* and 5 MB', async () => {
    const post = await store.presignPost({ key: 'auth/7_1700000000000_a.png', maxBytes: 5 * 1024 * 1024, expiresAt: new Date(Date.now() + 600_000) });
    expect(post.host).toBe('http://127.0.0.1:9000/portal');
    expect(post.accessKeyId).toBe('AKIDEXAMPLE');
    expect(post.fields).toMatchObject({ key: 'auth/7_1700000000000_a.png', bucket: 'portal', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const document = JSON.parse(Buffer.from(post.policy, 'base64').toString());
    expect(document.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 5 * 1024 * 1024], ['starts-with', '$Content-Type', 'image/'], ['starts-with', '$name', ''], { key: 'auth/7_1700000000000_a.png' }]),
    );
  });

  it('presigns expiring GET URLs', async () => {
    const url = new URL(await store.signedUrl('auth/7_1700000000000_a.png', 3600));
    expect(url.pathname).toBe('/portal/auth/7_1700000000000_a.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describeEachDatabase('uploads and downloads', (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-storage-'));
  const h = useServicesApp(database, { config: { dataDir } });

  async function signedUrlOf(client: Awaited<ReturnType<typeof freshMember>>, key: string) {
    const signed = await client.get<string>(`/common/v2/oss/get/signed-url?objectKey=${encodeURIComponent(key)}`);
    expect(signed.body.code).toBe(200);
    return signed.body.data;
  }

  async function policyFor(client: Awaited<ReturnType<typeof freshMember>>, fileName = 'photo.png') {
    const signed = await client.get<SignedPolicy>(`/common/v2/oss/signature?fileName=${fileName}`);
    expect(signed.body.code).toBe(200);
    return signed.body.data;
  }

  it('signs a policy for the caller only and uploads a real image under the key', async () => {
    const a = await freshMember(h, freshPhone());
    const policy = await policyFor(a, '我的 头像.PNG');
    expect(policy.key).toMatch(new RegExp(`^auth/${a.id}_\\d{13}_image\\.png$`));
    expect(policy).toMatchObject({ host: '/oss/upload', accessKeyId: 'portal-embedded', expire: Math.floor(h.clock.now() / 1000) + 600 });
    expect(policy.fields).toMatchObject({ key: policy.key, OSSAccessKeyId: 'portal-embedded', policy: policy.policy, signature: policy.signature });
    const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString());
    expect(document.conditions).toEqual([{ key: policy.key }, ['starts-with', '$Content-Type', 'image/'], ['content-length-range', 1, 5 * 1024 * 1024]]);
    const up = await postUpload(h, policy, { name: 'x.png', type: 'image/png', bytes: TINY_PNG });
    expect(up.body).toEqual({ code: 200, msg: 'Upload successful', data: { key: policy.key } });

    // an explicit key must be the caller's own, well formed
    const own = await a.get(`/common/v2/oss/signature?objectKey=auth/${a.id}_1700000000000_me.jpg`);
    expect(own.body.code).toBe(200);
    const other = await a.get(`/common/v2/oss/signature?objectKey=auth/${a.id + 1}_1700000000000_me.jpg`);
    expect(other.body).toMatchObject({ code: 403, msg: 'You can only upload into your own folder' });
    for (const bad of [`auth/${a.id}_1700000000000_../../x.png`, `auth/${a.id}_1700000000000_x.svg`, `../auth/${a.id}_1700000000000_x.png`, 'auth/']) {
      expect((await a.get(`/common/v2/oss/signature?objectKey=${encodeURIComponent(bad)}`)).body).toMatchObject({ code: 400, msg: 'The object key is not valid' });
    }
    expect((await a.get('/common/v2/oss/signature?fileName=notes.txt')).body.code).toBe(400);
    expect((await a.get('/common/v2/oss/signature')).body.code).toBe(400);
    expect((await h.client().get('/common/v2/oss/signature?fileName=a.png')).body.code).toBe(401);
  });

  it('takes a PDF under a .pdf key only, by content, and never an image there or a PDF under an image key', async () => {
    const a = await freshMember(h, freshPhone());
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const policy = await policyFor(a, 'plan.pdf');
    expect(policy.key).toMatch(/_plan\.pdf$/);
    const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString());
    expect(document.conditions[1]).toEqual(['starts-with', '$Content-Type', 'application/pdf']);
    expect((await postUpload(h, policy, { name: 'plan.pdf', type: 'application/pdf', bytes: pdf })).body.code).toBe(200);
    const url = new URL(await signedUrlOf(a, policy.key), 'http://x');
    const served = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(served.headers['content-type']).toBe('application/pdf');
    const fake = await policyFor(a, 'fake.pdf');
    expect((await postUpload(h, fake, { name: 'fake.pdf', type: 'application/pdf', bytes: TINY_PNG })).body.code).toBe(400);
    const image = await policyFor(a, 'photo.png');
    expect((await postUpload(h, image, { name: 'photo.png', type: 'image/png', bytes: pdf })).body.code).toBe(400);
  });

  it('refuses wrong type, text named .png, oversize, wrong key, expired and tampered policies', async () => {
    const a = await freshMember(h, freshPhone());
    const policy = await policyFor(a);
    const png = { name: 'x.png', type: 'image/png', bytes: TINY_PNG };

    expect((await postUpload(h, policy, { ...png, type: 'text/plain' })).body).toMatchObject({ code: 400, msg: 'File format error' });
    expect((await postUpload(h, policy, { ...png, bytes: Buffer.from('just text, named .png') })).body).toMatchObject({ code: 400, msg: 'File format error' });
    expect((await postUpload(h, policy, { ...png, bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' })).body).toMatchObject({ code: 400, msg: 'File format error' });
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await postUpload(h, policy, { ...png, bytes: big })).body).toMatchObject({ code: 400, msg: 'The size of the uploaded file cannot exceed 5 MB!' });
    const nearLimit = Buffer.concat([TINY_PNG, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await postUpload(h, policy, { ...png, bytes: nearLimit })).body.code).toBe(200);

    expect((await postUpload(h, policy, png, { key: `auth/${a.id}_1700000000000_other.png` })).body).toMatchObject({ code: 403, msg: 'The object key does not match the upload signature' });
    const tampered = JSON.parse(Buffer.from(policy.policy, 'base64').toString());
    tampered.conditions[0].key = `auth/${a.id + 1}_1700000000000_x.png`;
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expect((await postUpload(h, policy, png, { policy: forged, key: tampered.conditions[0].key })).body).toMatchObject({ code: 403, msg: 'The upload signature is not valid, please upload again' });
    expect((await postUpload(h, policy, png, { signature: policy.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).body.code).toBe(403);
    expect((await postUpload(h, policy, png, { signature: '' })).body.code).toBe(403);

    h.clock.advance(601_000);
    expect((await postUpload(h, policy, png)).body).toMatchObject({ code: 403, msg: 'The upload signature has expired, please upload again' });
    // nothing was stored by the refused attempts under another key
    expect((await a.get(`/common/v2/oss/get/signed-url?objectKey=auth/${a.id}_1700000000000_other.png`)).body.code).toBe(404);
    // not multipart at all
    const json = await h.app.inject({ method: 'POST', url: '/oss/upload', payload: { key: policy.key } });
    expect(JSON.parse(json.body).code).toBe(400);
  });

  it('never replaces a stored object: no policy for an existing key, and a policy is good for one upload', async () => {
    const a = await freshMember(h, freshPhone());
    const key = await uploadImage(h, a, 'front.png');
    const again = await a.get<SignedPolicy>(`/common/v2/oss/signature?objectKey=${encodeURIComponent(key)}`);
    expect(again.body).toMatchObject({ code: 400, msg: 'This file was uploaded already and cannot be replaced; upload it as a new file' });

    const signed = (await a.get<SignedPolicy>('/common/v2/oss/signature?fileName=back.png')).body.data;
    expect((await postUpload(h, signed, { name: 'back.png', type: 'image/png', bytes: TINY_PNG })).body.code).toBe(200);
    const replay = await postUpload(h, signed, { name: 'back.png', type: 'image/png', bytes: JPEG });
    expect(replay.body).toMatchObject({ code: 400, msg: 'This file was uploaded already and cannot be replaced; upload it as a new file' });
    const stored = await h.app.inject({ method: 'GET', url: `/common/download/resource?resource=${signed.key}`, headers: { authorization: `Bearer ${a.state.token}` } });
    expect(stored.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answers a body cut short mid-upload with a 400, storing nothing', async () => {
    const a = await freshMember(h, freshPhone());
    const signed = (await a.get<SignedPolicy>('/common/v2/oss/signature?fileName=cut.png')).body.data;
    const { payload, headers } = multipartBody({ ...signed.fields, 'Content-Type': 'image/png', name: 'cut.png' }, { name: 'cut.png', type: 'image/png', bytes: TINY_PNG });
    const cut = payload.subarray(0, payload.length - 30);
    const res = await h.app.inject({ method: 'POST', url: new URL(signed.host, 'http://x').pathname, payload: cut, headers: { ...headers, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).code).toBe(400);
    expect((await a.get(`/common/v2/oss/get/signed-url?objectKey=${encodeURIComponent(signed.key)}`)).body.code).toBe(404);
  });

  it('gives expiring read URLs for own objects only (operations may read any)', async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    const key = await uploadImage(h, a, 'id-front.png');

    const denied = await b.get(`/common/v2/oss/get/signed-url?objectKey=${key}`);
    expect(denied.body).toMatchObject({ code: 403, msg: 'No permission to access this file' });
    expect((await b.get(`/common/download/resource?resource=${key}`)).body.code).toBe(403);

    const ops = h.client({ lang: 'en' });
    await ops.signin('ops@portal.local', 'Ops@2026x');
    expect((await ops.get<string>(`/common/v2/oss/get/signed-url?objectKey=${key}`)).body.code).toBe(200);

    const signed = await a.get<string>(`/common/v2/oss/get/signed-url?objectKey=${key}&token=ignored`);
    expect(signed.body.code).toBe(200);
    const url = signed.body.data;
    expect(url).toMatch(new RegExp(`^/oss/object/${key}\\?expires=\\d+&signature=`));
    const read = await h.app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(TINY_PNG)).toBe(true);

    const tampered = url.replace(`/oss/object/${key}`, `/oss/object/auth/${b.id}_1700000000000_x.png`);
    expect((await h.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: url.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 1000}`) })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/oss/object/../../etc/passwd?expires=1&signature=x' })).statusCode).toBe(404);
    h.clock.advance(3601_000);
    const expired = await h.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(expired.statusCode).toBe(403);
    expect(JSON.parse(expired.body).msg).toBe('This link has expired, please reload the page');

    const missing = await a.get(`/common/v2/oss/get/signed-url?objectKey=auth/${a.id}_1700000000000_none.png`);
    expect(missing.body.code).toBe(404);
  });

  it('downloads own prepared files and objects with the download-filename header, refusing path tricks', async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    await mkdir(join(dataDir, 'downloads', String(a.id)), { recursive: true });
    await writeFile(join(dataDir, 'downloads', String(a.id), '报表 2026.csv'), 'a,b\n1,2\n');
    const own = await h.app.inject({ method: 'GET', url: `/common/download?fileName=${encodeURIComponent('报表 2026.csv')}`, headers: { authorization: `Bearer ${a.state.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('a,b\n1,2\n');
    expect(decodeURIComponent(String(own.headers['download-filename']))).toBe('报表 2026.csv');
    // another member asking for the same name looks in their own folder
    expect((await b.get(`/common/download?fileName=${encodeURIComponent('报表 2026.csv')}`)).body.code).toBe(404);
    // deleting by the cookie alone (a link on another site) is refused and deletes nothing
    const byCookie = await h.app.inject({ method: 'GET', url: `/common/download?fileName=${encodeURIComponent('报表 2026.csv')}&delete=true`, headers: { cookie: `Admin-Token=${a.state.token}`, 'accept-language': 'en' } });
    expect(JSON.parse(byCookie.body)).toMatchObject({ code: 400, msg: 'Deleting a file needs the login token in the Authorization header' });
    const once = await h.app.inject({ method: 'GET', url: `/common/download?fileName=${encodeURIComponent('报表 2026.csv')}&delete=true`, headers: { authorization: `Bearer ${a.state.token}` } });
    expect(once.statusCode).toBe(200);
    expect((await a.get(`/common/download?fileName=${encodeURIComponent('报表 2026.csv')}`)).body.code).toBe(404);

    const key = await uploadImage(h, a, 'scan.png');
    const res = await h.app.inject({ method: 'GET', url: `/common/download/resource?resource=${key}`, headers: { authorization: `Bearer ${a.state.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toBe('scan.png');
    expect(res.headers['content-type']).toBe('image/png');

    for (const name of ['../x.txt', '..', '.hidden', 'a/b.txt', 'a\\b.txt', '%2e%2e%2fx']) {
      const bad = await a.get(`/common/download?fileName=${encodeURIComponent(name)}`);
      expect(bad.body).toMatchObject({ code: 400, msg: 'The file name is not valid' });
    }
    expect((await a.get('/common/download?fileName=report.csv')).body.code).toBe(404);
    expect((await h.client().get('/common/download?fileName=report.csv')).body.code).toBe(401);
  });
});
