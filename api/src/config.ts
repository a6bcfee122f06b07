import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@clinic/shared/contract';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((v) => ['true', '1', 'yes'].includes(v));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  MIGRATION_DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
  CLINIC_TZ: z.string().default(DEFAULT_CLINIC_TZ).refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' }),
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default(''),
  SEED_DEMO: flag.optional(),
  API_DOCS: flag.optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  MAX_ACTIVE_BOOKINGS_PER_PATIENT: z.coerce.number().int().min(1).default(4),
  NEW_ACCOUNT_BOOKINGS_PER_HOUR: z.coerce.number().int().min(0).default(30),
  UNVERIFIED_ACTIVE_BOOKINGS: z.coerce.number().int().min(1).default(1),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(90_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(72_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2048),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^/]/.test(v), {
      message: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.in:587',
    }),
  MAIL_FROM: z.string().min(3).default('Sunrise Hearing <care@sunrisehearing.in>'),
  CLINIC_INBOX: z.email({ message: 'must be an email address' }).optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, { message: 'must be the numeric phone number id from Meta' }).optional(),
  WHATSAPP_API_URL: z.url().optional(),
  REMINDER_LEADS: z.string().default('1440,120'),
  MESSAGE_POLL_MS: z.coerce.number().int().min(0).default(1_000),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MESSAGE_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
});

export interface ApiConfig {
  production: boolean;
  port: number;
  host: string;
  /** A folder for PGlite, or `memory://` for a database that lives only as long as the process. */
  dataDir: string;
  /** PostgreSQL: the api's everyday role; unset: PGlite in `dataDir`. */
  databaseUrl?: string;
  /**
   * PostgreSQL: the tables' owner, who migrates at start (then that connection closes) and grants the
   * everyday role of `databaseUrl` reading and writing rows, nothing more (decision 47). Unset: the
   * role of `databaseUrl` migrates and owns the tables, as before.
   */
  migrationDatabaseUrl?: string;
  jwtSecret: string;
  admin: { email: string; password: string; isDemo: boolean };
  clinicTz: string;
  /** Stripe's settings are the unprefixed ones (the first provider); Razorpay's are under `razorpay` (decision 31). */
  payment: { provider: PaymentProviderName; secretKey?: string; webhookSecret?: string; apiUrl?: string; razorpay?: RazorpaySettings };
  publicUrl: string;
  corsOrigins: string[];
  seedDemo: boolean;
  /** `/api/docs`: the OpenAPI description and its page; off in production unless asked for. */
  apiDocs: boolean;
  /** Fastify's `trustProxy`: false, true, or the addresses/CIDRs of the proxies in front (never a hop count). */
  trustProxy: boolean | string[];
  redisUrl?: string;
  logLevel: string;
  /** Login and register attempts per minute and client address. */
  authRateLimit: number;
  /** Bookings, cancels and payment starts per minute and signed-in account, on each such call. */
  accountRateLimit: number;
  /** Photo uploads per minute and signed-in account. */
  uploadRateLimit: number;
  /** Contact-form messages per client address in ten minutes (decision 40). */
  contactRateLimit: number;
  /** Active (not cancelled, not completed) future appointments one patient may hold at once. */
  maxActiveBookingsPerPatient: number;
  /** Bookings an hour, clinic-wide, by accounts under a day old (decision 34): throwaway accounts cannot empty the calendar; 0: no budget. */
  newAccountBookingsPerHour: number;
  /**
   * Upcoming appointments an account may hold before it has proved its e-mail or a phone (decision 34). It
   * applies only while the clinic sends e-mail or WhatsApp, the ways such proof comes.
   */
  unverifiedActiveBookings: number;
  /** How long a client may take and how many sockets are held at once, so a slow or silent client is cut off. */
  serverLimits: ServerLimits;
  /** Messages to patients, doctors and the clinic (decision 46). */
  messages: MessageSettings;
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  /** Unset: webhooks are refused and payments are confirmed by /verify only. */
  webhookSecret?: string;
  /** Another server speaking Razorpay's API (a local fake); unset: Razorpay's own. */
  apiUrl?: string;
}

export interface MessageSettings {
  /** E-mail goes through this SMTP server; unset: e-mail is off (messages are kept, marked skipped). */
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form messages are forwarded; unset: kept, marked skipped. */
  clinicInbox?: string;
  /** WhatsApp Business Cloud API: on only with both the token and the phone number id. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string };
  /** Minutes before the start a reminder goes, largest first. */
  reminderLeads: number[];
  /** How often each replica looks for due messages; 0: never on its own (tests drive it). */
  pollMs: number;
  /** Tries before a message is marked failed. */
  maxAttempts: number;
  /** How long a claimed message is its sender's; after it (the sender died) another replica takes it. */
  leaseMs: number;
}

export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this (headers within 30 s at most). */
  requestTimeoutMs: number;
  /** A socket with no byte in either direction for this long is closed. */
  connectionTimeoutMs: number;
  /** An idle socket between requests is closed after this; above nginx's 60 s upstream keepalive, so nginx closes first. */
  keepAliveTimeoutMs: number;
  /** Sockets open at once; a connection beyond it is closed at once. */
  maxConnections: number;
}

export const DEMO_ADMIN = { email: 'admin@sunrisehearing.in', password: 'Admin@12345' };

/** A demo secret is made once and kept beside the database, so restarting keeps everyone signed in. */
function demoSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** proxy-addr's names for whole ranges, beside addresses and networks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address = '', mask = '', ...rest] = entry.split('/');
  if (rest.length || !isIP(address)) return false;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (isIP(address) === 4 ? 32 : 128);
  return isIP(address) === 4 && isIP(mask) === 4;
}

function parseTrustProxy(value: string | undefined): ApiConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  // Fastify ignores a hop count ("cannot validate the immediate peer"): request.ip would stay the proxy's
  // address, and every client would share one login limit.
  if (/^\d+$/.test(value.trim())) {
    throw new ConfigError(
      `TRUST_PROXY=${value.trim()} is a hop count, which Fastify ignores: every client would get the proxy's address and share one login limit. ` +
        'Set TRUST_PROXY to the address or network of the proxy in front instead, e.g. TRUST_PROXY=172.30.0.10 or TRUST_PROXY=10.0.0.0/8',
    );
  }
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrNetwork(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${wrong}" is not an IP address or network; list the proxies in front by address or CIDR, e.g. TRUST_PROXY=172.30.0.10,10.0.0.0/8`,
    );
  }
  return entries;
}

/**
 * The address `npm start` prints and serves when HOST is not set (or listens everywhere). PUBLIC_URL
 * defaults to it: a payment's return link on another origin (localhost for 127.0.0.1) lands where the
 * patient's sign-in is not, and the payment is never recorded.
 */
export function localSiteUrl(host: string | undefined, port: number): string {
  const shown = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

function parseReminderLeads(value: string): number[] {
  const parts = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const leads = parts.map(Number);
  if (leads.some((n) => !Number.isInteger(n) || n < 1 || n > 14 * 24 * 60))
    throw new ConfigError(
      `REMINDER_LEADS=${value} must be whole minutes before the appointment (1 to 20160), separated by commas, e.g. REMINDER_LEADS=1440,120; leave it empty for no reminders`,
    );
  return [...new Set(leads)].sort((a, b) => b - a);
}

function messageSettings(e: z.infer<typeof envSchema>): MessageSettings {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = e;
  if (Boolean(token) !== Boolean(phoneNumberId))
    throw new ConfigError('WhatsApp needs both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID; set both, or neither to leave WhatsApp off');
  return {
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    clinicInbox: e.CLINIC_INBOX || undefined,
    whatsapp:
      token && phoneNumberId
        ? { token, phoneNumberId, apiUrl: (e.WHATSAPP_API_URL ?? 'https://graph.facebook.com').replace(/\/$/, '') }
        : undefined,
    reminderLeads: parseReminderLeads(e.REMINDER_LEADS),
    pollMs: e.MESSAGE_POLL_MS,
    maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
    leaseMs: e.MESSAGE_LEASE_MS,
  };
}

/**
 * PAYMENT_PROVIDER, or the one provider whose keys are set; with none, the demo (decision 12). Keys of
 * both and no choice is refused: silently charging through the other account would be worse.
 */
function paymentSettings(e: z.infer<typeof envSchema>): ApiConfig['payment'] {
  const razorpayKeys = Boolean(e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET);
  if (!e.PAYMENT_PROVIDER && e.STRIPE_SECRET_KEY && razorpayKeys)
    throw new ConfigError('Both Stripe and Razorpay keys are set: choose one with PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=razorpay');
  const provider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : razorpayKeys ? 'razorpay' : 'demo');
  if (provider === 'stripe' && !e.STRIPE_SECRET_KEY) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (provider === 'razorpay' && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET))
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (from the Razorpay Dashboard, API Keys)',
    );
  const stripe = { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL };
  if (provider !== 'razorpay') return { provider, ...stripe };
  const razorpay = {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
    apiUrl: e.RAZORPAY_API_URL,
  };
  return { provider, ...stripe, razorpay };
}

/** Thrown for a configuration the api must not start with; the message says what to set. */
export class ConfigError extends Error {}

/**
 * Reads the environment. `DATA_DIR` is resolved against the working directory (`npm start` at the repo
 * root gives `<repo>/.data`); `DATA_DIR=memory://` keeps PGlite in memory. Production refuses to start
 * without its own secret and admin credentials; elsewhere demo values fill in.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = (['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const).filter((k) => !e[k]);
    if (missing.length)
      throw new ConfigError(`In production the api needs ${missing.join(', ')}; set them in the environment and start again`);
  }

  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL)
    throw new ConfigError(
      "MIGRATION_DATABASE_URL (the tables' owner, for migrations) needs DATABASE_URL beside it: the api's own PostgreSQL role, which works with the rows",
    );

  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const isDemoAdmin = !e.ADMIN_EMAIL || !e.ADMIN_PASSWORD;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? demoSecret(dataDir),
    admin: isDemoAdmin
      ? { ...DEMO_ADMIN, isDemo: true }
      : { email: e.ADMIN_EMAIL!.trim().toLowerCase(), password: e.ADMIN_PASSWORD!, isDemo: false },
    clinicTz: e.CLINIC_TZ,
    payment: paymentSettings(e),
    publicUrl: (e.PUBLIC_URL ?? localSiteUrl(env.HOST, e.PORT)).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    seedDemo: e.SEED_DEMO ?? !production,
    apiDocs: e.API_DOCS ?? !production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    authRateLimit: e.AUTH_RATE_LIMIT,
    accountRateLimit: e.ACCOUNT_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    maxActiveBookingsPerPatient: e.MAX_ACTIVE_BOOKINGS_PER_PATIENT,
    newAccountBookingsPerHour: e.NEW_ACCOUNT_BOOKINGS_PER_HOUR,
    unverifiedActiveBookings: e.UNVERIFIED_ACTIVE_BOOKINGS,
    serverLimits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    messages: messageSettings(e),
  };
}
