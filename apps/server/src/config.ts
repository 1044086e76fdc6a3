import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { TrustAnchors } from './media/c2pa.js';
import type { RateLimitedWrite } from '@promptreel/contract';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (schemes: string[], hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return schemes.includes(new URL(v).protocol.replace(':', ''));
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

const TRUST_PROXY_HINT = 'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges';
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an address, a CIDR range or a named range, as Fastify's trustProxy (proxy-addr) reads them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → Fastify's trustProxy: off unless set, because a trusted X-Forwarded-For lets any
 * client choose its own address (and so its own rate-limit bucket). No hop count: Fastify 5 trusts
 * nothing for one, since a count cannot tell the proxy from a client that sends enough hops.
 */
function parseTrustProxy(raw: string): boolean | string[] | null {
  const v = raw.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isProxyAddress) ? list : null;
}

/** The server package's folder (apps/server): this file runs from src/ in development, dist/ when bundled. */
function serverPackageDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${import.meta.dirname}`);
  }
}

/** The C2PA Conformance Program's trust lists shipped in apps/server/trust/ (see its README). */
const shippedTrustList = (file: string) => path.join(serverPackageDir(), 'trust', file);

/**
 * A comma-separated list of PEM files → their certificates, one PEM each, read once at start; a
 * file that cannot be read, holds no certificate or a damaged one is a configuration error.
 */
const pemFiles = (fallback?: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const files = (value ?? fallback ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
          .map((f) => path.resolve(f));
        const certificates: string[] = [];
        for (const file of files) {
          let text: string;
          try {
            text = fs.readFileSync(file, 'utf8');
          } catch {
            ctx.addIssue({ code: 'custom', message: `cannot read ${file}` });
            return z.NEVER;
          }
          const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
          if (blocks.length === 0) {
            ctx.addIssue({ code: 'custom', message: `no certificate in ${file} (PEM expected)` });
            return z.NEVER;
          }
          for (const [i, block] of blocks.entries()) {
            try {
              certificates.push(new X509Certificate(block).toString());
            } catch {
              ctx.addIssue({ code: 'custom', message: `certificate ${i + 1} in ${file} cannot be read` });
              return z.NEVER;
            }
          }
        }
        return certificates;
      }),
  );

const PORT_HINT = 'must be a port number (0 to 65535)';
const portNumber = () => z.coerce.number({ error: PORT_HINT }).int(PORT_HINT).min(0, PORT_HINT).max(65535, PORT_HINT);
const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** At most `max` writes of one kind by one user in any `windowMs`. */
export interface WriteLimit {
  max: number;
  windowMs: number;
}

const RATE_LIMIT_HINT = 'must be a count per window such as 20/10m (s, m or h; at most 24h), or 0 for no limit';
const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const MAX_WINDOW_MS = 24 * 3_600_000;
/** '20/10m' → 20 writes in any 10 minutes; '0' → no limit. */
const rateLimit = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .transform((value, ctx): WriteLimit | null => {
        const m = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*([smh])$/.exec(value.trim());
        if (value.trim() === '0' || (m && Number(m[1]) === 0)) return null;
        const windowMs = m ? Number(m[2]) * WINDOW_UNIT_MS[m[3] as keyof typeof WINDOW_UNIT_MS] : 0;
        if (!m || windowMs < 1000 || windowMs > MAX_WINDOW_MS) {
          ctx.addIssue({ code: 'custom', message: RATE_LIMIT_HINT });
          return z.NEVER;
        }
        return { max: Number(m[1]), windowMs };
      }),
  );

const envSchema = z
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
    SEARCH_INDEX: z.preprocess(emptyToUndefined, z.enum(['memory', 'database']).default('memory')),
    JOBS_WORKER: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
    JOB_POLL_MS: z.preprocess(emptyToUndefined, wholeNumber().min(10).default(1000)),
    JOB_LEASE_MS: z.preprocess(emptyToUndefined, wholeNumber().min(300).default(60_000)),
    REDIS_URL: optionalUrl(['redis', 'rediss'], 'must be a redis:// URL'),
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

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /**
   * Prometheus metrics: GET /metrics on a listener of its own at METRICS_HOST:METRICS_PORT, never
   * the public port. Unset (no METRICS_PORT): off, and no request pays for them. Port 0 picks one.
   */
  metrics?: { host: string; port: number };
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Where replies to moderation notices go (they come from a no-reply sender): MAIL_REPLY_TO only,
   * never an admin's own address (it would go to the people sanctioned); unset, no reply is asked for.
   */
  mailReplyTo?: string;
  adminEmails: string[];
  /** Google sign-in through OpenID Connect; the issuer is configurable so tests use a local provider. */
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** Unset: generated once and kept in DATA_DIR. */
  authSecret?: string;
  /** Sign-in and sign-up attempts per minute per address (0 turns the limit off). */
  authRateLimit: number;
  /**
   * Per user, counted in the database so every instance shares them: comments, claps and un-claps,
   * follows and unfollows in any window of the given length (null: not limited).
   */
  writeLimits: Record<RateLimitedWrite, WriteLimit | null>;
  /** Extra origins allowed to send state-changing requests (besides PUBLIC_URL's). */
  trustedOrigins: string[];
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (the socket's address),
   * true (any: only when nothing but the proxy can reach the app), or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  storage:
    | {
        driver: 'local';
        root: string;
        /** Data ZIPs and held videos' files: outside `root`, which nginx may serve from. */
        privateRoot: string;
      }
    | {
        driver: 's3';
        endpoint?: string;
        region: string;
        bucket: string;
        /** Data ZIPs and held videos' files, never public (storage/keys.ts#isPrivateObject). */
        privateBucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        /**
         * S3_PUBLIC_URL without its trailing slash: media URLs become `<it>/<bucket>/<key>` (a
         * public-read bucket or a CDN in front of it); unset, the app serves them under /media/.
         */
        publicUrl?: string;
      };
  redisUrl?: string;
  /**
   * The internal nginx location the local storage folder is aliased under (deploy/nginx/promptreel.conf):
   * when set, /media/ answers carry `X-Accel-Redirect: <prefix>/<bucket>/<key>` and no body, and nginx
   * sends the file. Only with the local driver, and only when that nginx site is in front.
   */
  mediaAccelRedirect?: string;
  /** Memory for visitors' kept read answers (0 keeps none). */
  answerCacheBytes: number;
  /**
   * Where video search looks: 'memory' (search/search-index.ts; ~115 MiB of memory per 100,000
   * videos) or 'database' (the trigram indexes; 2-4 ms of database work a search at 100,000).
   */
  searchIndex: Env['SEARCH_INDEX'];
  /**
   * Durable jobs (upload processing): whether this instance works them, how often it looks for
   * work, and how long a claim holds without renewal before another instance may take the job.
   */
  jobs: { worker: boolean; pollMs: number; leaseMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** Folder of the built SPA; served with history fallback when present. */
  webDist?: string;
  /**
   * Whom Content Credentials may be trusted from: the claim-signer anchors (the shipped C2PA trust
   * list or C2PA_TRUST_ANCHORS, plus C2PA_EXTRA_TRUST_ANCHORS) and the time-stamping authorities.
   */
  c2paTrust: TrustAnchors;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'promptreel.sqlite') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO,
    adminEmails: e.ADMIN_EMAILS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    writeLimits: {
      comments: e.COMMENT_RATE_LIMIT,
      claps: e.CLAP_RATE_LIMIT,
      follows: e.FOLLOW_RATE_LIMIT,
      captions: e.CAPTION_RATE_LIMIT,
    },
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            privateBucket: e.S3_PRIVATE_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : { driver: 'local', root: path.join(dataDir, 'storage'), privateRoot: path.join(dataDir, 'private') },
    redisUrl: e.REDIS_URL,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    searchIndex: e.SEARCH_INDEX,
    jobs: { worker: e.JOBS_WORKER === 'true', pollMs: e.JOB_POLL_MS, leaseMs: e.JOB_LEASE_MS },
    mediaAccelRedirect: e.MEDIA_ACCEL_REDIRECT,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    c2paTrust: {
      signers: [...e.C2PA_TRUST_ANCHORS, ...e.C2PA_EXTRA_TRUST_ANCHORS],
      timeStampers: e.C2PA_TSA_TRUST_ANCHORS,
    },
  };
}
