import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue of texts: src/locales/<language>/<boot or later>/<part>.json. */
const CATALOGUE = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/](boot|later)[\\/][\w-]+\.json$/;

/** Each language's parts of a kind make one chunk ('texts-boot-es'): one request per language. */
export function textsChunk(moduleId: string): string | null {
  const match = CATALOGUE.exec(moduleId);
  return match ? `texts-${match[2]}-${match[1]}` : null;
}
/** The file the server reads to preload the chosen language's catalogue beside the entry. */
export const LOCALE_PRELOADS_FILE = 'locale-preloads.json';

/**
 * The message catalogues, compiled at build time: Lingui's runtime then formats their ICU messages
 * (plurals, placeholders) without a parser in the browser. Each stays JSON, for Vite's own JSON
 * step; for the server, the build lists each language's chunk of first-load texts by language.
 */
export function catalogues(): Plugin {
  return {
    name: 'promptreel-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/].+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
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
    },
  };
}
