/** One person search can find: a profile not deleted. */
export interface IndexedPerson {
  id: string;
  username: string;
}

/** The form a username is matched in: lower-case, accents removed, as query words are. */
const matchForm = (username: string) =>
  username
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const byLengthThenName = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Usernames in memory, matched as the databases' people search matches them: every query word
 * anywhere in the username (case and accents aside), shortest usernames first, then by name. Each
 * three-letter piece points at the people whose username holds it, so a search reads only the
 * people holding its rarest piece; words shorter than three letters only filter (alone, they are
 * looked for in everyone, in order, until enough are found).
 */
export function createPeopleIndex() {
  const people = new Map<string, { username: string; form: string }>();
  const byPiece = new Map<string, Set<string>>();
  // Everyone's ids in result order, made again on the first search after a change.
  let ordered: string[] | null = null;

  const piecesOf = (form: string) => {
    const pieces = new Set<string>();
    for (let i = 0; i + 3 <= form.length; i++) pieces.add(form.slice(i, i + 3));
    return pieces;
  };

  function remove(id: string) {
    const old = people.get(id);
    if (!old) return;
    for (const piece of piecesOf(old.form)) {
      const ids = byPiece.get(piece)!;
      ids.delete(id);
      if (ids.size === 0) byPiece.delete(piece);
    }
    people.delete(id);
    ordered = null;
  }

  const orderedIds = () =>
    (ordered ??= [...people.keys()].sort((a, b) => byLengthThenName(people.get(a)!.username, people.get(b)!.username)));

  return {
    get size() {
      return people.size;
    },

    /** Adds a person or replaces what was known of them. */
    put(person: IndexedPerson) {
      if (people.get(person.id)?.username === person.username) return;
      remove(person.id);
      const form = matchForm(person.username);
      people.set(person.id, { username: person.username, form });
      for (const piece of piecesOf(form)) {
        let ids = byPiece.get(piece);
        if (!ids) byPiece.set(piece, (ids = new Set()));
        ids.add(person.id);
      }
      ordered = null;
    },

    remove,

    /** Up to `limit` ids of people whose username holds every word, in result order. */
    search(words: string[], limit: number): string[] {
      const holdsAll = (id: string) => {
        const form = people.get(id)!.form;
        return words.every((w) => form.includes(w));
      };
      let fewest: Set<string> | undefined;
      for (const word of words)
        for (const piece of piecesOf(word)) {
          const ids = byPiece.get(piece);
          if (!ids) return [];
          if (!fewest || ids.size < fewest.size) fewest = ids;
        }
      // Many candidates (or only short words): walk everyone in order until enough are found.
      if (!fewest || fewest.size * 8 > people.size) {
        const found: string[] = [];
        for (const id of orderedIds()) {
          if (found.length === limit) break;
          if ((!fewest || fewest.has(id)) && holdsAll(id)) found.push(id);
        }
        return found;
      }
      return [...fewest]
        .filter(holdsAll)
        .sort((a, b) => byLengthThenName(people.get(a)!.username, people.get(b)!.username))
        .slice(0, limit);
    },
  };
}
