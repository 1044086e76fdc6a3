import {
  RECIPE_MESSAGES,
  RECIPE_PREVIEW_PATH,
  recipePreviewSchema,
  searchResponseSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { signMp4 } from './helpers/c2pa.js';
import { makeMp4, metadataBoxesOf, withTags } from './helpers/media.js';
import { createTestApp, listenLocally, type TestApp } from './helpers/test-app.js';
import { uploadAs } from './helpers/uploads.js';

/** A ComfyUI API-format graph as its video save node writes it: checkpoint, sampler, two prompts. */
const GRAPH = {
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: 123456789,
      steps: 30,
      cfg: 6.5,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 1,
      model: ['4', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
  },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'wan2.2_t2v_14B.safetensors' } },
  '5': { class_type: 'EmptyLatentImage', inputs: { width: 480, height: 832, batch_size: 1 } },
  '6': { class_type: 'CLIPTextEncode', inputs: { text: 'Glass jellyfish pulsing in a night sea', clip: ['4', 1] } },
  '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry, watermark', clip: ['4', 1] } },
};
const A1111 =
  'A paper boat on a rainy street\nNegative prompt: text\nSteps: 24, Sampler: Euler a, CFG scale: 7, Seed: 987654321, Size: 480x832, Model: animagine-xl';

describe('recipes read from the file (issue 35, goal 2)', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedUp;
  let clip: string;

  const detail = async (id: number) => videoDetailSchema.parse((await browser(t).get(`/api/videos/${id}`)).json());
  const upload = async (file: string, title: string, more: Record<string, string> = {}) => {
    const id = await uploadAs(t, base, ana.browser.cookie, file, title, 'x.mp4', more);
    await t.worker.drain();
    await t.answers.invalidate();
    return id;
  };
  /** The form's request: the raw boxes; `cookie` null for a visitor. */
  const preview = (payload: Buffer, cookie: string | null = ana.browser.cookie) =>
    t.app.inject({
      method: 'POST',
      url: RECIPE_PREVIEW_PATH,
      headers: {
        origin: t.config.publicUrl,
        'content-type': 'application/octet-stream',
        ...(cookie ? { cookie } : {}),
      },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    base = await listenLocally(t);
    ana = await signUpVerified(t, 'ana-files@example.test');
    clip = makeMp4(180, 320);
  }, 60_000);
  afterAll(() => t.close());

  it('fills an upload’s empty prompt and recipe from its ComfyUI graph, and says so on its page', async () => {
    const file = withTags(clip, { prompt: JSON.stringify(GRAPH), workflow: '{"nodes":[]}' });
    const id = await upload(file, 'Jellyfish');
    const video = await detail(id);
    expect(video.prompt).toBe('Glass jellyfish pulsing in a night sea');
    expect(video.recipe).toMatchObject({
      model: 'wan2.2_t2v_14B',
      seed: '123456789',
      negativePrompt: 'blurry, watermark',
    });
    expect(video.recipe!.settings.map((s) => s.name)).toEqual(expect.arrayContaining(['steps', 'cfg']));
    expect(video.fileRecipe).toEqual({
      reader: 'ComfyUI',
      fields: ['prompt', 'negative prompt', 'seed', 'model', 'settings'],
    });
    // Search finds the file's words as it finds the creator's.
    const found = searchResponseSchema.parse((await browser(t).get('/api/search?q=jellyfish%20pulsing')).json());
    expect(found.videos.map((v) => v.id)).toContain(id);
  });

  it('keeps what the creator wrote: the file fills only what they left empty', async () => {
    const file = withTags(clip, { prompt: JSON.stringify(GRAPH) });
    const id = await upload(file, 'Mine', { prompt: 'My own words' });
    const video = await detail(id);
    expect(video.prompt).toBe('My own words');
    expect(video.recipe?.seed).toBe('123456789');
    expect(video.fileRecipe?.reader).toBe('ComfyUI');
  });

  it('answers the upload form with what a file’s metadata boxes say, before any upload', async () => {
    const vhs = withTags(clip, { comment: JSON.stringify({ prompt: GRAPH, workflow: {} }) }, { keys: false });
    const res = await preview(metadataBoxesOf(vhs));
    expect(res.statusCode, res.body).toBe(200);
    const found = recipePreviewSchema.parse(res.json()).found!;
    expect(found.reader).toBe('ComfyUI');
    expect(found.prompt).toBe('Glass jellyfish pulsing in a night sea');

    const a1111 = recipePreviewSchema.parse(
      (await preview(metadataBoxesOf(withTags(clip, { parameters: A1111 })))).json(),
    ).found!;
    expect(a1111).toMatchObject({ reader: 'A1111', prompt: 'A paper boat on a rainy street' });
    expect(a1111.recipe).toMatchObject({ seed: '987654321', model: 'animagine-xl', negativePrompt: 'text' });

    // A file with nothing readable fills nothing.
    expect((await preview(metadataBoxesOf(withTags(clip, { title: 'Just a title' })))).json()).toEqual({
      found: null,
    });
  });

  it('refuses a visitor, a body that is not metadata boxes, and too many bytes', async () => {
    const boxes = metadataBoxesOf(withTags(clip, { parameters: A1111 }));
    expect((await preview(boxes, null)).statusCode).toBe(401);
    const bad = await preview(Buffer.from('not a box at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RECIPE_MESSAGES.notMetadata);
    expect((await preview(Buffer.alloc(4 * 1024 * 1024 + 1))).statusCode).toBe(413);
  });

  it('reads a hostile file within its bounds: the upload stands, other requests are answered meanwhile', async () => {
    const hostile = {
      // 3 MB of nesting, a graph whose prompt runs in a circle, and control characters.
      prompt: '['.repeat(3 * 1024 * 1024),
      comment: JSON.stringify({
        prompt: {
          '1': { class_type: 'KSampler', inputs: { positive: ['2', 0], negative: ['2', 0] } },
          '2': { class_type: 'ConditioningCombine', inputs: { conditioning_1: ['3', 0] } },
          '3': { class_type: 'ConditioningCombine', inputs: { conditioning_1: ['2', 0] } },
        },
      }),
      parameters: 'Bells\u0007 and \u001bwhistles\nSteps: 5, Seed: 42',
    };
    const file = withTags(clip, hostile);
    const started = Date.now();
    const reading = preview(metadataBoxesOf(file));
    const health = await browser(t).get('/healthz');
    expect(health.statusCode).toBe(200);
    const res = await reading;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(200);
    // The nesting and the circle give nothing; the A1111 text is read, cleaned.
    const found = recipePreviewSchema.parse(res.json()).found!;
    expect(found).toMatchObject({ reader: 'A1111', recipe: expect.objectContaining({ seed: '42' }) });
    expect(found.prompt).toMatch(/^Bells\s+and\s+whistles$/);

    const id = await upload(file, 'Hostile tags');
    const video = await detail(id);
    expect(video.processing).toBe(false);
    expect(video.prompt).toBe(found.prompt);
    expect(video.fileRecipe?.reader).toBe('A1111');
  });

  it('takes the model from Content Credentials when the metadata says nothing', async () => {
    const signed = await signMp4(clip, { softwareAgent: { name: 'Veo', version: '3.1' } });
    const id = await upload(signed, 'Signed clip');
    const video = await detail(id);
    expect(video.recipe).toMatchObject({ model: 'Veo', modelVersion: '3.1' });
    expect(video.fileRecipe).toEqual({ reader: 'C2PA', fields: ['model'] });
  });
});
