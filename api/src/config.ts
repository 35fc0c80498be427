import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale, Market } from '@shop/shared/contract/common';

/** The checkout's root: api/src/config.ts lives two levels below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The remotes the shop knows; `/mf/<name>/` serves `<STATIC_ROOT>/<name>/dist` when it exists. */
export const REMOTE_NAMES = [
  'mf-buyout',
  'mf-service',
  'mf-cart',
  'mf-orders',
  'mf-admin-categories',
  'mf-admin-tools',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface LoginRateLimit {
  max: number;
  timeWindowMs: number;
}

/** Abuse limits of the public writes; every one is an environment variable (api/README.md). */
export interface AbuseLimits {
  /** Mails one address may get from the public forms per hour (MAIL_RECIPIENT_LIMIT_PER_HOUR). */
  mailsPerRecipientPerHour: number;
  /** Calls per minute of one public write from all clients together (PUBLIC_WRITE_CEILING_PER_MINUTE). */
  publicWriteCeilingPerMinute: number;
  /** An identical submit within this window gets the first answer again (IDEMPOTENCY_WINDOW_SECONDS). */
  idempotencyWindowSeconds: number;
  /** Booked service orders (each holding a slot) one e-mail or phone may have at once (OPEN_BOOKINGS_PER_CUSTOMER). */
  openBookingsPerCustomer: number;
  /** Wrong passwords for one account before each further try waits (LOGIN_FAILURES_BEFORE_BACKOFF). */
  loginFailuresBeforeBackoff: number;
  /** Unknown discount codes tried per hour in the market from all clients together before every try waits (DISCOUNT_FAILURES_PER_HOUR). */
  discountFailuresPerHour: number;
}

export interface ServerTimeouts {
  /** Whole request, body included (REQUEST_TIMEOUT_MS). */
  requestMs: number;
  /** Until the headers are in (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** An idle kept-alive connection (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
}

export interface Config {
  port: number;
  host: string;
  market: Market;
  /** The language used when a request's Accept-Language names neither cs nor ro. */
  defaultLocale: Locale;
  /** postgres://... switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where PGlite keeps its files; `memory://` keeps them in memory (tests). */
  pgliteDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The name mails come from and the HTML part shows (MAIL_SENDER_NAME). */
  mailSenderName: string;
  /**
   * The shop's address for links the server sends (e-mails, the sell-online Location), e.g.
   * https://shop.example. Unset: the address the request came to, which a forged Host header
   * could change; production sets it.
   */
  publicUrl: string | undefined;
  /** Host names a PUBLIC_URL-less server answers links for (ALLOWED_HOSTS); any other Host gets a 400 where a link is written. */
  allowedHosts: string[];
  /**
   * HMAC key of the session-bound CSRF tokens (SECRET_KEY). Required in production; elsewhere a
   * random one per process, so a restarted development server asks the page for a fresh token.
   */
  secretKey: string;
  /** Origins of partner pages allowed to call the API with credentials (CORS). */
  partnerOrigins: string[];
  redisUrl: string | undefined;
  /** How long a Redis call may take before the rate limits fall back to memory (REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
  /** How often payment attempts still open are asked at the gateway, in case a notification was lost (PAYMENT_SWEEP_INTERVAL_MS). */
  paymentSweepIntervalMs: number;
  /** How often overdue bank transfers are looked for to remind the customer and then staff (PAYMENT_REMINDER_INTERVAL_MS). */
  paymentReminderIntervalMs: number;
  staticRoot: string;
  /** REMOTE_URL_MF_BUYOUT=https://... points `/remotes.json` at a remote hosted elsewhere. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  /** COOKIE_SECURE, or on by itself when PUBLIC_URL is https. */
  cookieSecure: boolean;
  /** `.map` files over HTTP (SERVE_SOURCE_MAPS); off in production, where they stay beside the build. */
  serveSourceMaps: boolean;
  timeouts: ServerTimeouts;
  limits: AbuseLimits;
  logLevel: string;
  staffEmail: string;
  /** Unset: the first seed generates one and prints it once. */
  staffPassword: string | undefined;
  customerEmail: string;
  customerPassword: string | undefined;
  /** The Romanian market's staff and customer accounts (STAFF_EMAIL_RO, CUSTOMER_EMAIL_RO and their passwords). */
  romanianStaffEmail: string;
  romanianStaffPassword: string | undefined;
  romanianCustomerEmail: string;
  romanianCustomerPassword: string | undefined;
  loginRateLimit: LoginRateLimit;
  /** RESPONSE_CACHE=off answers every public GET from the database (to measure it, or to rule the cache out). */
  responseCache: boolean;
  /** Where deployed remote versions live on disk, served under `/deployed/` (REMOTE_DEPLOY_DIR, else `<DATA_DIR>/remotes`). */
  remoteDeployDir: string;
  /** REMOTE_DEPLOY_BASE_URL: the static host or CDN bucket deployed versions are served from instead (its origin joins the CSP). */
  remoteDeployBaseUrl: string | undefined;
  /** FASTLY_API_TOKEN + FASTLY_SERVICE_ID (+ FASTLY_API_URL): purges go to Fastly too; unset, a stand-in records them. */
  fastly: { apiUrl: string; token: string; serviceId: string } | undefined;
  /** APPLE_PAY_MERCHANT_ID + APPLE_PAY_CERT_FILE + APPLE_PAY_KEY_FILE: Apple Pay merchant validation at Apple; unset, a stand-in. */
  applePay: { merchantId: string; certFile: string; keyFile: string } | undefined;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseMarket(value: string | undefined): Market {
  const market = (value ?? 'CZ').toUpperCase();
  if (market !== 'CZ' && market !== 'RO') throw new Error(`MARKET must be CZ or RO, got "${value}"`);
  return market;
}

function parseBoolean(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}

function parseRemoteOverrides(env: Env): Partial<Record<RemoteName, string>> {
  const overrides: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = nonEmpty(env[remoteUrlVariable(name)]);
    if (url) overrides[name] = url;
  }
  return overrides;
}

function parseSecretKey(env: Env, production: boolean): string {
  const key = nonEmpty(env.SECRET_KEY);
  if (key) return key;
  if (production) throw new Error('SECRET_KEY must be set in production (NODE_ENV=production)');
  return randomBytes(32).toString('base64url');
}

export const defaultLocaleOf: Record<Market, Locale> = { CZ: 'cs', RO: 'ro' };

/** Everything the server reads from the environment, with defaults that need nothing installed. */
export function loadConfig(env: Env = process.env): Config {
  const market = parseMarket(nonEmpty(env.MARKET));
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data'));
  const production = env.NODE_ENV === 'production';
  const publicUrl = nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, '');
  const int = (name: string, fallback: number) => parsePositiveInteger(name, env[name], fallback);
  return {
    port: parsePort(nonEmpty(env.PORT)),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    market,
    defaultLocale: defaultLocaleOf[market],
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'no-reply@example.com',
    mailSenderName: nonEmpty(env.MAIL_SENDER_NAME) ?? 'Elektro Shop',
    publicUrl,
    allowedHosts: (env.ALLOWED_HOSTS ?? 'localhost,127.0.0.1,[::1]')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    secretKey: parseSecretKey(env, production),
    partnerOrigins: (env.PARTNER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisTimeoutMs: int('REDIS_TIMEOUT_MS', 500),
    paymentSweepIntervalMs: int('PAYMENT_SWEEP_INTERVAL_MS', 60_000),
    paymentReminderIntervalMs: int('PAYMENT_REMINDER_INTERVAL_MS', 60 * 60_000),
    staticRoot: path.resolve(nonEmpty(env.STATIC_ROOT) ?? REPO_ROOT),
    remoteUrlOverrides: parseRemoteOverrides(env),
    cookieSecure: parseBoolean(env.COOKIE_SECURE) || (publicUrl?.startsWith('https://') ?? false),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === undefined ? !production : parseBoolean(env.SERVE_SOURCE_MAPS),
    timeouts: {
      requestMs: int('REQUEST_TIMEOUT_MS', 30_000),
      headersMs: int('HEADERS_TIMEOUT_MS', 10_000),
      keepAliveMs: int('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    },
    limits: {
      mailsPerRecipientPerHour: int('MAIL_RECIPIENT_LIMIT_PER_HOUR', 5),
      publicWriteCeilingPerMinute: int('PUBLIC_WRITE_CEILING_PER_MINUTE', 300),
      idempotencyWindowSeconds: int('IDEMPOTENCY_WINDOW_SECONDS', 120),
      openBookingsPerCustomer: int('OPEN_BOOKINGS_PER_CUSTOMER', 5),
      loginFailuresBeforeBackoff: int('LOGIN_FAILURES_BEFORE_BACKOFF', 5),
      discountFailuresPerHour: int('DISCOUNT_FAILURES_PER_HOUR', 300),
    },
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    staffEmail: nonEmpty(env.STAFF_EMAIL) ?? 'staff@example.com',
    staffPassword: nonEmpty(env.STAFF_PASSWORD),
    customerEmail: nonEmpty(env.CUSTOMER_EMAIL) ?? 'customer@example.com',
    customerPassword: nonEmpty(env.CUSTOMER_PASSWORD),
    romanianStaffEmail: nonEmpty(env.STAFF_EMAIL_RO) ?? 'personal@example.ro',
    romanianStaffPassword: nonEmpty(env.STAFF_PASSWORD_RO),
    romanianCustomerEmail: nonEmpty(env.CUSTOMER_EMAIL_RO) ?? 'client@example.ro',
    romanianCustomerPassword: nonEmpty(env.CUSTOMER_PASSWORD_RO),
    loginRateLimit: {
      max: parsePositiveInteger('LOGIN_RATE_LIMIT_MAX', env.LOGIN_RATE_LIMIT_MAX, 10),
      timeWindowMs: 60_000,
    },
    responseCache: !['0', 'off', 'false', 'no'].includes((nonEmpty(env.RESPONSE_CACHE) ?? 'on').toLowerCase()),
    remoteDeployDir: path.resolve(nonEmpty(env.REMOTE_DEPLOY_DIR) ?? path.join(dataDir, 'remotes')),
    remoteDeployBaseUrl: nonEmpty(env.REMOTE_DEPLOY_BASE_URL)?.replace(/\/+$/, ''),
    fastly: parseFastly(env),
    applePay: parseApplePay(env),
  };
}

function parseApplePay(env: Env): Config['applePay'] {
  const merchantId = nonEmpty(env.APPLE_PAY_MERCHANT_ID);
  const certFile = nonEmpty(env.APPLE_PAY_CERT_FILE);
  const keyFile = nonEmpty(env.APPLE_PAY_KEY_FILE);
  if (!merchantId && !certFile && !keyFile) return undefined;
  if (!merchantId || !certFile || !keyFile) throw new Error('APPLE_PAY_MERCHANT_ID, APPLE_PAY_CERT_FILE and APPLE_PAY_KEY_FILE must be set together');
  return { merchantId, certFile, keyFile };
}

function parseFastly(env: Env): Config['fastly'] {
  const token = nonEmpty(env.FASTLY_API_TOKEN);
  const serviceId = nonEmpty(env.FASTLY_SERVICE_ID);
  if (!token && !serviceId) return undefined;
  if (!token || !serviceId) throw new Error('FASTLY_API_TOKEN and FASTLY_SERVICE_ID must be set together');
  return { apiUrl: nonEmpty(env.FASTLY_API_URL) ?? 'https://api.fastly.com', token, serviceId };
}
