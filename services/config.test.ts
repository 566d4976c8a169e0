import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_PLATFORM_ACCOUNT, parseServicesConfig } from './config';

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
      devAids: true,
      openApiDocument: true,
      demoAccounts: true,
      host: '127.0.0.1',
      trustedGateways: undefined,
      withdrawFeeRateBp: 10,
      withdrawFourEyesFen: 500000,
      platformAccount: DEMO_PLATFORM_ACCOUNT,
      requirements: {
        evaluationHours: 72,
        evaluationQuorum: 3,
        paymentDays: 14,
        decisionDays: 7,
        invitationAnswerHours: 48,
        invitationBatch: 10,
        crowdfundingDays: 7,
        serviceFeeBp: 2000,
        poolBp: { '6': 3000, '4': 3000, '7': 4000 },
        preReviewDays: { marketAssessment: 7, analysis: 14, analysisReview: 7, solicitation: 21, expertReview: 7 },
      },
    });
  });

  it('reads the review fee pools as kinds 6,4,7 summing to 10000 and the pre-review windows in days', () => {
    const config = parseServicesConfig({ REVIEW_FEE_POOL_BP: ' 5000, 2500 ,2500', PRE_REVIEW_ANALYSIS_DAYS: '3' });
    expect(config.requirements.poolBp).toEqual({ '6': 5000, '4': 2500, '7': 2500 });
    expect(config.requirements.preReviewDays.analysis).toBe(3);
    for (const bad of ['3000,3000', '3000,3000,3000', '-1,5000,5001', '3000,3000,4000,0', 'a,b,c', '3000.5,3000,3999.5']) {
      expect(() => parseServicesConfig({ REVIEW_FEE_POOL_BP: bad })).toThrow(/REVIEW_FEE_POOL_BP/);
    }
    expect(() => parseServicesConfig({ PRE_REVIEW_SOLICITATION_DAYS: '0' })).toThrow(/PRE_REVIEW_SOLICITATION_DAYS/);
  });

  it('turns the development aids off in production or with PORTAL_DEV_AIDS=0', () => {
    expect(parseServicesConfig({ NODE_ENV: 'test' }).devAids).toBe(true);
    expect(parseServicesConfig({ PORTAL_DEV_AIDS: '1' }).devAids).toBe(true);
    expect(parseServicesConfig({ PORTAL_DEV_AIDS: '0' }).devAids).toBe(false);
    expect(parseServicesConfig({ NODE_ENV: 'production' }).devAids).toBe(false);
    expect(parseServicesConfig({ NODE_ENV: 'production', PORTAL_DEV_AIDS: '0' }).devAids).toBe(false);
  });

  it('serves the OpenAPI document outside production, and in production only when asked', () => {
    expect(parseServicesConfig({ NODE_ENV: 'production' }).openApiDocument).toBe(false);
    expect(parseServicesConfig({ NODE_ENV: 'production', OPENAPI_DOCUMENT: '1' }).openApiDocument).toBe(true);
    expect(parseServicesConfig({ OPENAPI_DOCUMENT: '0' }).openApiDocument).toBe(false);
    expect(() => parseServicesConfig({ OPENAPI_DOCUMENT: 'yes' })).toThrow(/OPENAPI_DOCUMENT must be 1/);
  });

  it('seeds and prints the demo accounts outside production, and in production only when asked', () => {
    expect(parseServicesConfig({}).demoAccounts).toBe(true);
    expect(parseServicesConfig({ PORTAL_DEMO_ACCOUNTS: '0' }).demoAccounts).toBe(false);
    expect(parseServicesConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(parseServicesConfig({ NODE_ENV: 'production', PORTAL_DEMO_ACCOUNTS: '1' }).demoAccounts).toBe(true);
    expect(() => parseServicesConfig({ PORTAL_DEMO_ACCOUNTS: 'yes' })).toThrow(/PORTAL_DEMO_ACCOUNTS must be 1/);
  });

  it('reads the requirement windows and refuses a zero quorum', () => {
    const config = parseServicesConfig({ REQUIREMENT_EVALUATION_HOURS: '1', CROWDFUNDING_DAYS: '2', REVIEW_SERVICE_FEE_BP: '0' });
    expect(config.requirements).toMatchObject({ evaluationHours: 1, crowdfundingDays: 2, serviceFeeBp: 0 });
    expect(() => parseServicesConfig({ REQUIREMENT_EVALUATION_QUORUM: '0' })).toThrow(/REQUIREMENT_EVALUATION_QUORUM/);
  });

  it('reads the wallet settings and a configured recipient account, shown as given in every language', () => {
    const config = parseServicesConfig({
      WITHDRAW_FEE_RATE_BP: '25',
      WITHDRAW_FOUR_EYES_FEN: '0',
      PLATFORM_ACCOUNT_NAME: '某某科技有限公司',
      PLATFORM_ACCOUNT_NUMBER: '6222 0000 1111 2222',
      PLATFORM_ACCOUNT_BANK: '中国银行上海分行',
      PLATFORM_ACCOUNT_ADDRESS: '上海市浦东新区 1 号',
    });
    expect(config.withdrawFeeRateBp).toBe(25);
    expect(config.withdrawFourEyesFen).toBe(0);
    expect(config.platformAccount).toEqual({
      name: '某某科技有限公司',
      number: '6222000011112222',
      bank: '中国银行上海分行',
      address: '上海市浦东新区 1 号',
      en: { name: '某某科技有限公司', bank: '中国银行上海分行', address: '上海市浦东新区 1 号' },
    });
  });

  it('has demo recipient defaults in both languages', () => {
    expect(DEMO_PLATFORM_ACCOUNT.name).toBe('创新众包平台有限公司');
    expect(DEMO_PLATFORM_ACCOUNT.number).toMatch(/^\d{19}$/);
    expect(DEMO_PLATFORM_ACCOUNT.en.bank).toMatch(/Industrial and Commercial Bank of China/);
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
    [{ PORTAL_DEV_AIDS: 'on' }, /PORTAL_DEV_AIDS must be 1/],
    [{ PORTAL_DEV_AIDS: '1', NODE_ENV: 'production' }, /PORTAL_DEV_AIDS=1 is refused when NODE_ENV=production/],
    [{ PORTAL_DEV_AIDS: '0', PORTAL_TEST_HOOKS: '1' }, /PORTAL_TEST_HOOKS=1 needs the development aids/],
    [{ HOST: 'localhost.example' }, /HOST must be an IP address/],
    [{ TRUSTED_GATEWAYS: '10.0.0.5,gateway.internal' }, /TRUSTED_GATEWAYS .* got "gateway.internal"/],
    [{ TRUSTED_GATEWAYS: '10.0.0.0/33' }, /TRUSTED_GATEWAYS/],
    [{ WITHDRAW_FEE_RATE_BP: '0.1' }, /WITHDRAW_FEE_RATE_BP must be basis points/],
    [{ WITHDRAW_FEE_RATE_BP: '1001' }, /WITHDRAW_FEE_RATE_BP/],
    [{ WITHDRAW_FEE_RATE_BP: '-5' }, /WITHDRAW_FEE_RATE_BP/],
    [{ WITHDRAW_FOUR_EYES_FEN: '5000.00' }, /WITHDRAW_FOUR_EYES_FEN must be an amount in fen/],
    [{ PLATFORM_ACCOUNT_NAME: 'X Ltd' }, /must be given together.*missing PLATFORM_ACCOUNT_NUMBER, PLATFORM_ACCOUNT_BANK, PLATFORM_ACCOUNT_ADDRESS/],
    [{ PLATFORM_ACCOUNT_NAME: 'X', PLATFORM_ACCOUNT_NUMBER: '12ab', PLATFORM_ACCOUNT_BANK: 'B', PLATFORM_ACCOUNT_ADDRESS: 'A' }, /PLATFORM_ACCOUNT_NUMBER must be a bank account number/],
    [{ PLATFORM_ACCOUNT_NAME: 'x'.repeat(201), PLATFORM_ACCOUNT_NUMBER: '12345678', PLATFORM_ACCOUNT_BANK: 'B', PLATFORM_ACCOUNT_ADDRESS: 'A' }, /PLATFORM_ACCOUNT_NAME must be at most 200/],
  ])('refuses %j with a clear message', (env, pattern) => {
    expect(() => parseServicesConfig(env)).toThrow(ConfigError);
    expect(() => parseServicesConfig(env)).toThrow(pattern);
  });
});
