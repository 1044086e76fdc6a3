import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from '../lib/search-text.js';
import { createSearchIndex, type IndexedVideo, type SearchFilters } from './search-index.js';

const WORDS = ['neon', 'koi', 'pond', 'glass', 'dune', 'café', 'aurora', 'lantern', 'koifish', 'ponder', 'x', 'ab'];

/** What the databases' search answers, written plainly: every word anywhere in title or description. */
function reference(videos: IndexedVideo[], words: string[], filters: SearchFilters, candidates: number, limit: number) {
  const text = (v: IndexedVideo) => `${v.title} ${v.body}`;
  return videos
    .filter((v) => words.every((w) => text(v).includes(w)))
    .filter((v) => filters.platformId === undefined || v.platformId === filters.platformId)
    .filter((v) => filters.orientation === undefined || v.orientation === filters.orientation)
    .sort((a, b) => b.id - a.id)
    .slice(0, candidates)
    .map((v) => ({ v, tier: words.every((w) => v.title.includes(w)) ? 0 : 1 }))
    .sort((a, b) => a.tier - b.tier || b.v.createdAt - a.v.createdAt || b.v.id - a.v.id)
    .slice(0, limit)
    .map(({ v }) => v.id);
}

function randomVideos(count: number, seed = 7) {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    createdAt: Math.floor(random() * 1000),
    title: searchText(`${pick()} ${pick()} ${i}`),
    body: random() < 0.5 ? searchText(`${pick()} ${pick()}`) : '',
    platformId: 1 + Math.floor(random() * 3),
    orientation: random() < 0.5 ? ('portrait' as const) : ('landscape' as const),
  }));
}

describe('the in-memory search index', () => {
  it('answers as the databases do: partial words, any order, accents, short words, filters, ranking, bounds', () => {
    const videos = randomVideos(2000);
    const index = createSearchIndex();
    for (const v of [...videos].reverse()) index.put(v);
    const queries = [
      'neon koi',
      'koi',
      'ond',
      'Cafe',
      'KOI neon',
      'lant x',
      'ab',
      'x',
      '12',
      '1 neo',
      'dune glass aurora',
      'ond neon',
      'zzz',
    ];
    const filters: SearchFilters[] = [
      {},
      { platformId: 2 },
      { orientation: 'portrait' },
      { platformId: 3, orientation: 'landscape' },
    ];
    for (const q of queries) {
      for (const f of filters) {
        const words = searchWords(q);
        expect(index.search(words, f, 250, 50), `${q} ${JSON.stringify(f)}`).toEqual(
          reference(videos, words, f, 250, 50),
        );
        expect(index.search(words, f, 7, 5)).toEqual(reference(videos, words, f, 7, 5));
      }
    }
    expect(index.search(['koi'], {}, 250, 50).length).toBe(50);
  });

  it('follows edits, removals and new videos, including an older video edited after newer ones', () => {
    const videos = randomVideos(300);
    const index = createSearchIndex();
    for (const v of videos) index.put(v);
    // Asked between the changes, so that whatever a search keeps of a word is from before the next.
    const answersAsTheReference = (queries: string[]) => {
      for (const q of queries) {
        const words = searchWords(q);
        expect(index.search(words, {}, 250, 50), q).toEqual(reference(videos, words, {}, 250, 50));
        expect(index.search(words, {}, 400, 400), q).toEqual(reference(videos, words, {}, 400, 400));
      }
    };
    const queries = ['zebra', 'strip', 'neon', 'koi pond', 'neon koi', 'glass dune'];
    answersAsTheReference(queries);
    // A video the searches would find, so that a removal the index missed shows.
    const gone = videos.splice(
      videos.findIndex((v) => v.id > 20 && `${v.title} ${v.body}`.includes('neon')),
      1,
    )[0]!;
    index.remove(gone.id);
    index.remove(99_999);
    answersAsTheReference([...queries, gone.title.split(' ')[2]!]);
    const newer = randomVideos(340, 11)
      .slice(300)
      .map((v) => ({ ...v, title: `koi ${v.title}` }));
    for (const v of newer) index.put(v);
    videos.push(...newer);
    answersAsTheReference(queries);
    const edited = { ...videos[10]!, title: 'zebra neon crossing', body: 'striped koi' };
    videos[10] = edited;
    index.put(edited);
    expect(index.size).toBe(339);
    answersAsTheReference(queries);
    expect(index.search(['zebra'], {}, 250, 50)).toEqual([edited.id]);
    expect(index.search(['crossing'], {}, 250, 50)).toEqual([edited.id]);
  });
});
