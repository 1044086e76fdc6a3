import { RECIPE_MESSAGES, searchResponseSchema, videoDetailSchema } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const EDIT = { title: 'Tide pools', subtitle: '', prompt: 'Tide pools at dusk', platformId: 4, categoryId: 1 };
const RECIPE = {
  model: '  Kling 2.1 Master ',
  modelVersion: 'v2.1',
  negativePrompt: 'blurry, text',
  seed: '18446744073709551615',
  durationSeconds: 5,
  aspectRatio: '9:16',
  settings: [
    { name: 'steps', value: '30' },
    { name: 'cfg', value: '7.5' },
  ],
  references: ['https://example.com/still.png'],
};

describe('a video’s recipe (issue 35)', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let videoId: number;
  const detail = async () => videoDetailSchema.parse((await browser(t).get(`/api/videos/${videoId}`)).json());
  const stored = async () =>
    (await t.handle.db.selectFrom('videos').select('recipe').where('id', '=', videoId).executeTakeFirstOrThrow())
      .recipe;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0' });
    owner = await signUpVerified(t, 'recipe-owner@example.test');
    other = await signUpVerified(t, 'recipe-other@example.test');
    videoId = (await factories(t).video(owner.user.id, { title: 'Tide pools' })).id;
  });
  afterAll(() => t.close());

  it('is set and cleared by its owner in the edit, kept when an edit leaves it out, and shown on the page', async () => {
    expect((await detail()).recipe).toBeNull();
    const res = await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, recipe: RECIPE });
    expect(res.statusCode, res.body).toBe(200);
    const recipe = { ...RECIPE, model: 'Kling 2.1 Master' };
    expect(videoDetailSchema.parse(res.json()).recipe).toEqual(recipe);
    expect((await detail()).recipe).toEqual(recipe);
    // An edit without it (an older page) keeps it.
    expect((await owner.browser.patch(`/api/videos/${videoId}`, EDIT)).statusCode).toBe(200);
    expect((await detail()).recipe).toEqual(recipe);
    // A recipe of blanks is none.
    const blank = { model: ' ', seed: '', aspectRatio: '', settings: [], references: [] };
    expect((await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, recipe: blank })).statusCode).toBe(200);
    expect((await detail()).recipe).toBeNull();
    expect(await stored()).toBeNull();
  });

  it("lets search find a video by its model's name, after title matches", async () => {
    expect((await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, recipe: RECIPE })).statusCode).toBe(200);
    await t.answers.invalidate();
    const found = searchResponseSchema.parse((await browser(t).get('/api/search?q=kling%20master')).json());
    expect(found.videos.map((v) => v.id)).toEqual([videoId]);
  });

  it('refuses bad parts with their message, and anyone but the owner, writing nothing', async () => {
    const before = await stored();
    const bad: [Record<string, unknown>, string][] = [
      [{ seed: '12ab' }, RECIPE_MESSAGES.seed],
      [{ seed: '1'.repeat(21) }, RECIPE_MESSAGES.seed],
      [{ durationSeconds: 0 }, RECIPE_MESSAGES.duration],
      [{ durationSeconds: 601 }, RECIPE_MESSAGES.duration],
      [{ aspectRatio: '16x9' }, RECIPE_MESSAGES.aspect],
      [{ settings: [{ name: ' ', value: '1' }] }, RECIPE_MESSAGES.settingName],
      [{ settings: Array.from({ length: 31 }, (_, i) => ({ name: `s${i}`, value: '1' })) }, 'At most 30 settings'],
      [{ references: ['javascript:alert(1)'] }, RECIPE_MESSAGES.reference],
      [{ model: 'm'.repeat(121) }, 'Model must be at most 120 characters'],
      [{ negativePrompt: 'n'.repeat(2001) }, 'Negative prompt must be at most 2000 characters'],
    ];
    for (const [part, message] of bad) {
      const res = await owner.browser.patch(`/api/videos/${videoId}`, { ...EDIT, recipe: { ...RECIPE, ...part } });
      expect(res.statusCode, JSON.stringify(part)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(part)).toContain(message);
    }
    const theirs = await other.browser.patch(`/api/videos/${videoId}`, { ...EDIT, recipe: null });
    expect(theirs.statusCode).toBe(403);
    const visitor = await browser(t).patch(`/api/videos/${videoId}`, { ...EDIT, recipe: null });
    expect(visitor.statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('is written alone by PUT …/recipe, by its owner only, even while the video processes', async () => {
    const put = (who: SignedUp | null, body: unknown) =>
      (who?.browser ?? browser(t)).put(`/api/videos/${videoId}/recipe`, body);
    await t.handle.db.updateTable('videos').set({ processing: 1 }).where('id', '=', videoId).execute();
    const res = await put(owner, { recipe: { seed: ' 7 ', settings: [{ name: 'steps', value: '20' }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(videoDetailSchema.parse(res.json()).recipe).toMatchObject({
      seed: '7',
      model: null,
      settings: [{ name: 'steps', value: '20' }],
    });
    const kept = await stored();
    expect((await put(owner, { recipe: { seed: 'x' } })).json().message).toBe(RECIPE_MESSAGES.seed);
    expect((await put(owner, {})).statusCode).toBe(400);
    expect((await put(other, { recipe: null })).statusCode).toBe(403);
    expect((await put(null, { recipe: null })).statusCode).toBe(401);
    expect(await stored()).toBe(kept);
    expect((await put(owner, { recipe: null })).statusCode).toBe(200);
    expect(await stored()).toBeNull();
    await t.handle.db.updateTable('videos').set({ processing: 0 }).where('id', '=', videoId).execute();
  });

  it('reads a stored recipe the contract no longer accepts as none, rather than failing the page', async () => {
    await t.handle.db.updateTable('videos').set({ recipe: '{"seed":"not digits"' }).where('id', '=', videoId).execute();
    await t.answers.invalidate();
    expect((await detail()).recipe).toBeNull();
  });
});
