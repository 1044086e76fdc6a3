import path from 'node:path';
import type { TrustAnchors } from './media/c2pa.js';
import type { RateLimitedWrite } from '@promptreel/contract';
import { envSchema, type Env } from './config/env-schema.js';
import type { WriteLimit } from './config/env-values.js';

export type { Env } from './config/env-schema.js';
export type { WriteLimit } from './config/env-values.js';

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
        /** Memory for blocks of media files served often (storage/kept-blocks.ts; 0 keeps none). */
        keptBytes: number;
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
  /** Begins every Redis key and channel of this site, so several sites can share one Redis. */
  redisPrefix: string;
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
  /** `concurrency`: jobs run at once by this instance's worker (JOB_CONCURRENCY, default 1). */
  jobs: { worker: boolean; pollMs: number; leaseMs: number; concurrency: number };
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
        : {
            driver: 'local',
            root: path.join(dataDir, 'storage'),
            privateRoot: path.join(dataDir, 'private'),
            keptBytes: e.MEDIA_CACHE_MB * 1024 * 1024,
          },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    searchIndex: e.SEARCH_INDEX,
    jobs: {
      worker: e.JOBS_WORKER === 'true',
      pollMs: e.JOB_POLL_MS,
      leaseMs: e.JOB_LEASE_MS,
      concurrency: e.JOB_CONCURRENCY,
    },
    mediaAccelRedirect: e.MEDIA_ACCEL_REDIRECT,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    c2paTrust: {
      signers: [...e.C2PA_TRUST_ANCHORS, ...e.C2PA_EXTRA_TRUST_ANCHORS],
      timeStampers: e.C2PA_TSA_TRUST_ANCHORS,
    },
  };
}
