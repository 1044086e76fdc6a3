import {
  CAPTION_MESSAGES,
  errorBodySchema,
  MESSAGES,
  REFUSAL_MESSAGES,
  searchResponseSchema,
  videoDetailSchema,
} from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type SignedUp, signUpVerified } from './helpers/accounts.js';
import { factories } from './helpers/factories.js';
import * as videoCaptions from '../src/db/migrations/0024_video_captions.js';
import { rowCount } from './helpers/row-count.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const vttOf = (...lines: string[]) =>
  `WEBVTT\n\n${lines.map((line, i) => `00:0${i}.000 --> 00:0${i}.900\n${line}`).join('\n\n')}\n`;

// Issue 16 item 8: captions per language, given by the video's owner, played and searched.
describe('captions', () => {
  let t: TestApp;
  let owner: SignedUp;
  let stranger: SignedUp;
  let admin: SignedUp;
  let video: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '0', ADMIN_EMAILS: 'captions-admin@example.test' });
    owner = await signUpVerified(t, 'captions-owner@example.test');
    stranger = await signUpVerified(t, 'captions-stranger@example.test');
    admin = await signUpVerified(t, 'captions-admin@example.test');
    video = await factories(t).video(owner.user.id, { title: 'Lanterns over water', subtitle: 'A calm night' });
  });
  afterAll(() => t.close());

  const captionsUrl = (id: number, language: string) => `/api/videos/${id}/captions/${language}`;
  const search = async (q: string) =>
    searchResponseSchema
      .parse((await browser(t).get(`/api/search?q=${encodeURIComponent(q)}`)).json())
      .videos.map((v) => v.id);
  const refusal = (res: { statusCode: number; json: () => unknown }) => [
    res.statusCode,
    errorBodySchema.parse(res.json()).message,
  ];

  it('lets the owner add captions per language; the page lists them and the file is served as WebVTT', async () => {
    const english = vttOf('<v Ana>Paper lanterns drift</v>', 'over the harbour');
    const added = await owner.browser.put(captionsUrl(video.id, 'en'), { vtt: english });
    expect(added.statusCode, added.body).toBe(200);
    expect(videoDetailSchema.parse(added.json()).captions).toEqual([
      { language: 'en', label: 'English', url: captionsUrl(video.id, 'en') },
    ]);
    await owner.browser.put(captionsUrl(video.id, 'fr'), { vtt: vttOf('Des lanternes de papier') });

    // Everyone sees the languages on the page, in one order, and gets each file.
    const page = videoDetailSchema.parse((await browser(t).get(`/api/videos/${video.id}`)).json());
    expect(page.captions.map((c) => [c.language, c.label])).toEqual([
      ['en', 'English'],
      ['fr', 'French'],
    ]);
    const file = await browser(t).get(captionsUrl(video.id, 'en'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.body).toBe(english);

    // Giving a language again replaces its file.
    const replaced = vttOf('Lanterns, replaced');
    expect((await owner.browser.put(captionsUrl(video.id, 'en'), { vtt: replaced })).statusCode).toBe(200);
    expect((await browser(t).get(captionsUrl(video.id, 'en'))).body).toBe(replaced);
    expect(await rowCount(t.handle.db, 'video_captions')).toBe(2);
  });

  it('answers a player that has the file already with 304, and a replaced file in full', async () => {
    await owner.browser.put(captionsUrl(video.id, 'de'), { vtt: vttOf('Papierlaternen') });
    const first = await t.app.inject({ method: 'GET', url: captionsUrl(video.id, 'de') });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['last-modified']).toBeDefined();

    const again = await t.app.inject({
      method: 'GET',
      url: captionsUrl(video.id, 'de'),
      headers: { 'if-none-match': etag },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    await owner.browser.put(captionsUrl(video.id, 'de'), { vtt: vttOf('Papierlaternen, neu') });
    const changed = await t.app.inject({
      method: 'GET',
      url: captionsUrl(video.id, 'de'),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(vttOf('Papierlaternen, neu'));
    expect(changed.headers.etag).not.toBe(etag);
    expect((await owner.browser.delete(captionsUrl(video.id, 'de'))).statusCode).toBe(204);
  });

  it('searches the words said in the captions with the title, also after the description changes', async () => {
    const v = await factories(t).video(owner.user.id, { title: 'Quiet harbour', subtitle: 'Boats at rest' });
    expect(await search('gondolier')).toEqual([]);
    await owner.browser.put(captionsUrl(v.id, 'en'), { vtt: vttOf('A Gondolier sings', 'under the bridge') });
    expect(await search('gondolier')).toEqual([v.id]);
    // Accents and partial words, as every search.
    await owner.browser.put(captionsUrl(v.id, 'fr'), { vtt: vttOf('Le café du port') });
    expect(await search('cafe')).toEqual([v.id]);

    const edited = await owner.browser.patch(`/api/videos/${v.id}`, {
      title: 'Quiet harbour',
      subtitle: 'Boats asleep',
      prompt: '',
      platformId: 1,
      categoryId: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('gondolier')).toEqual([v.id]);
    expect(await search('asleep')).toEqual([v.id]);

    expect((await owner.browser.delete(captionsUrl(v.id, 'en'))).statusCode).toBe(204);
    expect(await search('gondolier')).toEqual([]);
    expect(await search('asleep')).toEqual([v.id]);
    expect(await search('cafe')).toEqual([v.id]);
  });

  it('lets the owner remove one language; its file is then gone', async () => {
    const v = await factories(t).video(owner.user.id);
    await owner.browser.put(captionsUrl(v.id, 'de'), { vtt: vttOf('Laternen') });
    await owner.browser.put(captionsUrl(v.id, 'es'), { vtt: vttOf('Faroles') });
    expect((await owner.browser.delete(captionsUrl(v.id, 'de'))).statusCode).toBe(204);
    const page = videoDetailSchema.parse((await browser(t).get(`/api/videos/${v.id}`)).json());
    expect(page.captions.map((c) => c.language)).toEqual(['es']);
    expect(refusal(await browser(t).get(captionsUrl(v.id, 'de')))).toEqual([404, CAPTION_MESSAGES.notFound]);
    expect(refusal(await owner.browser.delete(captionsUrl(v.id, 'de')))).toEqual([404, CAPTION_MESSAGES.notFound]);
    expect(refusal(await owner.browser.delete(captionsUrl(v.id, 'xx')))).toEqual([404, CAPTION_MESSAGES.notFound]);
  });

  it('refuses visitors, other users and admins alike, whatever they send, and writes nothing', async () => {
    const before = await rowCount(t.handle.db, 'video_captions');
    const vtt = vttOf('Not yours');
    expect(refusal(await browser(t).put(captionsUrl(video.id, 'de'), { vtt }))).toEqual([401, MESSAGES.logInRequired]);
    expect(refusal(await browser(t).delete(captionsUrl(video.id, 'en')))).toEqual([401, MESSAGES.logInRequired]);
    for (const someone of [stranger, admin]) {
      expect(refusal(await someone.browser.put(captionsUrl(video.id, 'de'), { vtt: 42 }))).toEqual([
        403,
        REFUSAL_MESSAGES.notYourVideo,
      ]);
      expect(refusal(await someone.browser.delete(captionsUrl(video.id, 'en')))).toEqual([
        403,
        REFUSAL_MESSAGES.notYourVideo,
      ]);
    }
    expect(refusal(await owner.browser.put(captionsUrl(999_999, 'en'), { vtt }))).toEqual([
      404,
      MESSAGES.videoNotFound,
    ]);
    expect(await rowCount(t.handle.db, 'video_captions')).toBe(before);
    expect((await browser(t).get(captionsUrl(video.id, 'en'))).statusCode).toBe(200);
  });

  it('refuses a language not offered, a missing or oversized file and one that is not WebVTT, with the reason', async () => {
    const v = await factories(t).video(owner.user.id);
    const put = (language: string, body: unknown) => owner.browser.put(captionsUrl(v.id, language), body);
    const cases: [string, unknown, number, string | RegExp][] = [
      ['xx', { vtt: vttOf('Hi') }, 400, CAPTION_MESSAGES.languageInvalid],
      ['EN', { vtt: vttOf('Hi') }, 400, CAPTION_MESSAGES.languageInvalid],
      ['en', {}, 400, CAPTION_MESSAGES.fileRequired],
      ['en', { vtt: '' }, 400, CAPTION_MESSAGES.fileRequired],
      ['en', { vtt: 7 }, 400, CAPTION_MESSAGES.fileRequired],
      ['en', { vtt: `${vttOf('Long')}${'x'.repeat(512 * 1024)}` }, 400, CAPTION_MESSAGES.tooLarge],
      [
        'en',
        { vtt: '1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n' },
        400,
        /^Captions must be a WebVTT file \(line 1: No valid signature/,
      ],
      [
        'en',
        { vtt: 'WEBVTT\n\n00:05.000 -> 00:02.000\nBroken timing\n' },
        400,
        /^Captions must be a WebVTT file \(line 4: Cue identifier needs to be followed by timestamp/,
      ],
      ['en', { vtt: 'WEBVTT\n' }, 400, CAPTION_MESSAGES.noCues],
    ];
    for (const [language, body, status, message] of cases) {
      const [code, text] = refusal(await put(language, body));
      expect([language, JSON.stringify(body).slice(0, 40), code], String(text)).toEqual([
        language,
        JSON.stringify(body).slice(0, 40),
        status,
      ]);
      expect(text).toMatch(message);
    }
    const page = videoDetailSchema.parse((await browser(t).get(`/api/videos/${v.id}`)).json());
    expect(page.captions).toEqual([]);
  });

  it('serves no captions of a video others may not see, and drops them with the video', async () => {
    const processing = await factories(t).video(owner.user.id, { processing: 1 });
    await owner.browser.put(captionsUrl(processing.id, 'en'), { vtt: vttOf('Soon') });
    expect((await owner.browser.get(captionsUrl(processing.id, 'en'))).statusCode).toBe(200);
    expect(refusal(await browser(t).get(captionsUrl(processing.id, 'en')))).toEqual([404, MESSAGES.videoNotFound]);

    const gone = await factories(t).video(owner.user.id);
    await owner.browser.put(captionsUrl(gone.id, 'en'), { vtt: vttOf('Goodbye') });
    const before = await rowCount(t.handle.db, 'video_captions');
    expect((await owner.browser.delete(`/api/videos/${gone.id}`, { confirm: 'DELETE' })).statusCode).toBe(204);
    expect(await rowCount(t.handle.db, 'video_captions')).toBe(before - 1);
    expect(refusal(await browser(t).get(captionsUrl(gone.id, 'en')))).toEqual([404, MESSAGES.videoNotFound]);
  });

  it('migration 0024 goes down and up again, keeping the videos', async () => {
    const v = await factories(t).video(owner.user.id, { title: 'Migration clip' });
    const db = t.handle.db;
    await videoCaptions.down(db);
    // This database's tables only: on PostgreSQL the other test files' schemas, migrated in
    // parallel, hold tables of the same names.
    const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
    const tables = async () =>
      (await db.introspection.getTables()).filter((table) => schema === undefined || table.schema === schema);
    const columns = async () => (await tables()).find((table) => table.name === 'videos')!.columns.map((c) => c.name);
    // Down is for the code before it: the tables are as that code knew them.
    expect(await columns()).not.toContain('caption_languages');
    expect((await tables()).map((table) => table.name)).not.toContain('video_captions');
    await videoCaptions.up(db);
    expect(await columns()).toContain('caption_languages');
    expect((await owner.browser.put(captionsUrl(v.id, 'it'), { vtt: vttOf('Ciao') })).statusCode).toBe(200);
    expect(await search('ciao')).toEqual([v.id]);
    expect(await search('migration')).toEqual([v.id]);
  });
});
