import { describe, expect, it } from 'vitest';
import { searchWords } from '../lib/search-text.js';
import { createPeopleIndex, type IndexedPerson } from './people-index.js';

/** What the databases' people search answers, written plainly. */
function reference(people: IndexedPerson[], words: string[], limit: number) {
  const form = (u: string) =>
    u
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return people
    .filter((p) => words.every((w) => form(p.username).includes(w)))
    .sort((a, b) => a.username.length - b.username.length || (a.username < b.username ? -1 : 1))
    .slice(0, limit)
    .map((p) => p.id);
}

const PARTS = ['koi', 'maker', 'neon', 'pond', 'zoë', 'ab', 'x', '_', 'Lantern', '7'];

function randomPeople(count: number) {
  let s = 3;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => PARTS[Math.floor(random() * PARTS.length)]!;
  return Array.from({ length: count }, (_, i) => ({ id: `u${i}`, username: `${pick()}${pick()}${i}` }));
}

describe('the in-memory people index', () => {
  it('answers as the databases do: parts of names, case and accents, short words, order, bounds', () => {
    const people = randomPeople(3000);
    const index = createPeopleIndex();
    for (const p of people) index.put(p);
    // 'mak' and 'ab' match many (everyone walked in order); 'zoe7' and '1234' few (matches sorted).
    for (const q of [
      'koi',
      'mak',
      'KOI maker',
      'zoe',
      'Zoë 7',
      'ab',
      'x 1',
      'lantern_',
      '1234',
      'neon pond 99',
      'zzz',
    ]) {
      const words = searchWords(q);
      expect(index.search(words, 20), q).toEqual(reference(people, words, 20));
      expect(index.search(words, 3), q).toEqual(reference(people, words, 3));
    }
  });

  it('follows renames, removals and newcomers', () => {
    const people = randomPeople(500);
    const index = createPeopleIndex();
    for (const p of people) index.put(p);
    const check = () => {
      for (const q of ['koi', 'mak', 'neon', 'zoe', 'renamed', 'newcomer', 'ab']) {
        const words = searchWords(q);
        expect(index.search(words, 20), q).toEqual(reference(people, words, 20));
      }
    };
    check();
    people[7] = { id: 'u7', username: 'renamed_koi' };
    index.put(people[7]);
    const [gone] = people.splice(9, 1);
    index.remove(gone!.id);
    index.remove('nobody');
    people.push({ id: 'new', username: 'ab' }, { id: 'new2', username: 'newcomer' });
    index.put(people.at(-2)!);
    index.put(people.at(-1)!);
    expect(index.size).toBe(501);
    check();
    expect(index.search(['renamed'], 20)).toEqual(['u7']);
    expect(index.search([gone!.username.slice(0, 8)], 20)).not.toContain(gone!.id);
  });
});
