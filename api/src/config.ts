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
  /**
   * The shop's address for links the server sends (e-mails, the sell-online Location), e.g.
   * https://shop.example. Unset: the address the request came to, which a forged Host header
   * could change; production sets it.
   */
  publicUrl: string | undefined;
  /** Origins of partner pages allowed to call the API with credentials (CORS). */
  partnerOrigins: string[];
  redisUrl: string | undefined;
  staticRoot: string;
  /** REMOTE_URL_MF_BUYOUT=https://... points `/remotes.json` at a remote hosted elsewhere. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  cookieSecure: boolean;
  logLevel: string;
  staffEmail: string;
  /** Unset: the first seed generates one and prints it once. */
  staffPassword: string | undefined;
  customerEmail: string;
  customerPassword: string | undefined;
  loginRateLimit: LoginRateLimit;
  /** RESPONSE_CACHE=off answers every public GET from the database (to measure it, or to rule the cache out). */
  responseCache: boolean;
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

export const defaultLocaleOf: Record<Market, Locale> = { CZ: 'cs', RO: 'ro' };

/** Everything the server reads from the environment, with defaults that need nothing installed. */
export function loadConfig(env: Env = process.env): Config {
  const market = parseMarket(nonEmpty(env.MARKET));
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, '.data'));
  return {
    port: parsePort(nonEmpty(env.PORT)),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    market,
    defaultLocale: defaultLocaleOf[market],
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Shop <no-reply@example.com>',
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    partnerOrigins: (env.PARTNER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    redisUrl: nonEmpty(env.REDIS_URL),
    staticRoot: path.resolve(nonEmpty(env.STATIC_ROOT) ?? REPO_ROOT),
    remoteUrlOverrides: parseRemoteOverrides(env),
    cookieSecure: parseBoolean(env.COOKIE_SECURE),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    staffEmail: nonEmpty(env.STAFF_EMAIL) ?? 'staff@example.com',
    staffPassword: nonEmpty(env.STAFF_PASSWORD),
    customerEmail: nonEmpty(env.CUSTOMER_EMAIL) ?? 'customer@example.com',
    customerPassword: nonEmpty(env.CUSTOMER_PASSWORD),
    loginRateLimit: {
      max: parsePositiveInteger('LOGIN_RATE_LIMIT_MAX', env.LOGIN_RATE_LIMIT_MAX, 10),
      timeWindowMs: 60_000,
    },
    responseCache: !['0', 'off', 'false', 'no'].includes((nonEmpty(env.RESPONSE_CACHE) ?? 'on').toLowerCase()),
  };
}
