import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageProxy, isStoragePath } from './storage-proxy';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

describe('storage pass-through', () => {
  let services: Server;
  let proxy: Server;
  let proxyUrl = '';
  beforeAll(async () => {
    services = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json', 'download-filename': 'a.png' });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            auth: req.headers.authorization,
            cookie: req.headers.cookie,
            xff: req.headers['x-forwarded-for'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    });
    const servicesUrl = await listen(services);
    const forward = createStorageProxy(`${servicesUrl}/api`);
    proxy = createServer((req, res) => forward(req, res));
    proxyUrl = await listen(proxy);
  });
  afterAll(async () => {
    await new Promise((r) => proxy.close(r));
    await new Promise((r) => services.close(r));
  });

  it('forwards only the storage paths', () => {
    expect(isStoragePath('/oss/upload')).toBe(true);
    expect(isStoragePath('/oss/object/auth/1_1700000000000_a.png?expires=1')).toBe(true);
    expect(isStoragePath('/common/download?fileName=a')).toBe(true);
    expect(isStoragePath('/common/download/resource?resource=a')).toBe(true);
    expect(isStoragePath('/common/v2/oss/signature')).toBe(false);
    expect(isStoragePath('/member/v2/member')).toBe(false);
    expect(isStoragePath('/ossx')).toBe(false);
  });

  it('forwards the ledger exports for operations, as reads of one file name only', () => {
    expect(isStoragePath('/ops/v1/ledger/export/transfers.csv?from=1&to=2', 'GET')).toBe(true);
    expect(isStoragePath('/ops/v1/ledger/export/recharges.csv', 'GET')).toBe(true);
    expect(isStoragePath('/ops/v1/ledger/export/withdrawals.csv', 'HEAD')).toBe(true);
    expect(isStoragePath('/ops/v1/ledger/export/transfers.csv', 'POST')).toBe(false);
    expect(isStoragePath('/ops/v1/ledger/export/', 'GET')).toBe(false);
    expect(isStoragePath('/ops/v1/ledger/export/../reconciliation', 'GET')).toBe(false);
    expect(isStoragePath('/ops/v1/ledger/export/a/b.csv', 'GET')).toBe(false);
    expect(isStoragePath('/ops/v1/ledger/reconciliation', 'GET')).toBe(false);
    expect(isStoragePath('/ops/v1/recharge/pages', 'GET')).toBe(false);
  });

  it('passes method, path, body, token and answer through unchanged', async () => {
    const res = await fetch(`${proxyUrl}/oss/upload?x=1`, { method: 'POST', body: 'form-bytes', headers: { authorization: 'Bearer t' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('download-filename')).toBe('a.png');
    expect(await res.json()).toEqual({ method: 'POST', url: '/api/oss/upload?x=1', auth: 'Bearer t', xff: '127.0.0.1', body: 'form-bytes' });
  });

  it('passes a ledger export with its token, or the Admin-Token cookie for the services to read, like a download', async () => {
    const byHeader = await fetch(`${proxyUrl}/ops/v1/ledger/export/transfers.csv?from=1700000000000&to=1700086400000`, { headers: { authorization: 'Bearer ops' } });
    expect(byHeader.status).toBe(201);
    expect(byHeader.headers.get('download-filename')).toBe('a.png');
    expect(await byHeader.json()).toEqual({
      method: 'GET',
      url: '/api/ops/v1/ledger/export/transfers.csv?from=1700000000000&to=1700086400000',
      auth: 'Bearer ops',
      xff: '127.0.0.1',
      body: '',
    });
    const byCookie = await fetch(`${proxyUrl}/ops/v1/ledger/export/recharges.csv`, { headers: { cookie: 'Admin-Token=abc.def' } });
    expect(await byCookie.json()).toMatchObject({ method: 'GET', url: '/api/ops/v1/ledger/export/recharges.csv', cookie: 'Admin-Token=abc.def' });
  });
});
