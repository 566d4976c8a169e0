import { describe, expect, it } from 'vitest';
import { ConfigError, parseServicesConfig } from './config';

describe('parseServicesConfig', () => {
  it('has the defaults of docs/contracts.md', () => {
    expect(parseServicesConfig({})).toEqual({
      apiPort: 3001,
      dataDir: './data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      tokenSecret: undefined,
      nodeEnv: 'development',
      production: false,
      testHooks: false,
      host: '127.0.0.1',
      trustedGateways: undefined,
    });
  });

  it('reads where to listen and which gateways may name the client', () => {
    expect(parseServicesConfig({ HOST: '0.0.0.0', TRUSTED_GATEWAYS: '10.0.0.5, 10.1.0.0/16,fd00::/8' })).toMatchObject({
      host: '0.0.0.0',
      trustedGateways: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8'],
    });
  });

  it('reads every variable', () => {
    const config = parseServicesConfig({
      API_PORT: '4001',
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/portal',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      TOKEN_SECRET: 's'.repeat(32),
      NODE_ENV: 'test',
      PORTAL_TEST_HOOKS: '1',
    });
    expect(config).toMatchObject({ apiPort: 4001, dataDir: '/tmp/portal', nodeEnv: 'test', testHooks: true, tokenSecret: 's'.repeat(32) });
  });

  it.each([
    [{ API_PORT: 'abc' }, /API_PORT must be a port number/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ TOKEN_SECRET: 'short' }, /TOKEN_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be one of/],
    [{ PORTAL_TEST_HOOKS: 'yes' }, /PORTAL_TEST_HOOKS must be 1/],
    [{ PORTAL_TEST_HOOKS: '1', NODE_ENV: 'production' }, /refused when NODE_ENV=production/],
    [{ HOST: 'localhost.example' }, /HOST must be an IP address/],
    [{ TRUSTED_GATEWAYS: '10.0.0.5,gateway.internal' }, /TRUSTED_GATEWAYS .* got "gateway.internal"/],
    [{ TRUSTED_GATEWAYS: '10.0.0.0/33' }, /TRUSTED_GATEWAYS/],
  ])('refuses %j with a clear message', (env, pattern) => {
    expect(() => parseServicesConfig(env)).toThrow(ConfigError);
    expect(() => parseServicesConfig(env)).toThrow(pattern);
  });
});
