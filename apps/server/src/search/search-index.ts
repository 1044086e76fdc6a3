import type { Orientation } from '@promptreel/contract';

/** What search matches and filters on, of one video; title and body in search form (lib/search-text.ts). */
export interface IndexedVideo {
  id: number;
  createdAt: number;
  title: string;
  body: string;
  platformId: number | null;
  orientation: Orientation | null;
}

export interface SearchFilters {
  platformId?: number;
  orientation?: Orientation;
}

type Where = 'anywhere' | 'title';
const SAME = ['createdAt', 'title', 'body', 'platformId', 'orientation'] as const;

/**
 * Videos' searchable words in memory: for each word the ids of the videos holding it (anywhere, and
 * in the title), ascending, and for each three-letter piece the words holding it, so a part of a
 * word ('koi' in 'koifish') finds every word it is in without reading them all. Matches what the
 * databases' trigram indexes match: every query word must be in the title or the description,
 * anywhere in a word; words shorter than three letters only filter what the longer ones find.
 * A search walks id lists and plain arrays by id; it reads a video's text only for those short
 * words or a filter (reading the objects of 250 candidates cost more than the walk itself).
 */
export function createSearchIndex() {
  // By id: ids count up with uploads, so arrays find a video without hashing.
  const videos: (IndexedVideo | undefined)[] = [];
  const createdAt: number[] = [];
  let size = 0;
  const ids: Record<Where, Map<string, number[]>> = { anywhere: new Map(), title: new Map() };
  const wordsByPiece = new Map<string, Set<string>>();
  // Lists appended to out of order (an edit of an older video), sorted again before their next use.
  const unsorted = new Set<number[]>();
  // A word's ids as one bit per id, for lists dense enough that the bits take no more room than the
  // list itself: asking whether a video holds a word is then one lookup, not a walk down its list
  // (the walk was four fifths of a two-word search over 100,000 videos). Made when first asked for,
  // dropped when the list changes.
  const bits = new WeakMap<number[], Uint32Array>();
  // Lists merged for a partial word, made anew by each search: bits for them would not pay.
  const merged = new WeakSet<number[]>();
  let everyId: number[] | null = null;

  const wordsIn = (text: string) => new Set(text.split(' ').filter(Boolean));
  const piecesOf = (word: string) => {
    const pieces = new Set<string>();
    for (let i = 0; i + 3 <= word.length; i++) pieces.add(word.slice(i, i + 3));
    return pieces;
  };
  const wordsOf = (v: IndexedVideo) => ({ anywhere: wordsIn(`${v.title} ${v.body}`), title: wordsIn(v.title) });

  function addWord(where: Where, word: string, id: number) {
    let list = ids[where].get(word);
    if (!list) {
      ids[where].set(word, (list = []));
      // Title words are words anywhere too: the pieces point at the 'anywhere' words.
      if (where === 'anywhere') {
        for (const piece of piecesOf(word)) {
          let words = wordsByPiece.get(piece);
          if (!words) wordsByPiece.set(piece, (words = new Set()));
          words.add(word);
        }
      }
    }
    if (list.length > 0 && list[list.length - 1]! > id) unsorted.add(list);
    list.push(id);
    bits.delete(list);
  }

  function removeWord(where: Where, word: string, id: number) {
    const list = ids[where].get(word);
    if (!list) return;
    const at = list.indexOf(id);
    if (at >= 0) list.splice(at, 1);
    bits.delete(list);
    if (list.length > 0) return;
    ids[where].delete(word);
    unsorted.delete(list);
    if (where === 'anywhere') for (const piece of piecesOf(word)) wordsByPiece.get(piece)?.delete(word);
  }

  function forget(old: IndexedVideo) {
    const words = wordsOf(old);
    for (const where of ['anywhere', 'title'] as const)
      for (const word of words[where]) removeWord(where, word, old.id);
  }

  const sorted = (list: number[]) => {
    if (unsorted.delete(list)) list.sort((a, b) => a - b);
    return list;
  };

  /** Ids of videos with a word containing `part` (three letters or more) there, ascending. */
  function idsContaining(part: string, where: Where): number[] {
    let fewest: Set<string> | undefined;
    for (const piece of piecesOf(part)) {
      const words = wordsByPiece.get(piece);
      if (!words) return [];
      if (!fewest || words.size < fewest.size) fewest = words;
    }
    const lists = [...fewest!].flatMap((w) => {
      const list = w.includes(part) ? ids[where].get(w) : undefined;
      return list ? [sorted(list)] : [];
    });
    if (lists.length <= 1) return lists[0] ?? [];
    const all = lists.flat().sort((a, b) => a - b);
    const list = all.filter((id, i) => i === 0 || all[i - 1] !== id);
    merged.add(list);
    return list;
  }

  /** A word's list as bits (see `bits`), or null when it is too sparse for them to pay. */
  function bitsOf(list: number[]): Uint32Array | null {
    const highest = videos.length;
    // A list element takes 4 to 8 bytes; the bits take an eighth of a byte per id up to the highest.
    if (list.length * 32 < highest) return null;
    let set = bits.get(list);
    if (!set) {
      set = new Uint32Array((highest >>> 5) + 1);
      for (const id of list) set[id >>> 5]! |= 1 << (id & 31);
      bits.set(list, set);
    }
    return set;
  }

  /** Walks id lists from their newest ids down, alongside ids asked for in descending order. */
  function walker(lists: number[][]) {
    const at = lists.map((list) => list.length - 1);
    const sets = lists.map((list) => (merged.has(list) ? null : bitsOf(list)));
    /** Whether every list holds `id`: 'all', 'no', or 'never' when none can hold it or anything older. */
    return (id: number): 'all' | 'no' | 'never' => {
      for (let k = 0; k < lists.length; k++) {
        const list = lists[k]!;
        const set = sets[k];
        if (set) {
          if (list.length === 0 || id < list[0]!) return 'never';
          if ((set[id >>> 5]! & (1 << (id & 31))) === 0) return 'no';
          continue;
        }
        let j = at[k]!;
        while (j >= 0 && list[j]! > id) j--;
        at[k] = j;
        if (j < 0) return 'never';
        if (list[j] !== id) return 'no';
      }
      return 'all';
    };
  }

  /** Up to `max` ids held by every list (every video when none) that fit, newest first. */
  function newestInAllLists(lists: number[][], fits: (id: number) => boolean, max: number): number[] {
    const first = lists[0] ?? (everyId ??= videos.flatMap((v, id) => (v ? [id] : [])));
    const inAll = walker(lists.slice(1));
    const found: number[] = [];
    for (let i = first.length - 1; i >= 0 && found.length < max; i--) {
      const id = first[i]!;
      const holds = inAll(id);
      if (holds === 'never') break;
      if (holds === 'no') continue;
      if (fits(id)) found.push(id);
    }
    return found;
  }

  /** The same when every list has bits: 32 ids at a time, from the highest down. */
  function newestInAllSets(sets: Uint32Array[], fits: (id: number) => boolean, max: number): number[] {
    const found: number[] = [];
    const first = sets[0]!;
    // An id past the end of any list's bits is not in that list.
    let top = first.length;
    for (const set of sets) top = Math.min(top, set.length);
    for (let at = top - 1; at >= 0 && found.length < max; at--) {
      let all = first[at]!;
      for (let k = 1; k < sets.length && all !== 0; k++) all &= sets[k]![at]!;
      while (all !== 0 && found.length < max) {
        const bit = 31 - Math.clz32(all);
        all ^= 1 << bit;
        const id = at * 32 + bit;
        if (fits(id)) found.push(id);
      }
    }
    return found;
  }

  return {
    get size() {
      return size;
    },

    /** Adds a video or replaces what was known of it. */
    put(video: IndexedVideo) {
      const old = videos[video.id];
      // Each look reads again the last minutes' changes: a video already known as it is stays put.
      if (old && SAME.every((field) => old[field] === video[field])) return;
      if (old) forget(old);
      else {
        size++;
        everyId = null;
      }
      videos[video.id] = video;
      createdAt[video.id] = video.createdAt;
      const words = wordsOf(video);
      for (const where of ['anywhere', 'title'] as const)
        for (const word of words[where]) addWord(where, word, video.id);
    },

    remove(id: number) {
      const old = videos[id];
      if (!old) return;
      forget(old);
      videos[id] = undefined;
      size--;
      everyId = null;
    },

    /**
     * Among the newest `candidates` videos (by id, as uploaded) holding every word, up to `limit`
     * ids: those with every word in the title first, then the rest, each newest first.
     */
    search(words: string[], filters: SearchFilters, candidates: number, limit: number): number[] {
      const long = words.filter((w) => w.length >= 3);
      const short = words.filter((w) => w.length < 3);
      const lists = long.map((w) => idsContaining(w, 'anywhere')).sort((a, b) => a.length - b.length);
      const readsVideo = short.length > 0 || filters.platformId !== undefined || filters.orientation !== undefined;
      const fits = (id: number) => {
        if (!readsVideo) return true;
        const video = videos[id]!;
        if (filters.platformId !== undefined && video.platformId !== filters.platformId) return false;
        if (filters.orientation !== undefined && video.orientation !== filters.orientation) return false;
        // A query word holds no space, so it is in 'title body' when it is in either.
        return short.every((w) => video.title.includes(w) || video.body.includes(w));
      };
      const sets = lists.map((list) => (merged.has(list) ? null : bitsOf(list)));
      const found =
        sets.length > 0 && sets.every((set) => set !== null)
          ? newestInAllSets(sets as Uint32Array[], fits, candidates)
          : newestInAllLists(lists, fits, candidates);
      // One number per video to rank by: title matches above all others (the offset is beyond any
      // date), then newest; equal keys keep `found`'s order, newest id first.
      const TIER = 1e15;
      const inTitle = walker(long.map((w) => idsContaining(w, 'title')));
      const keys = new Float64Array(found.length);
      found.forEach((id, i) => {
        const title =
          inTitle(id) === 'all' && (short.length === 0 || short.every((w) => videos[id]!.title.includes(w)));
        keys[i] = (title ? TIER : 0) + createdAt[id]!;
      });
      return topByKey(found, keys, limit);
    },
  };
}

/**
 * The `limit` items of highest key, highest first; equal keys in their given order. The threshold
 * comes from a native numeric sort of the keys, and only the chosen few are sorted with a comparator
 * (sorting all 250 candidates that way was a third of a search's time).
 */
function topByKey(items: number[], keys: Float64Array, limit: number): number[] {
  let chosen: number[] = [];
  if (items.length > limit) {
    const threshold = keys.slice().sort()[keys.length - limit]!;
    let atThreshold = limit;
    for (const key of keys) if (key > threshold) atThreshold--;
    for (let i = 0; i < keys.length; i++)
      if (keys[i]! > threshold || (keys[i] === threshold && atThreshold-- > 0)) chosen.push(i);
  } else chosen = items.map((_, i) => i);
  return chosen.sort((a, b) => keys[b]! - keys[a]!).map((i) => items[i]!);
}
