// The gateway's settings, read from the environment in one place (docs/contracts.md, "Processes, ports and
// configuration"). A bad value stops the start with a message naming the variable, never a half-working server.

export type NodeEnv = 'development' | 'production' | 'test';

export interface GatewayConfig {
  /** PORT: /graphql and the web app. */
  port: number;
  /** API_PORT: where the services listen when SERVICES_URL is not given. */
  apiPort: number;
  /** SERVICES_URL, default http://127.0.0.1:${API_PORT}. */
  servicesUrl: string;
  nodeEnv: NodeEnv;
  production: boolean;
  /** TRUST_PROXY: how many proxies in front of the gateway append to X-Forwarded-For (default 0). */
  trustProxy: number;
  /**
   * STORAGE_ORIGINS (plus the origin of STORAGE_PUBLIC_URL): where browsers upload to and read stored images from
   * when that is not the portal itself, e.g. the S3 bucket's origin. The Content-Security-Policy allows them in
   * img-src and connect-src (gateway/security-headers.ts).
   */
  storageOrigins: string[];
}

export class GatewayConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayConfigError';
  }
}

type Env = Record<string, string | undefined>;

function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(env: Env, name: string, fallback: number): number {
  const text = given(env, name);
  if (text === undefined) return fallback;
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new GatewayConfigError(`${name} must be a port number from 0 to 65535, got "${text}".`);
  }
  return port;
}

function parseNodeEnv(env: Env): NodeEnv {
  const text = given(env, 'NODE_ENV') ?? 'development';
  if (text === 'development' || text === 'production' || text === 'test') return text;
  throw new GatewayConfigError(`NODE_ENV must be development, production or test, got "${text}".`);
}

function parseServicesUrl(env: Env, apiPort: number): string {
  const text = given(env, 'SERVICES_URL');
  if (text === undefined) return `http://127.0.0.1:${apiPort}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new GatewayConfigError(`SERVICES_URL must be an http(s) URL such as http://127.0.0.1:3001, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GatewayConfigError(`SERVICES_URL must use http or https, got "${text}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new GatewayConfigError(`SERVICES_URL must not carry a query, fragment or credentials, got "${text}".`);
  }
  return url.href.replace(/\/+$/, '');
}

function parseTrustProxy(env: Env): number {
  const text = given(env, 'TRUST_PROXY');
  if (text === undefined) return 0;
  const hops = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(hops) || hops > 10) {
    throw new GatewayConfigError(`TRUST_PROXY must be the number of trusted proxies (0 to 10), got "${text}".`);
  }
  return hops;
}

function originOf(name: string, text: string, expected: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new GatewayConfigError(`${name} must ${expected}, got "${text}".`);
  }
  return url.origin;
}

function parseStorageOrigins(env: Env): string[] {
  const origins = (given(env, 'STORAGE_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf('STORAGE_ORIGINS', entry, 'list http(s) origins such as https://bucket.s3.example.com'));
  // The services' setting for the embedded store's public address: the same browser-facing origin.
  const publicUrl = given(env, 'STORAGE_PUBLIC_URL');
  if (publicUrl !== undefined) origins.push(originOf('STORAGE_PUBLIC_URL', publicUrl, 'be an http(s) URL'));
  return [...new Set(origins)];
}

export function parseGatewayConfig(env: Env = process.env): GatewayConfig {
  const nodeEnv = parseNodeEnv(env);
  const apiPort = parsePort(env, 'API_PORT', 3001);
  return {
    port: parsePort(env, 'PORT', 3000),
    apiPort,
    servicesUrl: parseServicesUrl(env, apiPort),
    nodeEnv,
    production: nodeEnv === 'production',
    trustProxy: parseTrustProxy(env),
    storageOrigins: parseStorageOrigins(env),
  };
}
