import { videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { signMp4, testCredentials } from './helpers/c2pa.js';
import { makeMp4 } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

// Goal 4 of issue 35: a remix whose Content Credentials name its source's manifest as their parent
// ingredient is a 'Verified remix', under the AI badge's rules (intact, signer trusted).
describe('verified remixes', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedUp;
  let ben: SignedUp;
  /** Ana's signed source, as uploaded (credentials keep a file's bytes unchanged). */
  let sourceFile: string;
  let source: number;

  const trusted = () => testCredentials('trusted');
  const remixOf = async (file: string, title: string) => {
    const id = await uploadAs(t, base, ben.browser.cookie, file, title, 'x.mp4', { remixOf: String(source) });
    await t.worker.drain();
    return videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json()).remix;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', C2PA_EXTRA_TRUST_ANCHORS: trusted().rootPath });
    base = await listenLocally(t);
    ana = await signUpVerified(t, 'ana-verified@example.test');
    ben = await signUpVerified(t, 'ben-verified@example.test');
    sourceFile = await signMp4(makeMp4(180, 320), { credentials: trusted() });
    source = await uploadAs(t, base, ana.browser.cookie, sourceFile, 'Signed source', 'x.mp4');
    await t.worker.drain();
  }, 60_000);
  afterAll(() => t.close());

  it('verifies a remix whose trusted credentials name the source as their parent', async () => {
    const file = await signMp4(makeMp4(320, 180), { credentials: trusted(), parent: sourceFile });
    expect(await remixOf(file, 'Proven remix')).toMatchObject({ of: { id: source }, verified: true });
  });

  it('says Remix only for a claim without that proof', async () => {
    // No credentials at all.
    expect(await remixOf(makeMp4(160, 90), 'Claimed remix')).toMatchObject({ verified: false });
    // Credentials naming another file as the parent.
    const other = await signMp4(makeMp4(160, 90, { seconds: 2 }), { credentials: trusted() });
    const elsewhere = await signMp4(makeMp4(320, 180), { credentials: trusted(), parent: other });
    expect(await remixOf(elsewhere, 'Remix of another file')).toMatchObject({ verified: false });
    // The right parent, but a signer no one trusts: not enough, as for the AI badge.
    const untrusted = await signMp4(makeMp4(320, 180), {
      credentials: testCredentials('untrusted'),
      parent: sourceFile,
    });
    expect(await remixOf(untrusted, 'Untrusted remix')).toMatchObject({ verified: false });
  });
});
