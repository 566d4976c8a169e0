import { describe, expect, it } from 'vitest';
import { GatewayConfigError, parseGatewayConfig } from './config';

describe('parseGatewayConfig', () => {
  it('has the defaults of docs/contracts.md', () => {
    expect(parseGatewayConfig({})).toEqual({
      port: 3000,
      apiPort: 3001,
      servicesUrl: 'http://127.0.0.1:3001',
      nodeEnv: 'development',
      production: false,
      trustProxy: 0,
      storageOrigins: [],
    });
  });

  it('reads the storage origins of the Content-Security-Policy, STORAGE_PUBLIC_URL\'s included', () => {
    expect(parseGatewayConfig({ STORAGE_ORIGINS: 'https://bucket.s3.example.com, https://cdn.example.com/' }).storageOrigins).toEqual([
      'https://bucket.s3.example.com',
      'https://cdn.example.com',
    ]);
    expect(parseGatewayConfig({ STORAGE_PUBLIC_URL: 'https://files.example.com/portal' }).storageOrigins).toEqual(['https://files.example.com']);
  });

  it('derives SERVICES_URL from API_PORT unless given', () => {
    expect(parseGatewayConfig({ API_PORT: '4001' }).servicesUrl).toBe('http://127.0.0.1:4001');
    expect(parseGatewayConfig({ API_PORT: '4001', SERVICES_URL: 'https://api.internal/rest/' }).servicesUrl).toBe('https://api.internal/rest');
  });

  it('reads production and the proxy count', () => {
    expect(parseGatewayConfig({ NODE_ENV: 'production', PORT: '8080', TRUST_PROXY: '1' })).toMatchObject({
      port: 8080,
      production: true,
      trustProxy: 1,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a port number/],
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ API_PORT: '-1' }, /API_PORT must be a port number/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV must be development, production or test/],
    [{ SERVICES_URL: 'not a url' }, /SERVICES_URL must be an http\(s\) URL/],
    [{ SERVICES_URL: 'ftp://host' }, /SERVICES_URL must use http or https/],
    [{ SERVICES_URL: 'http://user:pw@host' }, /must not carry/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be/],
    [{ STORAGE_ORIGINS: "https://a.example.com; script-src 'unsafe-inline'" }, /STORAGE_ORIGINS must list http\(s\) origins/],
    [{ STORAGE_ORIGINS: 'ftp://files.example.com' }, /STORAGE_ORIGINS must list http\(s\) origins/],
    [{ STORAGE_PUBLIC_URL: 'files' }, /STORAGE_PUBLIC_URL must be an http\(s\) URL/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => parseGatewayConfig(env)).toThrow(GatewayConfigError);
    expect(() => parseGatewayConfig(env)).toThrow(message);
  });
});
