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
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).max(512).optional(),
  ),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
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
};

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
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL)
    throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  if (env.EMAIL_PROVIDER === 'smtp' && !env.SMTP_URL)
    throw new Error('Invalid configuration:\n  SMTP_URL: required when EMAIL_PROVIDER=smtp');
  return {
    env: env.NODE_ENV,
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
  };
}
