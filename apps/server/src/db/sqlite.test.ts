import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openSqlite, sqliteModuleName } from './sqlite.js';

describe('the SQLite build for the running Node.js', () => {
  it('is better-sqlite3 13 (Node-API) wherever Node-API 10 is there, 12 on Node.js 20', () => {
    expect(sqliteModuleName()).toBe(Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
    const db = openSqlite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });

  it('lets the garbage collector free thousands of statements in the middle of work', () => {
    // On Node.js 24.19+ a better-sqlite3 12 compiled against its headers aborts here
    // ("Assertion failed: (env) != nullptr", exit 134): see sqlite.ts.
    const sqliteTs = pathToFileURL(path.join(import.meta.dirname, 'sqlite.ts')).href;
    const script = `
      import { openSqlite } from ${JSON.stringify(sqliteTs)};
      const db = openSqlite(':memory:');
      db.exec('create table t (x)');
      for (let i = 0; i < 5000; i++) db.prepare('insert into t values (?)').run(i);
      const junk = [];
      for (let i = 0; i < 200000; i++) junk.push({ i, s: 'x'.repeat(50) });
      console.log(db.prepare('select count(*) as n from t').get().n);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    expect(child.stderr).not.toContain('Assertion failed');
    expect({ status: child.status, signal: child.signal, out: child.stdout.trim() }).toEqual({
      status: 0,
      signal: null,
      out: '5000',
    });
    // A child Node.js with tsx: 7.7 s once on a loaded two-core CI machine (5 s is vitest's default).
  }, 60_000);
});
