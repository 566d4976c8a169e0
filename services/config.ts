/**
 * The services' settings, parsed from the environment in one place (docs/contracts.md "Processes, ports and
 * configuration"). A bad value stops the start with a message naming the variable and what it accepts.
 */
import { isIP } from 'node:net';
import { DEFAULT_POOL_BP, PAID_KINDS, type PaidKind } from '../machines/rules/review-fee';

export type NodeEnv = 'development' | 'production' | 'test';

export type ServicesConfig = {
  apiPort: number;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** When unset, a secret is generated once and stored in the database (`app_settings`). */
  tokenSecret?: string;
  nodeEnv: NodeEnv;
  production: boolean;
  /** `PORTAL_TEST_HOOKS=1`: captcha answers, the adjustable clock and the walk recorder (services/dev); refused in production. */
  testHooks: boolean;
  /**
   * PORTAL_DEV_AIDS: the development aids (`/dev/*`: the outbox, and with the test hooks captcha answers and the
   * clock), served only to loopback clients and signed-in operations staff (services/dev). On by default outside
   * production; `0` turns them off; refused in production.
   */
  devAids: boolean;
  /**
   * OPENAPI_DOCUMENT: serve the REST contract at `/openapi.json` (a map of every route for whoever asks). On by
   * default outside production, off in production unless `1`.
   */
  openApiDocument: boolean;
  /**
   * PORTAL_DEMO_ACCOUNTS: seed the demo accounts (public passwords: README "The two commands") and the demo
   * requirements, and print their logins at start. On by default outside production, off in production unless `1`
   * (a public demonstration site); `0` turns them off anywhere. Accounts seeded earlier stay in the database.
   */
  demoAccounts: boolean;
  /** HOST: the address to listen on (default 127.0.0.1; 0.0.0.0 when gateways run on other hosts). */
  host: string;
  /**
   * TRUSTED_GATEWAYS: addresses or CIDR ranges whose X-Forwarded-For names the client (the gateways). Unset:
   * loopback only. Per-IP rate limits need it when gateways and services run on different hosts.
   */
  trustedGateways?: string[];
  /**
   * STORAGE_PUBLIC_URL: the origin (and optional path) under which browsers reach the services' storage paths
   * (`/oss/...`). Unset: root-relative URLs, i.e. the portal's own origin, whose web host forwards them.
   */
  storagePublicUrl?: string;
  /** S3_*: any S3-compatible store instead of the embedded one under `$DATA_DIR/objects` (set when S3_BUCKET is). */
  s3?: S3Config;
  /** WITHDRAW_FEE_RATE_BP: the withdrawal fee in basis points of the amount (default 10 = 0.1 %). */
  withdrawFeeRateBp: number;
  /** WITHDRAW_FOUR_EYES_FEN: above this amount whoever started a payout cannot also mark it paid (default 500000). */
  withdrawFourEyesFen: number;
  /** PLATFORM_ACCOUNT_*: the bank account members remit recharges to. */
  platformAccount: PlatformAccount;
  /** REQUIREMENT_*, INVITATION_*, CROWDFUNDING_*, REVIEW_SERVICE_FEE_BP: the requirement lifecycle's windows and shares. */
  requirements: RequirementSettings;
};

/** The lengths and shares of the requirement-release stage (README "Configuration"; docs/requirements.md). */
export type RequirementSettings = {
  /** REQUIREMENT_EVALUATION_HOURS: the initial market evaluation window (default 72). */
  evaluationHours: number;
  /** REQUIREMENT_EVALUATION_QUORUM: answers that close the evaluation early (default 3). */
  evaluationQuorum: number;
  /** REQUIREMENT_PAYMENT_DAYS: the review-fee payment window after the evaluation (default 14). */
  paymentDays: number;
  /** REQUIREMENT_DECISION_DAYS: how long a publisher may decide after a timeout or a failed crowdfunding (default 7). */
  decisionDays: number;
  /** INVITATION_ANSWER_HOURS: how long an invitation waits for an answer (default 48). */
  invitationAnswerHours: number;
  /** INVITATION_BATCH: how many members each step invites at most (default 10). */
  invitationBatch: number;
  /** CROWDFUNDING_DAYS: the crowdfunding window once operations approve (default 7). */
  crowdfundingDays: number;
  /** REVIEW_SERVICE_FEE_BP: the platform service fee's share of a review fee, basis points (default 2000 = 20 %). */
  serviceFeeBp: number;
  /**
   * REVIEW_FEE_POOL_BP: how what is left of a review fee after the service fee splits between detailed market
   * assessors (kind 6), analysis reviewers (kind 4) and solution experts (kind 7), basis points `6,4,7` summing to
   * 10000 (default `3000,3000,4000`; machines/rules/review-fee.ts).
   */
  poolBp: Record<PaidKind, number>;
  /** PRE_REVIEW_*_DAYS: the windows of the five pre-review steps (stage 2; docs/requirements.md "Stage 2"). */
  preReviewDays: PreReviewWindows;
};

/** The window of each stage-2 step in days. */
export type PreReviewWindows = { marketAssessment: number; analysis: number; analysisReview: number; solicitation: number; expertReview: number };

/**
 * The recharge recipient. A configured value is what the bank holds, so it is shown as given in every language;
 * only the demo defaults (every variable unset) carry an English rendering in `en`.
 */
export type PlatformAccount = {
  name: string;
  number: string;
  bank: string;
  address: string;
  en: { name: string; bank: string; address: string };
};

export const DEMO_PLATFORM_ACCOUNT: PlatformAccount = {
  name: '创新众包平台有限公司',
  number: '0200004509200123456',
  bank: '中国工商银行北京海淀支行',
  address: '北京市海淀区中关村大街 1 号',
  en: {
    name: 'Innovation Crowdsourcing Platform Co., Ltd.',
    bank: 'Industrial and Commercial Bank of China, Beijing Haidian Sub-branch',
    address: 'No. 1 Zhongguancun Street, Haidian District, Beijing',
  },
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Both or neither: without them the AWS SDK's default credential chain applies (environment, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

function blankToUndefined(value: string | undefined): string | undefined {
  return value == null || value.trim() === '' ? undefined : value.trim();
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  const text = blankToUndefined(value);
  if (text === undefined) return fallback;
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
    throw new ConfigError(`${name} must be a port number between 1 and 65535, got "${value}"`);
  }
  return Number(text);
}

function parseUrl(name: string, value: string | undefined, protocols: readonly string[]): string | undefined {
  const text = blankToUndefined(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.map((p) => `${p}//…`).join(' or ')}), got an unparsable value`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}//"`);
  }
  return text;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number, accepts: string): number {
  const text = blankToUndefined(value);
  if (text === undefined) return fallback;
  if (!/^\d{1,13}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} must be ${accepts}, got "${value}"`);
  }
  return Number(text);
}

const PLATFORM_ACCOUNT_VARIABLES = ['PLATFORM_ACCOUNT_NAME', 'PLATFORM_ACCOUNT_NUMBER', 'PLATFORM_ACCOUNT_BANK', 'PLATFORM_ACCOUNT_ADDRESS'] as const;

/**
 * All four or none: a half-configured recipient would show members a real name next to the demo card number,
 * and they would remit money to the wrong account.
 */
function parsePlatformAccount(env: Record<string, string | undefined>): PlatformAccount {
  const [name, number, bank, address] = PLATFORM_ACCOUNT_VARIABLES.map((variable) => blankToUndefined(env[variable]));
  const given = [name, number, bank, address].filter((value) => value !== undefined).length;
  if (given === 0) return DEMO_PLATFORM_ACCOUNT;
  if (given < 4) {
    const missing = PLATFORM_ACCOUNT_VARIABLES.filter((variable) => blankToUndefined(env[variable]) === undefined);
    throw new ConfigError(`PLATFORM_ACCOUNT_NAME, _NUMBER, _BANK and _ADDRESS must be given together (the recharge recipient); missing ${missing.join(', ')}`);
  }
  const digits = number!.replace(/\s+/g, '');
  if (!/^\d{8,30}$/.test(digits)) throw new ConfigError(`PLATFORM_ACCOUNT_NUMBER must be a bank account number of 8-30 digits, got "${number}"`);
  for (const [variable, value] of [['PLATFORM_ACCOUNT_NAME', name], ['PLATFORM_ACCOUNT_BANK', bank], ['PLATFORM_ACCOUNT_ADDRESS', address]] as const) {
    if (value!.length > 200) throw new ConfigError(`${variable} must be at most 200 characters, got ${value!.length}`);
  }
  return { name: name!, number: digits, bank: bank!, address: address!, en: { name: name!, bank: bank!, address: address! } };
}

/** Reads and checks the variables; throws a `ConfigError` with a readable message on the first bad one. */
export function parseServicesConfig(env: Record<string, string | undefined> = process.env): ServicesConfig {
  const nodeEnvText = blankToUndefined(env.NODE_ENV) ?? 'development';
  if (!NODE_ENVS.includes(nodeEnvText as NodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${env.NODE_ENV}"`);
  }
  const nodeEnv = nodeEnvText as NodeEnv;
  const production = nodeEnv === 'production';

  const hooksText = blankToUndefined(env.PORTAL_TEST_HOOKS);
  if (hooksText !== undefined && hooksText !== '1' && hooksText !== '0') {
    throw new ConfigError(`PORTAL_TEST_HOOKS must be 1 (on) or 0 / unset (off), got "${env.PORTAL_TEST_HOOKS}"`);
  }
  const testHooks = hooksText === '1';
  if (testHooks && production) {
    throw new ConfigError('PORTAL_TEST_HOOKS=1 is refused when NODE_ENV=production: test hooks reveal captcha answers');
  }

  const aidsText = blankToUndefined(env.PORTAL_DEV_AIDS);
  if (aidsText !== undefined && aidsText !== '1' && aidsText !== '0') {
    throw new ConfigError(`PORTAL_DEV_AIDS must be 1 (on, the default outside production) or 0 (off), got "${env.PORTAL_DEV_AIDS}"`);
  }
  if (aidsText === '1' && production) {
    throw new ConfigError('PORTAL_DEV_AIDS=1 is refused when NODE_ENV=production: the outbox shows everyone\'s codes and deposits');
  }
  const devAids = !production && aidsText !== '0';
  if (testHooks && !devAids) {
    throw new ConfigError('PORTAL_TEST_HOOKS=1 needs the development aids: it cannot be combined with PORTAL_DEV_AIDS=0');
  }

  const openApiText = blankToUndefined(env.OPENAPI_DOCUMENT);
  if (openApiText !== undefined && openApiText !== '1' && openApiText !== '0') {
    throw new ConfigError(`OPENAPI_DOCUMENT must be 1 (served) or 0 (not served), got "${env.OPENAPI_DOCUMENT}"`);
  }
  const openApiDocument = openApiText === undefined ? !production : openApiText === '1';

  const demoText = blankToUndefined(env.PORTAL_DEMO_ACCOUNTS);
  if (demoText !== undefined && demoText !== '1' && demoText !== '0') {
    throw new ConfigError(`PORTAL_DEMO_ACCOUNTS must be 1 (demo accounts and their logins, the default outside production) or 0 (none), got "${env.PORTAL_DEMO_ACCOUNTS}"`);
  }
  const demoAccounts = demoText === undefined ? !production : demoText === '1';

  const tokenSecret = blankToUndefined(env.TOKEN_SECRET);
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new ConfigError(`TOKEN_SECRET must be at least 32 characters long, got ${tokenSecret.length}`);
  }

  const host = blankToUndefined(env.HOST) ?? '127.0.0.1';
  if (!isIP(host)) throw new ConfigError(`HOST must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0, got "${env.HOST}"`);
  const gatewaysText = blankToUndefined(env.TRUSTED_GATEWAYS);
  const trustedGateways = gatewaysText?.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of trustedGateways ?? []) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length > 0 || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(`TRUSTED_GATEWAYS must be a comma-separated list of IP addresses or CIDR ranges, got "${entry}"`);
    }
  }

  const storagePublicUrl = parseUrl('STORAGE_PUBLIC_URL', env.STORAGE_PUBLIC_URL, ['http:', 'https:'])?.replace(/\/+$/, '');

  return {
    storagePublicUrl,
    s3: parseS3Config(env),
    withdrawFeeRateBp: parseInteger('WITHDRAW_FEE_RATE_BP', env.WITHDRAW_FEE_RATE_BP, 10, 0, 1000, 'basis points between 0 and 1000 (10 = 0.1 %)'),
    withdrawFourEyesFen: parseInteger('WITHDRAW_FOUR_EYES_FEN', env.WITHDRAW_FOUR_EYES_FEN, 500000, 0, 1e12, 'an amount in fen (whole number, 500000 = 5 000 yuan)'),
    platformAccount: parsePlatformAccount(env),
    requirements: parseRequirementSettings(env),
    host,
    trustedGateways,
    apiPort: parsePort('API_PORT', env.API_PORT, 3001),
    dataDir: blankToUndefined(env.DATA_DIR) ?? './data',
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    smtpUrl: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    tokenSecret,
    nodeEnv,
    production,
    testHooks,
    devAids,
    openApiDocument,
    demoAccounts,
  };
}

function parseRequirementSettings(env: Record<string, string | undefined>): RequirementSettings {
  const whole = 'a whole number';
  return {
    evaluationHours: parseInteger('REQUIREMENT_EVALUATION_HOURS', env.REQUIREMENT_EVALUATION_HOURS, 72, 1, 24 * 90, `${whole} of hours from 1 to 2160`),
    evaluationQuorum: parseInteger('REQUIREMENT_EVALUATION_QUORUM', env.REQUIREMENT_EVALUATION_QUORUM, 3, 1, 100, `${whole} from 1 to 100`),
    paymentDays: parseInteger('REQUIREMENT_PAYMENT_DAYS', env.REQUIREMENT_PAYMENT_DAYS, 14, 1, 365, `${whole} of days from 1 to 365`),
    decisionDays: parseInteger('REQUIREMENT_DECISION_DAYS', env.REQUIREMENT_DECISION_DAYS, 7, 1, 365, `${whole} of days from 1 to 365`),
    invitationAnswerHours: parseInteger('INVITATION_ANSWER_HOURS', env.INVITATION_ANSWER_HOURS, 48, 1, 24 * 30, `${whole} of hours from 1 to 720`),
    invitationBatch: parseInteger('INVITATION_BATCH', env.INVITATION_BATCH, 10, 1, 1000, `${whole} from 1 to 1000`),
    crowdfundingDays: parseInteger('CROWDFUNDING_DAYS', env.CROWDFUNDING_DAYS, 7, 1, 90, `${whole} of days from 1 to 90`),
    serviceFeeBp: parseInteger('REVIEW_SERVICE_FEE_BP', env.REVIEW_SERVICE_FEE_BP, 2000, 0, 10000, 'basis points between 0 and 10000 (2000 = 20 %)'),
    poolBp: parsePoolBp(env.REVIEW_FEE_POOL_BP),
    preReviewDays: {
      marketAssessment: parseInteger('PRE_REVIEW_ASSESSMENT_DAYS', env.PRE_REVIEW_ASSESSMENT_DAYS, 7, 1, 365, `${whole} of days from 1 to 365`),
      analysis: parseInteger('PRE_REVIEW_ANALYSIS_DAYS', env.PRE_REVIEW_ANALYSIS_DAYS, 14, 1, 365, `${whole} of days from 1 to 365`),
      analysisReview: parseInteger('PRE_REVIEW_ANALYSIS_REVIEW_DAYS', env.PRE_REVIEW_ANALYSIS_REVIEW_DAYS, 7, 1, 365, `${whole} of days from 1 to 365`),
      solicitation: parseInteger('PRE_REVIEW_SOLICITATION_DAYS', env.PRE_REVIEW_SOLICITATION_DAYS, 21, 1, 365, `${whole} of days from 1 to 365`),
      expertReview: parseInteger('PRE_REVIEW_EXPERT_REVIEW_DAYS', env.PRE_REVIEW_EXPERT_REVIEW_DAYS, 7, 1, 365, `${whole} of days from 1 to 365`),
    },
  };
}

/** `6,4,7` weights in basis points summing to 10000; unset: the defaults of machines/rules/review-fee.ts. */
function parsePoolBp(value: string | undefined): Record<PaidKind, number> {
  const text = blankToUndefined(value);
  if (text === undefined) return { ...DEFAULT_POOL_BP };
  const parts = text.split(',').map((p) => p.trim());
  const weights = parts.map((p) => (/^\d{1,5}$/.test(p) ? Number(p) : NaN));
  if (weights.length !== PAID_KINDS.length || weights.some((w) => !Number.isInteger(w)) || weights.reduce((a, b) => a + b, 0) !== 10_000) {
    throw new ConfigError(`REVIEW_FEE_POOL_BP must be three whole numbers of basis points for kinds 6,4,7 summing to 10000 (e.g. 3000,3000,4000), got "${value}"`);
  }
  return Object.fromEntries(PAID_KINDS.map((k, i) => [k, weights[i]])) as Record<PaidKind, number>;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** S3_BUCKET switches the object store to S3; the other S3_* variables without it are a mistake worth stopping for. */
function parseS3Config(env: Record<string, string | undefined>): S3Config | undefined {
  const bucket = blankToUndefined(env.S3_BUCKET);
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => blankToUndefined(env[name]) !== undefined);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} given without S3_BUCKET: set S3_BUCKET to use an S3-compatible store, or unset them`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  }
  const accessKeyId = blankToUndefined(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = blankToUndefined(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together (or both left unset for the AWS default credential chain)');
  }
  const region = blankToUndefined(env.S3_REGION) ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1, got "${env.S3_REGION}"`);
  const pathStyleText = blankToUndefined(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  if (pathStyleText !== undefined && !['1', '0', 'true', 'false'].includes(pathStyleText)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1/true or 0/false, got "${env.S3_FORCE_PATH_STYLE}"`);
  }
  return {
    bucket,
    region,
    endpoint: parseUrl('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyleText === '1' || pathStyleText === 'true',
  };
}
