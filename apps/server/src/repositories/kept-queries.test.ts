import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/sqlite.js';
import { createKeptQueries } from './kept-queries.js';

interface Db {
  people: { id: number; name: string };
}

describe('queries kept by shape', () => {
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: openSqlite(':memory:') }) });
  afterAll(() => db.destroy());

  it('runs each call with its own values, and builds a shape once', async () => {
    await db.schema.createTable('people').addColumn('id', 'integer').addColumn('name', 'text').execute();
    await db
      .insertInto('people')
      .values([
        { id: 1, name: 'ada' },
        { id: 2, name: 'bo' },
        { id: 3, name: 'cy' },
      ])
      .execute();
    const run = createKeptQueries(db);
    let builds = 0;
    const named = (ids: number[], name: string) =>
      run(
        `people of ${ids.length}`,
        (slot) => {
          builds++;
          return db
            .selectFrom('people')
            .select('id')
            .where(
              'id',
              'in',
              ids.map((_, i) => slot(`id${i}`)),
            )
            .where('name', '!=', slot('name'))
            .orderBy('id');
        },
        { name, ...Object.fromEntries(ids.map((id, i) => [`id${i}`, id])) },
      );
    expect(await named([1, 2], 'zed')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await named([2, 3], 'cy')).toEqual([{ id: 2 }]);
    expect(await named([1, 3], 'ada')).toEqual([{ id: 3 }]);
    expect(builds).toBe(1);
    expect(await named([1], 'zed')).toEqual([{ id: 1 }]);
    expect(builds).toBe(2);
    await expect(
      run('missing', (slot) => db.selectFrom('people').select('id').where('name', '=', slot('x')), {}),
    ).rejects.toThrow(/no value for slot x/);
  });
});
