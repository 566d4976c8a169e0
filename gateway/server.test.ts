import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './server';

// Over a real socket, what reaches the services: a recording HTTP endpoint that answers an empty envelope
// stands in for them here (the full services run in tests/integration/).

let upstream: Server;
let upstreamUrl: string;
const received: IncomingHttpHeaders[] = [];
const peerPorts: number[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    received.push(req.headers);
    peerPorts.push(req.socket.remotePort ?? -1);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'ok', data: [] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

async function askCountries(trustProxy: number, headers: Record<string, string>) {
  const running = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: upstreamUrl, production: true, trustProxy });
  try {
    received.length = 0;
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ countries { areaCode } }' }),
    });
    expect(await response.json()).toEqual({ data: { countries: [] } });
    expect(received).toHaveLength(1);
    return received[0];
  } finally {
    await running.close();
  }
}

describe('startGateway forwarding', () => {
  it('sends the socket peer as X-Forwarded-For and ignores one the client made up', async () => {
    const headers = await askCountries(0, { 'x-forwarded-for': '198.51.100.7', authorization: 'Bearer t1', 'accept-language': 'en' });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.authorization).toBe('Bearer t1');
    expect(headers['accept-language']).toBe('en');
  });

  it('takes the client from X-Forwarded-For behind a trusted proxy', async () => {
    const headers = await askCountries(1, { 'x-forwarded-for': '10.9.9.9, 198.51.100.7' });
    expect(headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('turns the Admin-Token cookie into a bearer token when no Authorization is sent', async () => {
    const headers = await askCountries(0, { cookie: 'theme=dark; Admin-Token=abc.def.ghi' });
    expect(headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('reuses one connection to the services for calls in sequence (keep-alive pool)', async () => {
    const running = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: upstreamUrl, production: true });
    try {
      peerPorts.length = 0;
      // `captcha` is never cached, so each call reaches the services.
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${running.url}/graphql?query=${encodeURIComponent('{ captcha { id } }')}`);
        await response.json();
      }
      expect(peerPorts).toHaveLength(3);
      expect(new Set(peerPorts).size).toBe(1);
    } finally {
      await running.close();
    }
  });
});
