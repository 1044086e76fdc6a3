import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from './helpers/accounts.js';
import { boxAt, corruptedFramesMp4, makeMp4, paddedMp4, withFreeBox } from './helpers/media.js';
import { storedFiles } from './helpers/stored-files.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { tusUpload } from './helpers/tus.js';
import { FIRST_BYTES } from '../src/uploads/tus-uploads.js';

// The first-frame check of an upload longer than its first bytes begins on them while the rest
// arrives (media/first-frame-checks.ts); these files are 1 MiB longer, so each takes that path.
const PAST_FIRST_BYTES = FIRST_BYTES + 1024 * 1024;
const NOT_MP4 = { code: 'bad_request', message: 'Only MP4 files are allowed' };

describe('uploads past their first bytes: the first frame checked as they arrive', () => {
  let t: TestApp;
  let base: string;
  let n = 0;

  const upload = async (file: string) => {
    const u = await signUpVerified(t, `first-bytes${++n}@example.test`);
    const res = await tusUpload(
      `${base}/api/uploads`,
      file,
      { title: `Past the first bytes ${n}`, platformId: '1', categoryId: '2' },
      { headers: { Origin: t.config.publicUrl, Cookie: u.browser.cookie } },
    );
    const rows = await t.handle.db
      .selectFrom('videos')
      .select(['id', 'thumbnail_url'])
      .where('owner_id', '=', u.user.id)
      .execute();
    return { res, rows, stored: storedFiles(t.config.dataDir, u.user.id) };
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
  }, 60_000);
  afterAll(() => t.close());

  it('takes a fast-start file with the poster made from its first bytes', async () => {
    const { res, rows } = await upload(paddedMp4(PAST_FIRST_BYTES));
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.thumbnail_url).toMatch(/\.jpg$/);
  });

  it('takes a file whose index comes last: its first bytes fail, the whole file is checked', async () => {
    const bytes = fs.readFileSync(makeMp4(160, 90, { faststart: false }));
    const moov = boxAt(bytes, 'moov') - 4;
    expect(boxAt(bytes, 'mdat')).toBeLessThan(moov); // the index is last
    const file = withFreeBox(bytes, moov, PAST_FIRST_BYTES - bytes.length, 'index-last-9mib.mp4');
    const { res, rows } = await upload(file);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.thumbnail_url).toMatch(/\.jpg$/);
  });

  it('refuses a file whose frames are noise, nothing stored', async () => {
    const bytes = fs.readFileSync(corruptedFramesMp4());
    const file = withFreeBox(bytes, bytes.length, PAST_FIRST_BYTES - bytes.length, 'noise-frames-9mib.mp4');
    const { res, rows, stored } = await upload(file);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NOT_MP4);
    expect(rows).toEqual([]);
    expect(stored).toEqual([]);
  });
});
