import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to SQLite in DATA_DIR on port 3000 with local storage', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/promptreel.sqlite') });
    expect(c.storage).toEqual({
      driver: 'local',
      root: path.resolve('./data/storage'),
      privateRoot: path.resolve('./data/private'),
      keptBytes: 64 * 1024 * 1024,
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.google).toBeUndefined();
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('reads admin e-mails as a trimmed, lower-case list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.org ,' }).adminEmails).toEqual(['a@x.io', 'b@y.org']);
  });

  it('names every bad variable in one clear message', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'mysql://x', STORAGE_DRIVER: 'ftp' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT: must be a port number (0 to 65535)');
      expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(message).toContain('STORAGE_DRIVER');
    }
  });

  it('needs the Google client id and secret together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
    const local = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://localhost:4000/',
    });
    expect(local.google?.issuer).toBe('http://localhost:4000');
    expect(() => loadConfig({ GOOGLE_ISSUER: 'ftp://x' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,::1, fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // A hop count is refused: Fastify 5 would silently trust nothing for it.
    for (const bad of ['yes', '2', 'nginx.local', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be true, false, or a comma/);
    }
  });

  it('serves metrics only when METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: ' ' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '10.0.0.7' }).metrics).toEqual({ host: '10.0.0.7', port: 0 });
    for (const bad of ['metrics', '-1', '65536', '94.5'])
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT: must be a port number/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('names Redis keys and channels with REDIS_PREFIX, promptreel: by default', () => {
    expect(loadConfig({}).redisPrefix).toBe('promptreel:');
    expect(loadConfig({ REDIS_PREFIX: 'reels-eu:' }).redisPrefix).toBe('reels-eu:');
    for (const bad of ['reels', 'reels eu:', 'a:b:', ':'])
      expect(() => loadConfig({ REDIS_PREFIX: bad }), bad).toThrow(/REDIS_PREFIX: must be letters, digits/);
  });

  it('takes the Reply-To of moderation notices from MAIL_REPLY_TO only, never an admin address', () => {
    expect(loadConfig({}).mailReplyTo).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@x.io, b@y.org' }).mailReplyTo).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAILS: 'boss@x.io', MAIL_REPLY_TO: ' appeals@x.io ' }).mailReplyTo).toBe('appeals@x.io');
    for (const bad of ['appeals', 'a@x.io,b@y.org', 'Appeals <a@x.io>', 'a@x.io\r\nBcc: c@y.org'])
      expect(() => loadConfig({ MAIL_REPLY_TO: bad }), bad).toThrow(/MAIL_REPLY_TO: must be one e-mail address/);
  });

  it('requires the S3 settings when STORAGE_DRIVER=s3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required/);
    // Data ZIPs and held videos never share the media's bucket, which may be public.
    const shared = { STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig(shared)).toThrow(/S3_PRIVATE_BUCKET: is required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ ...shared, S3_PRIVATE_BUCKET: 'media' })).toThrow(
      /S3_PRIVATE_BUCKET: must differ from S3_BUCKET/,
    );
  });

  it('reads S3_PUBLIC_URL into the S3 settings, without its trailing slash, and refuses a non-http(s) one', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_PRIVATE_BUCKET: 'media-private',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    };
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'media',
      privateBucket: 'media-private',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/reels//' }).storage).toMatchObject({
      publicUrl: 'https://cdn.example.com/reels',
    });
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      /S3_PUBLIC_URL: must be an http\(s\):\/\/ URL/,
    );
  });

  it('limits comments, claps and follows per user by default, and reads COMMENT_RATE_LIMIT and the others', () => {
    expect(loadConfig({}).writeLimits).toEqual({
      comments: { max: 20, windowMs: 600_000 },
      claps: { max: 120, windowMs: 600_000 },
      follows: { max: 30, windowMs: 600_000 },
      captions: { max: 20, windowMs: 600_000 },
    });
    const set = loadConfig({ COMMENT_RATE_LIMIT: ' 10 / 1h ', CLAP_RATE_LIMIT: '0', FOLLOW_RATE_LIMIT: '5/30s' });
    expect(set.writeLimits).toEqual({
      comments: { max: 10, windowMs: 3_600_000 },
      claps: null,
      follows: { max: 5, windowMs: 30_000 },
      captions: { max: 20, windowMs: 600_000 },
    });
    for (const bad of ['20', '20/10', '20/10d', 'twenty/10m', '20/25h', '20/0s']) {
      expect(() => loadConfig({ COMMENT_RATE_LIMIT: bad }), bad).toThrow(
        /COMMENT_RATE_LIMIT: must be a count per window such as 20\/10m/,
      );
    }
  });
});
