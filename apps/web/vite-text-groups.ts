import fs from 'node:fs';
import path from 'node:path';

/**
 * The later texts (src/locales/<language>/later) come in groups, each a chunk a language, fetched by
 * `withTexts` only when code that needs one loads. `watch` is what watching needs: the texts of the
 * code a video page loads (a link to one is the commonest first visit) and the site's lazy chrome;
 * `rest` is every other later text (upload, settings, studio, admin…). The order is their bits.
 */
export const TEXT_GROUPS = ['watch', 'rest'] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

/** The lazily loaded code whose texts are `watch`, from src/: the video page and what it loads at once. */
const WATCH_ENTRIES = [
  'app/routes/video.tsx',
  'app/video-viewer.tsx',
  'app/video-comments.tsx',
  'app/video-menu.tsx',
  'features/video-owner/components/video-actions-menu-impl.tsx',
  'components/ui/toast-layer.tsx',
  'components/ui/tooltip-bubble.tsx',
  'app/layout/account-session.tsx',
  'app/layout/signed-in-header.tsx',
  'features/auth/components/account-menu.tsx',
  'features/collections/components/save-popover.tsx',
  'components/content-credentials-popover.tsx',
];

/** A quoted key in the code ('feed.tab.latest'), as `t()` and tables of keys write them. */
export const QUOTED_KEY = /['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g;
/** A static import or re-export of the app's own code (`import type` brings none). */
const OWN_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
/** Each `import('./…')` of the app's own code. */
export const OWN_DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The file a relative specifier names, as TypeScript finds it; null for anything else (CSS, JSON). */
export function resolveOwn(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

/** Reads each file once (a build reads the same few hundred for every withTexts call). */
function fileReader() {
  const read = new Map<string, string>();
  return (file: string) => read.get(file) ?? read.set(file, fs.readFileSync(file, 'utf8')).get(file)!;
}

/** `file` and every file of the app it imports statically, however deep: the code that loads with it. */
function staticClosure(read: (file: string) => string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of read(file).matchAll(OWN_IMPORT)) {
    const found = resolveOwn(file, specifier!);
    if (found) staticClosure(read, found, seen);
  }
  return seen;
}

/** The keys written in these files. */
function keysIn(read: (file: string) => string, files: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const file of files) for (const [, key] of read(file).matchAll(QUOTED_KEY)) keys.add(key!);
  return keys;
}

/**
 * The groups of later texts, read from the code: `groupOf` each later key, and `groupsOf` a lazily
 * loaded file, the bits (1 << index in TEXT_GROUPS) of the groups its code uses; 0 for none.
 */
export function textGroups(srcDir: string, laterKeys: ReadonlySet<string>) {
  const entries = WATCH_ENTRIES.map((entry) => path.join(srcDir, entry));
  const missing = entries.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`vite-text-groups.ts: no such watch entry: ${missing.join(', ')}`);
  const read = fileReader();
  const watch = keysIn(
    read,
    entries.flatMap((entry) => [...staticClosure(read, entry)]),
  );
  const groupOf = (key: string): TextGroup => (watch.has(key) ? 'watch' : 'rest');
  const bitOf = (group: TextGroup) => 1 << TEXT_GROUPS.indexOf(group);
  return {
    groupOf,
    groupsOf(file: string): number {
      let bits = 0;
      for (const key of keysIn(read, staticClosure(read, file))) if (laterKeys.has(key)) bits |= bitOf(groupOf(key));
      return bits;
    },
  };
}

/**
 * `code` with each `withTexts(…)` call that imports the app's own code given a second argument: the
 * bits of the text groups that code uses (`groupsOf` its files). The lint rule that every such import
 * is inside a withTexts call makes this the whole list.
 */
export function withTextGroups(code: string, id: string, groupsOf: (file: string) => number): string {
  let out = '';
  let from = 0;
  for (let at = code.indexOf('withTexts(', from); at !== -1; at = code.indexOf('withTexts(', from)) {
    const close = closingParen(code, at + 'withTexts'.length);
    if (close === -1) break;
    const call = code.slice(at, close);
    const files = [...call.matchAll(OWN_DYNAMIC_IMPORT)].map(([, spec]) => resolveOwn(id, spec!));
    out += code.slice(from, close);
    // After the call's own trailing comma, if it has one (a call written over several lines).
    const comma = /,\s*$/.test(call) ? ' ' : ', ';
    if (files.length > 0 && files.every(Boolean)) out += `${comma}${files.reduce((bits, f) => bits | groupsOf(f!), 0)}`;
    from = close;
  }
  return out + code.slice(from);
}

/** The index of the `)` that closes the `(` at `open`, skipping strings; -1 if there is none. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = code.indexOf(c, i + 1);
      if (end === -1) return -1;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}
