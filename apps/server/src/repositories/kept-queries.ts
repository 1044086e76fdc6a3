import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

const SLOT = '\u0000slot:';

/**
 * Queries built and compiled once per shape, then run with new values. Kysely spends ~200 µs
 * building and compiling a card or people query; SQLite runs the statement in ~20 µs. The builder
 * gets stand-ins for the values (`slot(name)`), found again in the compiled parameters and replaced,
 * so a shape's SQL never carries one caller's values into another's.
 */
export function createKeptQueries(db: Kysely<any>) {
  const compiled = new LRUCache<string, CompiledQuery>({ max: 500 });
  return async function run<Row>(
    shape: string,
    build: (slot: (name: string) => never) => Compilable<Row>,
    values: Record<string, unknown>,
  ): Promise<Row[]> {
    let query = compiled.get(shape);
    if (!query) {
      query = build((name) => `${SLOT}${name}` as never).compile();
      compiled.set(shape, query);
    }
    const parameters = query.parameters.map((p) => {
      if (typeof p !== 'string' || !p.startsWith(SLOT)) return p;
      const name = p.slice(SLOT.length);
      if (!(name in values)) throw new Error(`no value for slot ${name} of query ${shape}`);
      return values[name];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

/** The values of stand-ins `id0`, `id1`, … for a list (a shape that names the list's length). */
export const idValues = (ids: readonly unknown[]) => Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
