import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mapVideos, patchVideoInQueries } from './video-cache';
import { removeVideoFromQueries, removeVideosWhere } from './video-cache-lists';

const card = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  viewsCount: 0,
  views: '0 views',
  publicUrl: `/media/${id}.mp4`,
  ...extra,
});

describe('mapVideos', () => {
  it('returns the same reference when the video is not there', () => {
    const data = { pages: [{ items: [card(1), card(2)] }] };
    expect(mapVideos(data, 3, (v) => ({ ...v, title: 'x' }))).toBe(data);
  });

  it('changes the video wherever it sits, leaving its neighbours untouched', () => {
    const data = { pages: [{ items: [card(1), card(2)] }], nested: [{ video: card(2) }] };
    const next = mapVideos(data, 2, (v) => ({ ...v, title: 'New' })) as typeof data;
    expect(next.pages[0]!.items[1]!.title).toBe('New');
    expect(next.pages[0]!.items[0]).toBe(data.pages[0]!.items[0]);
    expect(next.nested[0]!.video.title).toBe('New');
  });

  it('drops a video from arrays when the change returns null', () => {
    const data = { items: [card(1), card(2)] };
    expect(mapVideos(data, 1, () => null)).toEqual({ items: [card(2)] });
  });

  it('leaves things that only look a little like videos (comments) alone', () => {
    const data = { items: [{ id: 1, body: 'hi' }] };
    expect(mapVideos(data, 1, () => null)).toBe(data);
  });
});

describe('query cache helpers', () => {
  it('patches lists and the page, only with fields each copy already has', () => {
    const client = new QueryClient();
    client.setQueryData(['videos', 'feed', 'latest'], { pages: [{ items: [card(1), card(2)] }] });
    client.setQueryData(['videos', 'detail', 2], card(2, { subtitle: 'old' }));
    patchVideoInQueries(client, 2, { title: 'Edited', viewsCount: 5, views: '5 views', subtitle: 'new' } as never);
    const feed = client.getQueryData<{ pages: { items: Record<string, unknown>[] }[] }>(['videos', 'feed', 'latest']);
    expect(feed!.pages[0]!.items[1]).toMatchObject({ title: 'Edited', viewsCount: 5 });
    expect(feed!.pages[0]!.items[1]).not.toHaveProperty('subtitle');
    expect(client.getQueryData(['videos', 'detail', 2])).toMatchObject({ title: 'Edited', subtitle: 'new' });
  });

  it('leaves a copy alone when the patch changes nothing in it (an update would restart its polling)', () => {
    const client = new QueryClient();
    const list = { pages: [{ items: [card(1), card(2, { comments: 0 })] }] };
    client.setQueryData(['videos', 'feed', 'latest'], list);
    client.setQueryData(['videos', 'detail', 2], card(2, { comments: 0, processing: true }));
    const updates: unknown[] = [];
    const unsubscribe = client.getQueryCache().subscribe((event) => event.type === 'updated' && updates.push(event));
    patchVideoInQueries(client, 2, { comments: 0 });
    unsubscribe();
    expect(updates).toEqual([]);
    expect(client.getQueryData(['videos', 'feed', 'latest'])).toBe(list);
  });

  it('removes a deleted video from lists and forgets its page', () => {
    const client = new QueryClient();
    client.setQueryData(['videos', 'feed', 'latest'], { pages: [{ items: [card(1), card(2)] }] });
    client.setQueryData(['profiles', 'x', 'uploads'], { items: [card(2)] });
    client.setQueryData(['videos', 'detail', 2], card(2));
    removeVideoFromQueries(client, 2);
    expect(client.getQueryData(['videos', 'feed', 'latest'])).toEqual({ pages: [{ items: [card(1)] }] });
    expect(client.getQueryData(['profiles', 'x', 'uploads'])).toEqual({ items: [] });
    expect(client.getQueryData(['videos', 'detail', 2])).toBeUndefined();
  });
});

describe('removeVideosWhere', () => {
  it('drops the videos it picks from the lists under one key only, keeping their freshness', () => {
    const client = new QueryClient();
    const feed = {
      pages: [{ items: [card(1, { categorySlug: 'anime' }), card(2), card(3, { categorySlug: 'anime' })] }],
    };
    const other = { pages: [{ items: [card(1, { categorySlug: 'anime' })] }] };
    client.setQueryData(['videos', 'feed', 'foryou', {}], feed, { updatedAt: 1000 });
    client.setQueryData(['videos', 'feed', 'latest', {}], other);
    client.setQueryData(['videos', 'detail', 1], card(1, { categorySlug: 'anime' }));

    removeVideosWhere(client, ['videos', 'feed', 'foryou'], (video) => video.categorySlug === 'anime');

    const left = client.getQueryData<typeof feed>(['videos', 'feed', 'foryou', {}])!;
    expect(left.pages[0]!.items.map((video) => video.id)).toEqual([2]);
    expect(client.getQueryState(['videos', 'feed', 'foryou', {}])!.dataUpdatedAt).toBe(1000);
    expect(client.getQueryData(['videos', 'feed', 'latest', {}])).toBe(other);
    expect(client.getQueryData(['videos', 'detail', 1])).toEqual(card(1, { categorySlug: 'anime' }));
  });
});
