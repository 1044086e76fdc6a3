import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import { tusUpload } from './tus.js';

/**
 * Uploads `file` as the signed-in `cookie` to the app listening at `base`, expects it taken, and
 * answers the new video's id. The day's upload count is reset, so a test may upload many.
 */
export async function uploadAs(
  t: TestApp,
  base: string,
  cookie: string,
  file: string,
  title: string,
  filename = 'x.mp4',
  /** More of the upload's metadata (contract uploadMetadataSchema), e.g. remixOf. */
  more: Record<string, string> = {},
): Promise<number> {
  const res = await tusUpload(
    `${base}/api/uploads`,
    file,
    { title, platformId: '1', categoryId: '2', filename, filetype: 'video/mp4', ...more },
    { headers: { Origin: t.config.publicUrl, Cookie: cookie } },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(204);
  await t.handle.db.deleteFrom('upload_limits').execute();
  return res.videoId!;
}
