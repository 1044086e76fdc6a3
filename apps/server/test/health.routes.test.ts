import fs from 'node:fs';
import { healthResponseSchema, readinessResponseSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.js';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 and names the database when it answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({ status: 'ok', database: TEST_DB });
  });

  it('is ready (200) when the database and storage answer, Redis not being configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(res.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not_configured', storage: 'ok' },
    });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    const other = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    await other.close();
  });

  it('stays alive (/healthz 200) but is not ready (/readyz 503) when the database is gone', async () => {
    const other = await createTestApp();
    await other.handle.db.destroy();
    expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(res.json())).toMatchObject({
      status: 'not_ready',
      checks: { database: 'failed', storage: 'ok' },
    });
    await other.close().catch(() => {});
  });

  it('is not ready when its storage cannot be reached', async () => {
    const other = await createTestApp();
    const root = other.config.storage.driver === 'local' ? other.config.storage.root : '';
    fs.rmSync(root, { recursive: true, force: true });
    fs.writeFileSync(root, 'not a folder');
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', storage: 'failed' } });
    await other.close().catch(() => {});
  });

  it('answers unknown API paths with the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });
});
