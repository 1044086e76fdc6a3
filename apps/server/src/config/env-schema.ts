import { z } from 'zod';
import { emptyToUndefined, optionalString, optionalUrl, portNumber, rateLimit, wholeNumber } from './env-values.js';
import { parseTrustProxy, pemFiles, shippedTrustList, TRUST_PROXY_HINT } from './trust-values.js';

/** Every environment variable the server reads, with its default and the message when it is wrong. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(emptyToUndefined, portNumber().default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    METRICS_PORT: z.preprocess(emptyToUndefined, portNumber().optional()),
    METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'must be a postgres:// URL (leave unset for SQLite)'),
    PUBLIC_URL: optionalUrl(['http', 'https'], 'must be an http(s):// URL'),
    SMTP_URL: optionalUrl(['smtp', 'smtps'], 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Promptreel <no-reply@promptreel.local>')),
    MAIL_REPLY_TO: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[^@\s,<>]+@[^@\s,<>]+\.[^@\s,<>]+$/, 'must be one e-mail address')
        .optional(),
    ),
    ADMIN_EMAILS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((v) =>
          v
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine(
          (list) => list.every((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e)),
          'must be a comma-separated list of e-mail addresses',
        ),
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('https://accounts.google.com'),
    ),
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, wholeNumber().min(0).default(10)),
    // A burst of more than 20 comments in 10 minutes is refused (Civitai allows 10 an hour); claps
    // and follows at rates no person reaches by hand, which stop scripts toggling them on and off.
    COMMENT_RATE_LIMIT: rateLimit('20/10m'),
    CLAP_RATE_LIMIT: rateLimit('120/10m'),
    FOLLOW_RATE_LIMIT: rateLimit('30/10m'),
    CAPTION_RATE_LIMIT: rateLimit('20/10m'),
    TRUSTED_ORIGINS: z.preprocess(emptyToUndefined, z.string().default('')),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('false')
        .transform(parseTrustProxy)
        .refine((v) => v !== null, TRUST_PROXY_HINT)
        .transform((v) => v!),
    ),
    STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
    S3_ENDPOINT: optionalUrl(['http', 'https'], 'must be an http(s):// URL'),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: optionalString,
    S3_PRIVATE_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
    S3_PUBLIC_URL: optionalUrl(['http', 'https'], 'must be an http(s):// URL'),
    MEDIA_ACCEL_REDIRECT: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().replace(/\/+$/, '') || undefined : v),
      z
        .string()
        .regex(/^(?:\/[A-Za-z0-9._-]+)+$/, 'must be a path such as /_promptreel_storage')
        .refine((p) => !p.split('/').some((s) => s === '.' || s === '..'), 'must not hold . or .. segments')
        .optional(),
    ),
    ANSWER_CACHE_MB: z.preprocess(emptyToUndefined, wholeNumber().min(0).default(64)),
    MEDIA_CACHE_MB: z.preprocess(emptyToUndefined, wholeNumber().min(0).default(64)),
    SEARCH_INDEX: z.preprocess(emptyToUndefined, z.enum(['memory', 'database']).default('memory')),
    JOBS_WORKER: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
    JOB_POLL_MS: z.preprocess(emptyToUndefined, wholeNumber().min(10).default(1000)),
    JOB_LEASE_MS: z.preprocess(emptyToUndefined, wholeNumber().min(300).default(60_000)),
    JOB_CONCURRENCY: z.preprocess(emptyToUndefined, wholeNumber().min(1).max(16).default(1)),
    REDIS_URL: optionalUrl(['redis', 'rediss'], 'must be a redis:// URL'),
    REDIS_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9._-]+:$/, 'must be letters, digits, . _ or - ending in a colon, such as promptreel:')
        .default('promptreel:'),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    WEB_DIST: optionalString,
    C2PA_TRUST_ANCHORS: pemFiles(shippedTrustList('C2PA-TRUST-LIST.pem')),
    C2PA_EXTRA_TRUST_ANCHORS: pemFiles(),
    C2PA_TSA_TRUST_ANCHORS: pemFiles(shippedTrustList('C2PA-TSA-TRUST-LIST.pem')),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_PRIVATE_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
      if (env.S3_BUCKET && env.S3_BUCKET === env.S3_PRIVATE_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['S3_PRIVATE_BUCKET'], message: 'must differ from S3_BUCKET' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;
