import type { OrientationValue } from '../db/schema.js';

/** What search matches and filters on, of one video; title and body in search form (lib/search-text.ts). */
export interface IndexedVideo {
  id: number;
  createdAt: number;
  title: string;
  body: string;
  platformId: number | null;
  orientation: OrientationValue | null;
}

export interface SearchFilters {
  platformId?: number;
  orientation?: OrientationValue;
}

/**
 * Videos' searchable words in memory: each word's video ids in ascending order, and each word's
 * three-letter pieces pointing back at the words, so a part of a word ('koi' in 'koifish') finds
 * every word it is in without reading them all. Matches what the databases' trigram indexes match:
 * every query word must be in the title or the description, anywhere in a word; words shorter than
 * three letters only filter what the longer ones find.
 */
export function createSearchIndex() {
  const videos = new Map<number, IndexedVideo>();
  const idsByWord = new Map<string, number[]>();
  const wordsByPiece = new Map<string, Set<string>>();
  // Lists appended to out of order (an edit of an older video), sorted again before their next use.
  const unsorted = new Set<number[]>();
  let everyId: number[] | null = null;

  const wordsOf = (v: IndexedVideo) => new Set(`${v.title} ${v.body}`.split(' ').filter(Boolean));
  const piecesOf = (word: string) => {
    const pieces = new Set<string>();
    for (let i = 0; i + 3 <= word.length; i++) pieces.add(word.slice(i, i + 3));
    return pieces;
  };

  function addWord(word: string, id: number) {
    let ids = idsByWord.get(word);
    if (!ids) {
      ids = [];
      idsByWord.set(word, ids);
      for (const piece of piecesOf(word)) {
        let words = wordsByPiece.get(piece);
        if (!words) wordsByPiece.set(piece, (words = new Set()));
        words.add(word);
      }
    }
    if (ids.length > 0 && ids[ids.length - 1]! > id) unsorted.add(ids);
    ids.push(id);
  }

  function removeWord(word: string, id: number) {
    const ids = idsByWord.get(word);
    if (!ids) return;
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1);
    if (ids.length > 0) return;
    idsByWord.delete(word);
    unsorted.delete(ids);
    for (const piece of piecesOf(word)) wordsByPiece.get(piece)?.delete(word);
  }

  const sorted = (ids: number[]) => {
    if (unsorted.delete(ids)) ids.sort((a, b) => a - b);
    return ids;
  };

  /** Ids of videos with a word containing `part` (three letters or more), ascending. */
  function idsContaining(part: string): number[] {
    let fewest: Set<string> | undefined;
    for (const piece of piecesOf(part)) {
      const words = wordsByPiece.get(piece);
      if (!words) return [];
      if (!fewest || words.size < fewest.size) fewest = words;
    }
    const lists = [...fewest!].filter((w) => w.includes(part)).map((w) => sorted(idsByWord.get(w)!));
    if (lists.length <= 1) return lists[0] ?? [];
    const all = lists.flat().sort((a, b) => a - b);
    return all.filter((id, i) => i === 0 || all[i - 1] !== id);
  }

  return {
    get size() {
      return videos.size;
    },

    /** Adds a video or replaces what was known of it. */
    put(video: IndexedVideo) {
      const old = videos.get(video.id);
      if (old) for (const word of wordsOf(old)) removeWord(word, old.id);
      else everyId = null;
      videos.set(video.id, video);
      for (const word of wordsOf(video)) addWord(word, video.id);
    },

    remove(id: number) {
      const old = videos.get(id);
      if (!old) return;
      for (const word of wordsOf(old)) removeWord(word, id);
      videos.delete(id);
      everyId = null;
    },

    /**
     * Among the newest `candidates` videos (by id, as uploaded) holding every word, up to `limit`
     * ids: those with every word in the title first, then the rest, each newest first.
     */
    search(words: string[], filters: SearchFilters, candidates: number, limit: number): number[] {
      const long = words.filter((w) => w.length >= 3);
      const short = words.filter((w) => w.length < 3);
      const lists = long.map(idsContaining).sort((a, b) => a.length - b.length);
      const first = lists.shift() ?? (everyId ??= [...videos.keys()].sort((a, b) => a - b));
      // The lists are walked together from their newest ids down, each only as far as needed.
      const at = lists.map((ids) => ids.length - 1);
      const found: IndexedVideo[] = [];
      walk: for (let i = first.length - 1; i >= 0 && found.length < candidates; i--) {
        const id = first[i]!;
        for (let k = 0; k < lists.length; k++) {
          const ids = lists[k]!;
          let j = at[k]!;
          while (j >= 0 && ids[j]! > id) j--;
          at[k] = j;
          if (j < 0) break walk;
          if (ids[j] !== id) continue walk;
        }
        const video = videos.get(id)!;
        if (filters.platformId !== undefined && video.platformId !== filters.platformId) continue;
        if (filters.orientation !== undefined && video.orientation !== filters.orientation) continue;
        // A query word holds no space, so it is in 'title body' when it is in either.
        if (!short.every((w) => video.title.includes(w) || video.body.includes(w))) continue;
        found.push(video);
      }
      // One number per video to sort by: title matches above all others (the offset is beyond any
      // date), then newest; the sort is stable and `found` is newest id first, so equal dates stay
      // in id order. A numeric key sorts in a fraction of the time of comparing objects field by field.
      const TIER = 1e15;
      const keys = found.map((v) => (words.every((w) => v.title.includes(w)) ? TIER : 0) + v.createdAt);
      return found
        .map((_, i) => i)
        .sort((a, b) => keys[b]! - keys[a]!)
        .slice(0, limit)
        .map((i) => found[i]!.id);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
