import { describe, expect, it } from 'vitest';
import { patchVideoInData } from './video-cache';

const card = (id: number, claps = 0) => ({ id, title: `Video ${id}`, claps, clapped: false, comments: 0 });

describe('patchVideoInData', () => {
  it('patches a video inside infinite pages and leaves the rest alone', () => {
    const data = { pages: [{ items: [card(1), card(2)], nextCursor: 'x' }, { items: [card(3)] }], pageParams: [null] };
    const next = patchVideoInData(data, 2, { claps: 5, clapped: true });
    expect(next.pages[0]!.items[1]).toMatchObject({ id: 2, claps: 5, clapped: true });
    expect(next.pages[0]!.items[0]).toBe(data.pages[0]!.items[0]);
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('patches a single video', () => {
    expect(patchVideoInData(card(7), 7, { comments: 3 })).toMatchObject({ comments: 3 });
  });

  it('returns the same object when the video is not there', () => {
    const data = { pages: [{ items: [card(1)] }] };
    expect(patchVideoInData(data, 9, { claps: 1 })).toBe(data);
    expect(patchVideoInData(undefined, 9, { claps: 1 })).toBeUndefined();
  });
});
