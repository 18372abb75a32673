import { z } from 'zod';
import { isSecretsKey, SECRETS_KEY_FORMAT } from './secrets-key.js';
import { parseTrustProxy } from './trust-proxy.js';

/**
 * Every environment variable of the public contract (the README's Configuration table), parsed once.
 * Start-up fails fast with the complete list of problems rather than the first one.
 */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const positiveInt = (fallback: number) => z.preprocess((v) => (v === '' || v === undefined ? fallback : v), z.coerce.number().int().positive());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    PORT: z.preprocess((v) => (v === '' || v === undefined ? 3000 : v), z.coerce.number().int().min(0).max(65535)),
    HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data')),
    JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
    APP_URL: optionalUrl,
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** The Chromium the PDF export draws Mermaid diagrams with (started once, reused); without it diagrams print as source. */
    CHROMIUM_PATH: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('/usr/bin/chromium')),
    MAIL_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('Specforge <no-reply@specforge.local>')),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_AUTH_URL: optionalUrl,
    GOOGLE_TOKEN_URL: optionalUrl,
    GOOGLE_CERTS_URL: optionalUrl,
    LLM_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['builtin', 'openai', 'anthropic']).default('builtin')),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    /**
     * The AES-256-GCM key for user secrets at rest (bring-your-own-model API keys): 32 bytes as
     * base64 or hex. `SECRETS_KEY_PREVIOUS` is read only by the rotation command.
     */
    SECRETS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isSecretsKey, SECRETS_KEY_FORMAT).optional()),
    SECRETS_KEY_PREVIOUS: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isSecretsKey, SECRETS_KEY_FORMAT).optional()),
    /** Let users point their own model at loopback / private-network addresses in production. */
    LLM_ALLOW_PRIVATE_URLS: z.preprocess(
      (v) => (v === undefined || v === '' ? 'false' : String(v).toLowerCase()),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    ),
    ADMIN_EMAILS: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z.string().transform((s) =>
        s
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    /** Browser origins (scheme://host[:port]) allowed to call /graphql and /api cross-site. */
    CORS_ORIGINS: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z
        .string()
        .transform((s) =>
          s
            .split(',')
            .map((o) => o.trim().replace(/\/+$/, ''))
            .filter(Boolean),
        )
        .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), 'must be comma-separated origins like https://app.example.com'),
    ),
    /** Which proxies may name the client in X-Forwarded-For (config/trust-proxy.ts); default none. */
    TRUST_PROXY: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z.string().transform((s, ctx) => {
        try {
          return parseTrustProxy(s);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    ),
    /** Serve the dev mailbox to requests that came through a (trusted) proxy too; off by default. */
    DEV_MAILBOX_VIA_PROXY: z.preprocess(
      (v) => (v === undefined || v === '' ? 'false' : String(v).toLowerCase()),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
    ),
    SUPPORT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().default('support@specforge.app')),
    // Onboarding and the policy text show an e-mail and a phone number; set your own line.
    SUPPORT_PHONE: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('+1 (555) 010-0100')),
    PLAN_MAX_PROJECTS: positiveInt(2),
    PLAN_MAX_DOCUMENTS: positiveInt(20),
    /** Documents generated at the same time by one server process. */
    GENERATION_CONCURRENCY: positiveInt(2),
    /**
     * Where `pnpm start` runs generation jobs: `process` (default) in a separate, lower-priority
     * worker process, so streaming generations never hold up the API's event loop or its
     * database pool; `inline` in the server process itself.
     */
    GENERATION_WORKER: z.preprocess((v) => (v === '' || v === undefined ? 'process' : v), z.enum(['process', 'inline'])),
    /**
     * Tests only: a pause after each section of the built-in composer, so a browser test can
     * watch progress that otherwise finishes in milliseconds. Refused in production.
     */
    GENERATION_STEP_DELAY_MS: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), z.coerce.number().int().min(0).max(10_000)),
  })
  .superRefine((env, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      problem('JWT_SECRET', 'is required in production');
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      problem('GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    }
    if (env.LLM_PROVIDER === 'anthropic' && !env.LLM_API_KEY) {
      problem('LLM_API_KEY', 'is required when LLM_PROVIDER=anthropic');
    }
    if (env.LLM_PROVIDER === 'openai' && !env.LLM_BASE_URL && !env.LLM_API_KEY) {
      problem('LLM_BASE_URL', 'LLM_PROVIDER=openai needs LLM_BASE_URL (local server) or LLM_API_KEY');
    }
    if (env.LLM_PROVIDER !== 'builtin' && !env.LLM_MODEL) {
      problem('LLM_MODEL', `is required when LLM_PROVIDER=${env.LLM_PROVIDER}`);
    }
    if (env.NODE_ENV === 'production' && env.GENERATION_STEP_DELAY_MS > 0) {
      problem('GENERATION_STEP_DELAY_MS', 'is for tests only and must not be set in production');
    }
    if (env.DEV_MAILBOX_VIA_PROXY && env.TRUST_PROXY.kind === 'none') {
      // Without trusted proxies every proxied request seems to come from the proxy's own address.
      problem('DEV_MAILBOX_VIA_PROXY', 'needs TRUST_PROXY, so the mailbox can tell the client behind the proxy');
    }
    for (const email of env.ADMIN_EMAILS) {
      if (!z.email().safeParse(email).success) problem('ADMIN_EMAILS', `"${email}" is not an e-mail address`);
    }
  });

export type Env = z.infer<typeof schema> & {
  APP_URL: string;
  /**
   * APP_URL was not set and is the address the server prints (development and tests): once the
   * server listens, it becomes that address with the real port (PORT=0 picks one).
   */
  APP_URL_FROM_ADDRESS?: boolean;
};

/**
 * The address a server bound to `host` is opened at, as printed at start-up: the bind address
 * itself (127.0.0.1 stays 127.0.0.1, so mail links and the printed address share one origin and
 * one session cookie), and localhost for a wildcard bind, which has no address to open.
 */
export function listenAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`));
  }
  const env = result.data;
  if (env.APP_URL) return { ...env, APP_URL: env.APP_URL };
  // Production sits behind a public address it cannot know: set APP_URL there (README).
  if (env.NODE_ENV === 'production') return { ...env, APP_URL: `http://localhost:${env.PORT}` };
  return { ...env, APP_URL: listenAddress(env.HOST, env.PORT), APP_URL_FROM_ADDRESS: true };
}
