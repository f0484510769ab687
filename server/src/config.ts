import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { normaliseBasePath } from '@club/contracts';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An address, a range (`10.0.1.0/24`) or a named range of proxy-addr, which Fastify uses. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads, with a safe default (see .env.example). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the browser reaches the portal; links in mails are built from it. */
  PUBLIC_URL: z.string().url().optional(),
  BASE_PATH: z
    .string()
    .optional()
    .transform((v) => normaliseBasePath(v)),
  /** PostgreSQL connection; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /**
   * The embedded database's shared buffers (PostgreSQL's `shared_buffers`, e.g. 32MB). The
   * server's memory grows by this amount; PostgreSQL's 128MB default is more than a club's
   * data needs (bench/HISTORY.md, "Memory").
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, { message: 'a size such as 32MB' })
    .default('32MB'),
  /** Where `npm run backup` writes its archives; unset = DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * How often the server takes a backup itself (hours; 0 = never); unset = every 24 hours on the
   * embedded engine, never on PostgreSQL (whose own backups are the operator's rule).
   */
  BACKUP_EVERY_HOURS: z
    .union([z.literal(''), z.coerce.number().min(0).max(8760)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** How many archives the schedule keeps in BACKUP_DIR (older ones removed after a good backup). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** Seed the demo club (accounts and members) into an empty database at start. */
  SEED_DEMO: bool.optional(),
  /** The demo club's time zone (IANA name); unset = Asia/Kolkata. Only read when seeding. */
  DEMO_TIME_ZONE: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isTimeZone(v), { message: 'not an IANA time zone' }),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Behind a reverse proxy: `true` believes the X-Forwarded-For of whoever connects (so only
   * the proxy may reach the port), or the proxies' own addresses and ranges
   * (`10.0.0.5,10.0.1.0/24`, or `loopback`), whose X-Forwarded-For alone is believed.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim();
      const flag = bool.safeParse(text);
      if (flag.success) return flag.data;
      const proxies = text.split(',').map((p) => p.trim());
      const bad = proxies.filter((p) => !isProxyAddress(p));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `true, false, or addresses and ranges such as 10.0.0.5,10.0.1.0/24 (not: ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  MAIL_FROM: z.string().default('Club Portal <no-reply@club.example>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Sign-in and recovery requests allowed per client address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Largest uploaded file (photos, PDFs), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5_242_880),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** scrypt cost (N); lower only in tests. */
  SCRYPT_COST: z.coerce.number().int().min(1024).default(16384),
  /** Card payments: 'razorpay' or 'sandbox'; unset = Razorpay when its three keys are set, else the sandbox. */
  PAYMENTS_PROVIDER: z
    .enum(['razorpay', 'sandbox', ''])
    .optional()
    .transform((v) => (v ? v : undefined)),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The sandbox's signing secret; unset = a random one per start. */
  PAYMENTS_SANDBOX_SECRET: z.string().optional(),
  /**
   * The secret signing links in mails (the affiliated club's verify and decline links); unset =
   * a random one created once in DATA_DIR/link-signing.key. Set it when several servers share
   * one database.
   */
  LINK_SIGNING_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: 'at least 32 characters' }),
  /** How often the reconciliation job settles payments whose browser return never came (ms; 0 = off). */
  PAYMENTS_RECONCILE_MS: z.coerce.number().int().min(0).default(60_000),
  /** Minutes after which a payment nobody completed is recorded as abandoned. */
  PAYMENTS_ABANDON_MINUTES: z.coerce.number().int().min(1).default(30),
  /** How often expired sessions and spent one-time links are removed (ms; 0 = off). */
  HOUSEKEEPING_MS: z.coerce.number().int().min(0).default(900_000),
  /** How often the month's food-and-beverage shortfalls are charged once the month has ended (ms; 0 = off). */
  MINIMUM_SPEND_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often lapsed event waitlist offers expire and pass to the next entry (ms; 0 = off). */
  EVENTS_WAITLIST_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Server processes sharing the port (node:cluster; PostgreSQL only: the embedded database is
   * owned by one process). The first process migrates, then starts them and restarts one that dies.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a stop (SIGTERM, SIGINT) may take before the process exits at once (ms). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(25_000),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, publicUrl };
}
