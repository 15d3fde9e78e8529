import { z } from 'zod';
import { parseStorageUrl } from '../files/storage-url.js';

// The only module that reads process.env: everything else receives a typed Env.
const EnvSchema = z.object({
  APP_ENV: z.enum(['dev', 'test', 'live']).default('dev'),
  SKIN: z.enum(['multi-host', 'championship']).default('multi-host'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // A port of its own for GET /metrics (Prometheus), bound to HOST and kept off
  // the proxy; unset: /metrics on PORT, for signed-in admins only.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Which proxies may set X-Forwarded-For: 'false' (none: the socket address is
  // the client, so nobody can pick their own address to dodge a rate limit),
  // 'true' (any), or a comma-separated list of addresses/CIDRs.
  TRUST_PROXY: z.string().default('false'),
  DATA_DIR: z.string().default('./data'),
  // Unset: the embedded PGlite database under DATA_DIR.
  DATABASE_URL: z.string().optional(),
  // Where uploaded files live when set (s3://bucket?endpoint=…, files/storage-url.ts); unset: DATA_DIR/uploads.
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        if (value !== undefined) parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  // Where the rate-limit counters live when set (redis://…); unset: in the database.
  REDIS_URL: z.string().optional(),
  // Unset: mail is stored in sent_emails and logged instead of sent.
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tennis <no-reply@tennis.local>'),
  // Where contact-form messages go when the organiser they name has no email; unset: MAIL_FROM's address.
  CONTACT_EMAIL: z.string().optional(),
  APP_URL: z.string().default('http://localhost:3000'),
  GOD_USER_ID: z.coerce.number().int().positive().default(1),
  // The bot check (reCAPTCHA v3) of login, register, forgot-password and contact,
  // run in live only: the site key goes to the browser, the secret stays here.
  // Live needs both, unless BOT_CHECK=off says on purpose that it runs without
  // one (the server then warns at every start).
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  BOT_CHECK_SITE_KEY: z.string().min(1).optional(),
  BOT_CHECK_SECRET: z.string().min(1).optional(),
  // Secret that signs sessions and links; a fixed value is fine outside live.
  AUTH_SECRET: z.string().min(16).default('dev-secret-change-me-in-live-please'),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().positive().default(120),
  // Load the demo data on a fresh database (never in live).
  SEED_DEMO: z.enum(['auto', 'yes', 'no']).default('auto'),
  WEB_DIST: z.string().optional(),
  // Backups (DATA_DIR/backups) kept by the daily backup and the console's backup-run, the newest first.
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Days of the log kept as daily files under DATA_DIR/logs (/log-viewer/logs reads them); 0: standard output only.
  // Unset: 14, and none in tests.
  LOG_FILE_DAYS: z.coerce.number().int().min(0).max(365).optional(),
  // API processes on this machine (node:cluster); above 1 needs DATABASE_URL: the embedded database is one process's.
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // On SIGTERM: how long requests in flight may take to finish before their connections are closed.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
});

export type Env = z.infer<typeof EnvSchema>;

/** A setting the server will not start with: start-up prints its message alone, without a stack. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new ConfigurationError(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database belongs to one process (unset WORKERS, or point DATABASE_URL at a PostgreSQL server)`,
    );
  }
  const missing = missingLiveSettings(env);
  if (missing.length > 0) {
    throw new ConfigurationError(
      `APP_ENV=live cannot start without:\n${missing.map((line) => `- ${line}`).join('\n')}`,
    );
  }
  return env;
}

/**
 * The settings a live server must not start without, each as a line saying how
 * to fix it. One list, so an operator sees every gap at once. (Whether
 * GOD_USER_ID names an admin needs the database: server start checks that.)
 */
function missingLiveSettings(env: Env): string[] {
  if (env.APP_ENV !== 'live') return [];
  const missing: string[] = [];
  if (env.AUTH_SECRET === EnvSchema.shape.AUTH_SECRET.parse(undefined)) {
    missing.push('AUTH_SECRET: a secret of its own (at least 16 characters) that signs sessions and links');
  }
  if (env.BOT_CHECK === 'on' && (!env.BOT_CHECK_SECRET || !env.BOT_CHECK_SITE_KEY)) {
    missing.push(
      'BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET: the bot check keys of login, register, forgot-password and contact (or BOT_CHECK=off to run without a bot check)',
    );
  }
  return missing;
}

/** The bot check runs in live unless BOT_CHECK=off turned it off; never in dev or test. */
export const isBotCheckOn = (env: Pick<Env, 'APP_ENV' | 'BOT_CHECK'>) =>
  env.APP_ENV === 'live' && env.BOT_CHECK === 'on';

/** The TRUST_PROXY setting in the form Fastify takes. */
export function trustProxySetting(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Features that exist only while developing or testing (F2 autofill, user picker, debug mode, GET /self-transform). */
export const isDevLike = (env: Pick<Env, 'APP_ENV'>) => env.APP_ENV !== 'live';
