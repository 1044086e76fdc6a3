import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalVersion, createRedisVersion, type SharedVersion } from './shared-version.js';
import { REDIS_URL, redisUp } from '../../test/helpers/redis.js';

describe('local version', () => {
  it('changes on bump', async () => {
    const v = createLocalVersion();
    const before = await v.current();
    await v.bump();
    expect(await v.current()).not.toBe(before);
  });
});

// Redis runs on this machine kind and .ci/run makes sure of it; elsewhere this is reported as skipped.
describe.runIf(redisUp || process.env.CI === 'true')('version shared through Redis', () => {
  const name = `test-${randomUUID()}`;
  let reader: SharedVersion;
  let writer: SharedVersion;
  beforeAll(async () => {
    reader = await createRedisVersion(REDIS_URL, name);
    writer = await createRedisVersion(REDIS_URL, name);
  });
  afterAll(async () => {
    const r = new Redis(REDIS_URL);
    await r.del(`promptreel:version:${name}`);
    await r.quit();
    await reader.close();
    await writer.close();
  });

  it('answers a read asked after a bump with the new value, even while an older read is on its way', async () => {
    const before = await reader.current();
    for (let i = 0; i < 20; i++) {
      const early = Array.from({ length: 10 }, () => reader.current());
      await writer.bump();
      const late = await reader.current();
      expect(late).toBe(before + i + 1);
      // Reads asked before the bump may see either value, never a later one.
      for (const v of await Promise.all(early)) expect([before + i, before + i + 1]).toContain(v);
    }
  });

  it("is one site's alone: a site with another REDIS_PREFIX never sees its bumps", async () => {
    const other = await createRedisVersion(REDIS_URL, name, `other-${randomUUID()}:`);
    try {
      const theirs = await other.current();
      await writer.bump();
      expect(await other.current()).toBe(theirs);
      await other.bump();
      expect(await other.current()).toBe(theirs + 1);
    } finally {
      await other.close();
    }
  });

  it('shares one GET among the readers that wait for it', async () => {
    const values = await Promise.all(Array.from({ length: 100 }, () => reader.current()));
    expect(new Set(values).size).toBe(1);
  });
});
