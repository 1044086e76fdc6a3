import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue of texts: src/locales/<language>/<boot or later>/<part>.json. */
const CATALOGUE = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/](boot|later)[\\/][\w-]+\.json$/;
/** The file the server reads to preload the chosen language's catalogue beside the entry. */
export const LOCALE_PRELOADS_FILE = 'locale-preloads.json';
/** A quoted key in the code ('feed.tab.latest'), as `t()` and tables of keys write them. */
const QUOTED_KEY = /['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g;

/** Each language's parts of a kind make one chunk ('texts-boot-es'): one request per language. */
export function textsChunk(moduleId: string): string | null {
  const match = CATALOGUE.exec(moduleId);
  return match ? `texts-${match[2]}-${match[1]}` : null;
}

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
 * (plurals, placeholders) without a parser in the browser. Each stays JSON, for Vite's own JSON
 * step. The build lists each language's first-load chunk for the server, and fails when the first
 * load's code uses a text of `later/` (it would show its key) or `boot/` holds one it never uses.
 */
export function catalogues(): Plugin {
  let root = '';
  let short: Map<string, string> | null = null;
  const nameOf = (key: string) => short?.get(key) ?? key;
  return {
    name: 'promptreel-catalogues',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      if (config.command === 'build') short = shortNames(root);
    },
    transform(code, id) {
      if (/[\\/]src[\\/]locales[\\/].+\.json$/.test(id)) {
        const messages = JSON.parse(code) as Record<string, string>;
        const compiled = Object.entries(messages).map(([key, text]) => [nameOf(key), compileMessage(text)]);
        return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
      }
      // The app's own code: each quoted key becomes its short name (the source maps still show the key).
      if (!short || !/[\\/]src[\\/].+\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const renamed = code.replace(QUOTED_KEY, (quoted, key: string) =>
        short!.has(key) ? quoted.replace(key, short!.get(key)!) : quoted,
      );
      return renamed === code ? null : { code: renamed, map: null };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const preloads: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const match = chunk.moduleIds.map((id) => CATALOGUE.exec(id)).find(Boolean);
        if (match?.[2] === 'boot') preloads[match[1]!] = `/${chunk.fileName}`;
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
