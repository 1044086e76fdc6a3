import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Which build of better-sqlite3 opens SQLite files. Open them with openSqlite(), never by importing
 * `better-sqlite3` directly.
 *
 * - `better-sqlite3-napi` (better-sqlite3 13, an npm alias) is built on Node-API 10: one prebuilt
 *   binary in the package works on every Node.js from 22.14 on, with no compiling. It is used
 *   wherever the runtime has Node-API 10 (Node.js 22 and 24).
 * - `better-sqlite3` (12) is the build for Node.js 20, which has only Node-API 9 (version 13
 *   crashes there). It is compiled for one Node.js ABI (prebuilt download, or from source).
 *
 * Why not 12 everywhere: Node.js 24.19 to 24.21 (at least) give every `node::ObjectWrap` a cleanup
 * hook, and a 12 compiled against their headers (what `npm ci` does when no prebuilt binary can be
 * downloaded) aborts the process when the garbage collector frees a statement with no context
 * entered: "Assertion failed: (env) != nullptr" in node::RemoveEnvironmentCleanupHook
 * (nodejs/node#65446). 13 does not use `node::ObjectWrap`.
 */
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
type SqliteModule = typeof BetterSqlite3;

const require = createRequire(import.meta.url);
let chosen: SqliteModule | undefined;

export function sqliteModuleName(): 'better-sqlite3-napi' | 'better-sqlite3' {
  if (Number(process.versions.napi) >= 10) {
    try {
      require.resolve('better-sqlite3-napi');
      return 'better-sqlite3-napi';
    } catch {
      // not installed (node_modules from before it was added): version 12 still runs on 22
    }
  }
  return 'better-sqlite3';
}

export function openSqlite(file: string, options?: BetterSqlite3.Options): SqliteConnection {
  chosen ??= require(sqliteModuleName()) as SqliteModule;
  return new chosen(file, options);
}
