import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {
  adminFlagsResponseSchema,
  CREDENTIALS_PREVIEW_PATH,
  credentialsPreviewSchema,
  feedResponseSchema,
  NOT_CREDENTIALS_MESSAGE,
  provenanceLabel,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { hasC2paBox, readContentCredentials } from '../src/media/c2pa.js';
import { NO_CREDENTIALS } from '../src/media/c2pa-manifest.js';
import { remuxFastStart } from '../src/media/ffmpeg.js';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { boxesOf, IPTC, signMp4, tamperedCopy, TEST_GENERATOR, TEST_ISSUER, testCredentials } from './helpers/c2pa.js';
import { fakeMp4, makeMp4, mediaDir } from './helpers/media.js';
import { createTestApp, type TestApp, listenLocally } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

// Made in the set-up: a file signed by a test CA (trusted only where a test configures it), the
// same file signed by a second, never-trusted CA, a copy tampered with after signing, and the
// unsigned original (a real H.264 MP4 from ffmpeg).
let unsigned: string;
let signed: string;
let unknownSigner: string;
let tampered: string;
const trustedCa = () => testCredentials('trusted');
const unknownCa = () => testCredentials('unknown');
/** Reader options trusting only the test CA, as a server configured with it as an extra anchor. */
/** What the test generator's signed claim reads as, given whether it verifies and is trusted. */
const signedClaim = (seen: { valid: boolean; trusted: boolean }) => ({
  present: true,
  ...seen,
  aiGenerated: true,
  generator: TEST_GENERATOR.name,
  issuer: TEST_ISSUER,
});
const trustingTestCa = () => ({ trust: { signers: [trustedCa().rootPem], timeStampers: [] } });

beforeAll(async () => {
  unsigned = makeMp4(160, 90, { seconds: 1, faststart: false });
  signed = await signMp4(unsigned, { credentials: trustedCa() });
  unknownSigner = await signMp4(unsigned, { credentials: unknownCa() });
  tampered = tamperedCopy(signed);
}, 60_000);

describe('readContentCredentials', () => {
  it('reads a signed AI-generated MP4 as present, valid, AI-generated, with its tool and signer', async () => {
    expect(await hasC2paBox(signed)).toBe(true);
    expect(await readContentCredentials(signed)).toEqual({
      present: true,
      valid: true,
      // No anchors given: intact, never trusted.
      trusted: false,
      claimGenerator: TEST_GENERATOR.name,
      aiGenerated: true,
      issuer: TEST_ISSUER,
      createdWith: null,
      manifest: expect.stringMatching(/^urn:c2pa:/),
      parents: [],
    });
  });

  it('finds the media data changed after signing: present but not valid', async () => {
    const signedBytes = fs.readFileSync(signed);
    const tamperedBytes = fs.readFileSync(tampered);
    // Same size, same boxes, only media bytes differ.
    expect(boxesOf(tamperedBytes)).toEqual(boxesOf(signedBytes));
    expect(Buffer.compare(signedBytes, tamperedBytes)).not.toBe(0);
    expect(await readContentCredentials(tampered)).toMatchObject({
      present: true,
      valid: false,
      trusted: false,
      claimGenerator: TEST_GENERATOR.name,
    });
  });

  it('finds a signature made by another key than the certificate names: not valid', async () => {
    const forged = await signMp4(unsigned, {
      signingKey: crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
    });
    expect(await readContentCredentials(forged)).toMatchObject({ present: true, valid: false });
  });

  it('answers present: false, without throwing, for files without credentials', async () => {
    expect(await hasC2paBox(unsigned)).toBe(false);
    expect(await readContentCredentials(unsigned)).toEqual(NO_CREDENTIALS);
    expect(await readContentCredentials(makeMp4(160, 90))).toEqual(NO_CREDENTIALS);
    expect(await readContentCredentials(fakeMp4())).toEqual(NO_CREDENTIALS);
    const empty = path.join(mediaDir, 'empty.mp4');
    fs.writeFileSync(empty, '');
    expect(await readContentCredentials(empty)).toEqual(NO_CREDENTIALS);
    expect(await readContentCredentials(path.join(mediaDir, 'missing.mp4'))).toEqual(NO_CREDENTIALS);
  });

  it('keeps trust apart from validity: trusted only when the signer chains to a given anchor', async () => {
    expect(await readContentCredentials(signed, trustingTestCa())).toMatchObject({ valid: true, trusted: true });
    expect(await readContentCredentials(unknownSigner, trustingTestCa())).toMatchObject({
      valid: true,
      trusted: false,
      claimGenerator: TEST_GENERATOR.name,
    });
    expect(await readContentCredentials(tampered, trustingTestCa())).toMatchObject({ valid: false, trusted: false });
  });

  it('does not take a time-stamping authority for a claim signer', async () => {
    // c2pa-rs checks the signer against every anchor it is given, of either kind.
    const tsaOnly = { trust: { signers: [], timeStampers: [trustedCa().rootPem] } };
    expect(await readContentCredentials(signed, tsaOnly)).toMatchObject({ valid: true, trusted: false });
  });

  it('trusts none of the test CAs with the shipped C2PA lists, and still reads intact files as valid', async () => {
    const shipped = loadConfig({ NODE_ENV: 'test' }).c2paTrust;
    for (const file of [signed, unknownSigner]) {
      expect(await readContentCredentials(file, { trust: shipped })).toMatchObject({
        present: true,
        valid: true,
        trusted: false,
      });
    }
    const extended = { trust: { ...shipped, signers: [...shipped.signers, trustedCa().rootPem] } };
    expect(await readContentCredentials(signed, extended)).toMatchObject({ valid: true, trusted: true });
  });

  it('reads composite AI media as AI-generated and a camera capture as not', async () => {
    const composite = await signMp4(unsigned, { digitalSourceType: `${IPTC}compositeWithTrainedAlgorithmicMedia` });
    const camera = await signMp4(unsigned, {
      digitalSourceType: `${IPTC}digitalCapture`,
      generator: { name: 'Some Camera App', version: '2.0' },
    });
    expect(await readContentCredentials(composite)).toMatchObject({ valid: true, aiGenerated: true });
    expect(await readContentCredentials(camera)).toMatchObject({
      valid: true,
      aiGenerated: false,
      claimGenerator: 'Some Camera App',
    });
  });

  it('skips files over the size cap without reading them (present, unverified)', async () => {
    expect(await readContentCredentials(signed, { maxBytes: 1000 })).toEqual({ ...NO_CREDENTIALS, present: true });
  });

  it('loses the credentials in a fast-start remux, which is why uploads with credentials keep their bytes', async () => {
    const remuxed = path.join(mediaDir, 'signed-remuxed.mp4');
    await remuxFastStart(signed, remuxed);
    expect(await readContentCredentials(remuxed)).toEqual(NO_CREDENTIALS);
  });
});

/** A signed-in uploader on an app listening on a real port (tus needs one). */
async function uploaderOn(env: Record<string, string>) {
  const t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'desk@example.test', ...env });
  const base = await listenLocally(t);
  const user = await signUpVerified(t, 'alice@example.test');
  const upload = async (file: string, title: string) => {
    const id = await uploadAs(t, base, user.browser.cookie, file, title, 'clip.mp4');
    await t.worker.drain();
    return videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
  };
  return { t, upload };
}

describe('uploads with Content Credentials (tus), the test CA configured as an extra anchor', () => {
  let t: TestApp;
  let upload: Awaited<ReturnType<typeof uploaderOn>>['upload'];

  beforeAll(async () => {
    ({ t, upload } = await uploaderOn({ C2PA_EXTRA_TRUST_ANCHORS: trustedCa().rootPath }));
  }, 60_000);
  afterAll(() => t.close());

  it('shows trusted AI credentials of a file signed by a trusted signer, and stores the signed bytes unchanged', async () => {
    const video = await upload(signed, 'Signed clip');
    expect(video.provenance).toEqual(signedClaim({ valid: true, trusted: true }));
    expect(provenanceLabel(video.provenance)).toBe('AI-generated · signed by Promptreel Test Generator');
    // Not remuxed (the file is not fast-start): the stored file is the signed one and still verifies.
    const stored = (await t.app.inject({ method: 'GET', url: video.publicUrl! })).rawPayload;
    expect(stored.equals(fs.readFileSync(signed))).toBe(true);
    const copy = path.join(mediaDir, 'stored-copy.mp4');
    fs.writeFileSync(copy, stored);
    expect(await readContentCredentials(copy, trustingTestCa())).toMatchObject({ valid: true, trusted: true });
    // Cards in the feed carry it too.
    const feed = feedResponseSchema.parse((await browser(t).get('/api/videos?tab=latest')).json());
    expect(feed.items.find((c) => c.id === video.id)?.provenance).toEqual(video.provenance);
  });

  it('shows a valid signature by an unknown signer as intact but not trusted, the tool only as a claim', async () => {
    const video = await upload(unknownSigner, 'Signed by someone');
    expect(video.provenance).toEqual(signedClaim({ valid: true, trusted: false }));
    expect(provenanceLabel(video.provenance)).toBe('Content Credentials · signer not verified');
    const row = await t.handle.db
      .selectFrom('videos')
      .select(['c2pa_valid', 'c2pa_trusted'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ c2pa_valid: 1, c2pa_trusted: 0 });
  });

  it('shows a tampered upload as present but neither valid nor trusted', async () => {
    const video = await upload(tampered, 'Tampered clip');
    expect(video.provenance).toEqual(signedClaim({ valid: false, trusted: false }));
    expect(provenanceLabel(video.provenance)).toBe('Unverified credentials');
  });

  it('shows no credentials (null) for an unsigned upload, which is still made fast-start', async () => {
    const video = await upload(unsigned, 'Unsigned clip');
    expect(video.provenance).toBeNull();
    expect(provenanceLabel(video.provenance)).toBeNull();
    const row = await t.handle.db
      .selectFrom('videos')
      .select(['c2pa_present', 'c2pa_valid', 'c2pa_trusted', 'c2pa_ai', 'c2pa_generator', 'c2pa_issuer'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      c2pa_present: 0,
      c2pa_valid: 0,
      c2pa_trusted: 0,
      c2pa_ai: 0,
      c2pa_generator: null,
      c2pa_issuer: null,
    });
    const stored = (await t.app.inject({ method: 'GET', url: video.publicUrl! })).rawPayload;
    const types = boxesOf(stored).map((b) => b.type);
    expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
  });

  it("shows the admin desk a reported video's credentials (next to 'Not AI Generated' reports)", async () => {
    const reporter = await signUpVerified(t, 'reporter@example.test');
    const ids: number[] = [];
    for (const [file, title] of [
      [signed, 'Signed and reported'],
      [unknownSigner, 'Unknown signer, reported'],
    ] as const) {
      const video = await upload(file, title);
      ids.push(video.id);
      const flagged = await reporter.browser.post(`/api/videos/${video.id}/flags`, {
        categoryId: 7,
        reason: 'I think this is phone footage.',
      });
      expect(flagged.statusCode, flagged.body).toBe(201);
    }
    const admin = await signUpVerified(t, 'desk@example.test');
    const desk = adminFlagsResponseSchema.parse((await admin.browser.get('/api/admin/flags?status=pending')).json());
    const provenanceOf = (id: number) => desk.groups.find((g) => g.videoId === id)?.video?.provenance;
    expect(desk.groups.find((g) => g.videoId === ids[0])?.reports.map((r) => r.category.name)).toEqual([
      'Not AI Generated',
    ]);
    expect(provenanceOf(ids[0]!)).toMatchObject({ valid: true, trusted: true });
    expect(provenanceOf(ids[1]!)).toMatchObject({ valid: true, trusted: false });
  });
});

describe('uploads with the shipped C2PA trust lists only (the default)', () => {
  let t: TestApp;
  let upload: Awaited<ReturnType<typeof uploaderOn>>['upload'];

  beforeAll(async () => {
    ({ t, upload } = await uploaderOn({}));
  }, 60_000);
  afterAll(() => t.close());

  it('does not trust a file signed by a throw-away CA, whatever tool it names', async () => {
    // The regression: this got the verified 'AI-generated · signed by OpenAI Sora' badge.
    const sora = await signMp4(unsigned, {
      generator: { name: 'OpenAI Sora', version: '2.0' },
      credentials: trustedCa(),
    });
    const video = await upload(sora, 'Claims to be Sora');
    expect(video.provenance).toMatchObject({ present: true, valid: true, trusted: false, generator: 'OpenAI Sora' });
    expect(provenanceLabel(video.provenance)).toBe('Content Credentials · signer not verified');
  });
});

describe('trust lists in the configuration', () => {
  const pemFile = (name: string, text: string) => {
    const file = path.join(mediaDir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('no ConfigError');
  };

  it('loads the shipped C2PA claim-signer and time-stamping lists by default, wherever the process starts', () => {
    const cwd = process.cwd();
    process.chdir(os.tmpdir());
    try {
      const { c2paTrust } = loadConfig({ NODE_ENV: 'test' });
      expect(c2paTrust.signers.length).toBeGreaterThanOrEqual(30);
      expect(c2paTrust.timeStampers.length).toBeGreaterThanOrEqual(20);
      for (const pem of [...c2paTrust.signers, ...c2paTrust.timeStampers]) {
        expect(() => new crypto.X509Certificate(pem)).not.toThrow();
      }
      expect(c2paTrust.signers.join('')).not.toContain(trustedCa().rootPem.trim());
    } finally {
      process.chdir(cwd);
    }
  });

  it('adds extra anchors to the list, or replaces the list, from PEM files', () => {
    const shipped = loadConfig({ NODE_ENV: 'test' }).c2paTrust;
    const extended = loadConfig({
      NODE_ENV: 'test',
      C2PA_EXTRA_TRUST_ANCHORS: `${trustedCa().rootPath}, ${unknownCa().rootPath}`,
    }).c2paTrust;
    expect(extended.signers.length).toBe(shipped.signers.length + 2);
    expect(extended.timeStampers).toEqual(shipped.timeStampers);
    const replaced = loadConfig({
      NODE_ENV: 'test',
      C2PA_TRUST_ANCHORS: trustedCa().rootPath,
      C2PA_TSA_TRUST_ANCHORS: unknownCa().rootPath,
    }).c2paTrust;
    expect(replaced.signers).toHaveLength(1);
    expect(new crypto.X509Certificate(replaced.signers[0]!).raw).toEqual(
      new crypto.X509Certificate(trustedCa().rootPem).raw,
    );
    expect(replaced.timeStampers).toHaveLength(1);
  });

  it('refuses to start with a missing file or one without certificates, naming the variable', () => {
    const missing = path.join(mediaDir, 'no-such-anchors.pem');
    expect(configError({ C2PA_EXTRA_TRUST_ANCHORS: missing })).toContain(
      `C2PA_EXTRA_TRUST_ANCHORS: cannot read ${missing}`,
    );
    const empty = pemFile('no-certificates.pem', 'just some text\n');
    expect(configError({ C2PA_TRUST_ANCHORS: empty })).toContain(`C2PA_TRUST_ANCHORS: no certificate in ${empty}`);
    const broken = pemFile(
      'broken.pem',
      `${trustedCa().rootPem}-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n`,
    );
    expect(configError({ C2PA_TSA_TRUST_ANCHORS: broken })).toContain(
      `C2PA_TSA_TRUST_ANCHORS: certificate 2 in ${broken} cannot be read`,
    );
  });
});

describe("previewing a chosen file's credentials before it uploads", () => {
  let t: TestApp;
  let user: SignedUp;
  const c2paBoxOf = (file: string) => {
    const bytes = fs.readFileSync(file);
    const box = boxesOf(bytes).find((b) => b.type === 'uuid');
    if (!box) throw new Error('no uuid box');
    return bytes.subarray(box.start, box.start + box.size);
  };
  const preview = (payload: Buffer, cookie = user.browser.cookie) =>
    t.app.inject({
      method: 'POST',
      url: CREDENTIALS_PREVIEW_PATH,
      headers: {
        origin: t.config.publicUrl,
        'content-type': 'application/octet-stream',
        ...(cookie ? { cookie } : {}),
      },
      payload,
    });
  const leftoverTempDirs = () => fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('promptreel-c2pa-'));

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    user = await signUpVerified(t, 'previewer@example.test');
  }, 60_000);
  afterAll(() => t.close());

  it("reads the tool and the AI claim from the file's C2PA box alone, and suggests the platform", async () => {
    const sora = await signMp4(unsigned, {
      generator: { name: 'OpenAI Sora', version: '2.0' },
      softwareAgent: { name: 'Sora 2', version: '2.0.1' },
    });
    const res = await preview(c2paBoxOf(sora));
    expect(res.statusCode, res.body).toBe(200);
    expect(credentialsPreviewSchema.parse(res.json())).toEqual({
      generator: 'OpenAI Sora',
      aiGenerated: true,
      platformSlug: 'sora',
      // The model the form suggests (issue 35).
      createdWith: { name: 'Sora 2', version: '2.0.1' },
    });
    const ours = await preview(c2paBoxOf(signed));
    expect(ours.json()).toEqual({
      generator: TEST_GENERATOR.name,
      aiGenerated: true,
      platformSlug: null,
      createdWith: null,
    });
    const camera = await signMp4(unsigned, {
      generator: { name: 'Some Camera App' },
      digitalSourceType: `${IPTC}digitalCapture`,
    });
    expect((await preview(c2paBoxOf(camera))).json()).toEqual({
      generator: 'Some Camera App',
      aiGenerated: false,
      platformSlug: null,
      createdWith: null,
    });
    expect(leftoverTempDirs()).toEqual([]);
  });

  it('asks visitors to log in', async () => {
    const res = await preview(c2paBoxOf(signed), '');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to upload');
  });

  it('refuses anything but one C2PA box: other boxes, a whole file, a cut box, nothing', async () => {
    const bytes = fs.readFileSync(signed);
    const moov = boxesOf(bytes).find((b) => b.type === 'moov')!;
    const box = c2paBoxOf(signed);
    for (const payload of [
      bytes.subarray(moov.start, moov.start + moov.size),
      bytes,
      box.subarray(0, box.length - 10),
      Buffer.alloc(0),
      Buffer.from('not a box at all, just some text'),
    ]) {
      const res = await preview(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_CREDENTIALS_MESSAGE);
    }
  });

  it('refuses a body over the cap (413) and a JSON body (400)', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024 + 1);
    expect((await preview(big)).statusCode).toBe(413);
    const json = await user.browser.post(CREDENTIALS_PREVIEW_PATH, { box: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NOT_CREDENTIALS_MESSAGE);
  });
});
