import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { QUOTED_KEY, TEXT_GROUPS, textGroups, withTextGroups } from './vite-text-groups';

/** The file the server reads to preload the chosen language's catalogue beside the entry. */
export const LOCALE_PRELOADS_FILE = 'locale-preloads.json';

/**
 * The module src/lib/i18n.ts imports its languages' texts from: `BOOT`, each language's loader of its
 * first-load texts, and `LATER`, each language's loaders of its later texts, one per group
 * (vite-text-groups.ts, in TEXT_GROUPS' order). A loader fetches one module (below): the texts of its
 * kind or group from all of the language's parts, in one object.
 */
const TEXTS_MODULE = 'virtual:texts';
/**
 * One language's texts of a kind, its parts merged: 'virtual:texts/texts-boot-en-GB'. Each is loaded
 * only through its `import()`, so it is a chunk of its own, named after the module ('texts-boot-es'):
 * one request per language, whose module is the messages and nothing else.
 */
const TEXTS_PART = new RegExp(`^\0virtual:texts/texts-(boot|${TEXT_GROUPS.join('|')})-([\\w-]+)$`);
const KINDS = ['boot', 'later'] as const;
/** src, found from this file rather than the root (the tests' root is the repository's). */
const SRC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const LOCALES_DIR = path.join(SRC_DIR, 'locales');

/**
 * Short names for keys in the build ('a', 'b', … '1z'): a key is written in the code and again in
 * its catalogue, so 'videos.clapCount' would cost its length twice in every first load. The same
 * order (sorted) in the browser's and the server's build gives both the same names.
 */
function shortNames(root: string): Map<string, string> {
  const keys = [...keysOf(root, 'boot'), ...keysOf(root, 'later')].sort();
  return new Map(keys.map((key, i) => [key, i.toString(36)]));
}

/** British English's keys of one kind (`boot` or `later`), from src/locales/en-GB. */
function keysOf(root: string, kind: 'boot' | 'later'): Set<string> {
  const dir = path.join(root, 'src/locales/en-GB', kind);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  return new Set(files.flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))));
}

/**
 * The message catalogues, compiled at build time: Lingui's runtime then formats their ICU messages
 * (plurals, placeholders) without a parser in the browser. They reach the app as `virtual:texts`
 * (TEXTS_MODULE above). The build lists each language's first-load chunk for the server, and fails when
 * the first load's code uses a text of `later/` (it would show its key) or `boot/` holds one it never uses.
 */
export function catalogues(): Plugin {
  let root = '';
  let short: Map<string, string> | null = null;
  const nameOf = (key: string) => short?.get(key) ?? key;
  // Read from the code once a build; in development afresh, as the code changes.
  let groups: ReturnType<typeof textGroups> | null = null;
  const groupsNow = () => groups ?? textGroups(SRC_DIR, keysOf(root, 'later'));
  return {
    name: 'promptreel-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      if (config.command === 'build') {
        short = shortNames(root);
        groups = textGroups(SRC_DIR, keysOf(root, 'later'));
      }
    },
    resolveId(id) {
      if (id === TEXTS_MODULE || id.startsWith(`${TEXTS_MODULE}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${TEXTS_MODULE}`) {
        const locales = fs.readdirSync(LOCALES_DIR).sort();
        const loader = (kind: string, l: string) =>
          `()=>import(${JSON.stringify(`${TEXTS_MODULE}/texts-${kind}-${l}`)})`;
        const boot = locales.map((l) => `${JSON.stringify(l)}:${loader('boot', l)}`);
        const later = locales.map((l) => `${JSON.stringify(l)}:[${TEXT_GROUPS.map((g) => loader(g, l)).join(',')}]`);
        return `export const BOOT = {${boot.join(',')}};\nexport const LATER = {${later.join(',')}};`;
      }
      const match = TEXTS_PART.exec(id);
      if (!match) return null;
      const kind = match[1] === 'boot' ? 'boot' : 'later';
      const dir = path.join(LOCALES_DIR, match[2]!, kind);
      // A group of later texts: its keys alone (vite-text-groups.ts).
      const inGroup = kind === 'later' ? groupsNow().groupOf : null;
      const messages: Record<string, unknown> = {};
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        this.addWatchFile(path.join(dir, file));
        const part = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(part))
          if (!inGroup || inGroup(key) === match[1]) messages[nameOf(key)] = compileMessage(text);
      }
      return `export default ${JSON.stringify(messages)};`;
    },
    transform(code, id) {
      // The app's own code: each quoted key becomes its short name (the source maps still show the key),
      // and each withTexts(…) call is told which groups of later texts its code uses.
      if (!short || !groups || !/[\\/]src[\\/].+\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const grouped = code.includes('withTexts(') ? withTextGroups(code, id, groups.groupsOf) : code;
      const renamed = grouped.replace(QUOTED_KEY, (quoted, key: string) =>
        short!.has(key) ? quoted.replace(key, short!.get(key)!) : quoted,
      );
      return renamed === code ? null : { code: renamed, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const preloads: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const match = chunk.moduleIds.map((id) => TEXTS_PART.exec(id)).find(Boolean);
        if (match?.[1] === 'boot') preloads[match[2]!] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: LOCALE_PRELOADS_FILE, source: JSON.stringify(preloads) });

      const boot = keysOf(root, 'boot');
      const later = keysOf(root, 'later');
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const used = new Set<string>();
      for (const id of entry?.type === 'chunk' ? entry.moduleIds : []) {
        if (!/[\\/]src[\\/].+\.tsx?$/.test(id) || !fs.existsSync(id)) continue;
        for (const [, key] of fs.readFileSync(id, 'utf8').matchAll(QUOTED_KEY)) {
          if (boot.has(key!)) used.add(key!);
          else if (later.has(key!))
            this.error(`${path.relative(root, id)} is in the first load but uses '${key}' of later/`);
        }
      }
      const unused = [...boot].filter((key) => !used.has(key));
      if (unused.length > 0)
        this.error(`boot/ texts the first load never uses (move them to later/): ${unused.join(', ')}`);
    },
  };
}

/** The ICU formats ('plural', 'select', 'date', …) the catalogues' messages use, in every language. */
function formatsUsed(): Set<string> {
  const used = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [, type, options] = token as [string, string?, Record<string, unknown>?];
      if (type) used.add(type);
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  for (const locale of fs.readdirSync(LOCALES_DIR))
    for (const kind of KINDS) {
      const dir = path.join(LOCALES_DIR, locale, kind);
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
        for (const text of Object.values(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object))
          walk(compileMessage(String(text)));
    }
  return used;
}

/**
 * Lingui's runtime formats every ICU type a message may use (plural, selectordinal, select, number,
 * date, time), and its I18n keeps two deprecated helpers (`i18n.date()`, `i18n.number()`): all of it
 * is kept in the first load, as the bundler cannot see which a message will ask for. The catalogues
 * are known at build time, so the build leaves out the formatters none of their messages uses (today
 * only plural and select are used), and the two helpers, which the app never calls (it uses Lingui
 * only through src/lib/i18n.ts, and formats dates and numbers with Intl itself). With them go the
 * date and time formatting functions behind them. A message using a format again brings it back.
 * Fails the build when Lingui's code is no longer the one this expects, rather than keep it all.
 */
export function linguiFormatsUsed(): Plugin {
  const file = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;
  // Each formatter in Lingui's getDefaultFormats(), then each deprecated helper of its I18n class.
  const formatters: Record<string, string> = {
    selectordinal: `
    selectordinal: (value, cases) => {
      const { offset = 0 } = cases;
      const message = plural(locales, true, value, cases);
      return replaceOctothorpe(value - offset, message);
    },`,
    number: `
    number: (value, format) => number(
      locales,
      value,
      style(format) || { style: format }
    ),`,
    date: `
    date: (value, format) => date(locales, value, style(format) || format),`,
    time: `
    time: (value, format) => time(locales, value, style(format) || format)`,
  };
  const helpers = [
    `
  date(value, format) {
    return date(this._locales || this._locale, value, format);
  }`,
    `
  number(value, format) {
    return number(this._locales || this._locale, value, format);
  }`,
  ];
  return {
    name: 'promptreel-lingui-formats-used',
    apply: 'build',
    transform: {
      filter: { id: file },
      handler(code) {
        const used = formatsUsed();
        const unused = Object.entries(formatters)
          .filter(([type]) => !used.has(type))
          .map(([, text]) => text);
        let out = code;
        for (const text of [...unused, ...helpers]) {
          if (!out.includes(text)) this.error(`@lingui/core has changed: no longer found ${JSON.stringify(text)}`);
          // The same number of lines, so the source map's lines still point at the package's.
          out = out.replace(text, '\n'.repeat(text.split('\n').length - 1));
        }
        return { code: out, map: null };
      },
    },
  };
}
