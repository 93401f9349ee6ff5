import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so paths work whichever folder the server was started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * `demo` seeds the demo brand and logins into an empty database and may run on embedded
   * PGlite (`npm start` sets it); `production` never seeds, needs DATABASE_URL and SEALING_KEY.
   * Unset: production when NODE_ENV=production, else demo, so a host that sets NODE_ENV gets
   * the safe one.
   */
  CROUPIER_MODE: z.enum(['demo', 'production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A real PostgreSQL server. Without it the server runs embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: commaList,
  DEMO_PASSWORD: z.string().min(8).default('croupier-demo'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The studio's game clients (apps/games), served under /studio/. */
  GAMES_DIST: z.string().default(path.join(repoRoot, 'apps/games/dist')),
  /** The operator console (apps/backoffice), served under /backoffice/. */
  BACKOFFICE_DIST: z.string().default(path.join(repoRoot, 'apps/backoffice/dist')),
  /** Signed-in sessions end after this long unused, and after SESSION_MAX_HOURS regardless. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Leading zero bits of the proof of work asked before logins, registrations and SMS sends. */
  HUMAN_CHECK_DIFFICULTY: z.coerce.number().int().min(0).max(24).default(14),
  /** `outbox` records messages without sending (default); `http` posts them to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().optional(),
  /** `outbox` records e-mails without sending (default); `smtp` sends them through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Croupier <no-reply@localhost>'),
  /**
   * The bearer token Prometheus scrapes /metrics with. Without it /metrics answers 404 to
   * everyone: the port is the players' one. Empty counts as unset.
   */
  /**
   * The key (32 bytes, base64) that seals staff TOTP secrets, so a copy of the database alone
   * does not hand out second factors; or SEALING_KEY_FILE, a file holding it (a container
   * secret). Required in production; in demo mode a key kept in the database stands in.
   */
  SEALING_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  SEALING_KEY_FILE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).max(512).optional(),
  ),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  mode: 'demo' | 'production';
  port: number;
  host: string;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  trustProxy: string[];
  demoPassword: string;
  webDist: string;
  gamesDist: string;
  backofficeDist: string;
  session: { idleMinutes: number; maxHours: number };
  humanCheckDifficulty: number;
  sms: { provider: 'outbox' | 'http'; httpUrl?: string; httpToken?: string; sender?: string };
  email: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  /** Bearer token of /metrics; undefined keeps it closed. */
  metricsToken: string | undefined;
  /** Seals staff TOTP secrets; undefined in demo mode without one (a stored key is used). */
  sealingKey: Buffer | undefined;
};

const invalid = (name: string, why: string) =>
  new Error(`Invalid configuration:\n  ${name}: ${why}`);

function readSealingKey(env: { SEALING_KEY?: string; SEALING_KEY_FILE?: string }) {
  if (env.SEALING_KEY && env.SEALING_KEY_FILE)
    throw invalid('SEALING_KEY', 'set SEALING_KEY or SEALING_KEY_FILE, not both');
  let text = env.SEALING_KEY;
  const name = env.SEALING_KEY_FILE ? 'SEALING_KEY_FILE' : 'SEALING_KEY';
  if (env.SEALING_KEY_FILE) {
    try {
      text = readFileSync(env.SEALING_KEY_FILE, 'utf8');
    } catch (error) {
      throw invalid(name, `cannot read ${env.SEALING_KEY_FILE} (${(error as Error).message})`);
    }
  }
  if (text === undefined) return undefined;
  // 32 bytes are 43 base64 characters and one '=' (base64url without it is taken too).
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text.trim()))
    throw invalid(name, 'must be 32 bytes in base64 (make one with `openssl rand -base64 32`)');
  return Buffer.from(text.trim(), 'base64');
}

/** Reads and checks the environment once; a bad value stops the start with its name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const mode = env.CROUPIER_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'demo');
  const sealingKey = readSealingKey(env);
  if (mode === 'production') {
    // Production never falls back to an embedded database or a key kept beside the data.
    if (!env.DATABASE_URL)
      throw invalid('DATABASE_URL', 'required in production (CROUPIER_MODE=demo runs embedded)');
    if (!sealingKey) throw invalid('SEALING_KEY', 'required in production (or SEALING_KEY_FILE)');
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
    throw invalid('SMS_HTTP_URL', 'required when SMS_PROVIDER=http');
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL)
    throw invalid('SMTP_URL', 'required when EMAIL_PROVIDER=smtp');
  return {
    env: env.NODE_ENV,
    mode,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    trustProxy: env.TRUST_PROXY,
    demoPassword: env.DEMO_PASSWORD,
    webDist: env.WEB_DIST,
    gamesDist: env.GAMES_DIST,
    backofficeDist: env.BACKOFFICE_DIST,
    session: { idleMinutes: env.SESSION_IDLE_MINUTES, maxHours: env.SESSION_MAX_HOURS },
    humanCheckDifficulty: env.HUMAN_CHECK_DIFFICULTY,
    sms: {
      provider: env.SMS_PROVIDER,
      httpUrl: env.SMS_HTTP_URL,
      httpToken: env.SMS_HTTP_TOKEN,
      sender: env.SMS_SENDER,
    },
    email: { provider: env.EMAIL_PROVIDER, smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM },
    metricsToken: env.METRICS_TOKEN,
    sealingKey,
  };
}
