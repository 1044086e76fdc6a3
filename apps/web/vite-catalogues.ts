import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue of texts: src/locales/<language>/<part>.json. */
const CATALOGUE = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]boot\.json$/;
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
        const language = chunk.type === 'chunk' ? CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (language && chunk.type === 'chunk') preloads[language] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: LOCALE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
