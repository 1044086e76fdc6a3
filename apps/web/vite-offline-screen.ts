import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCALES_DIR = path.join(HERE, 'src/locales');
const BRAND = 'Promptreel';

/** The offline screen's words in one language, from its catalogues (later/app.json, boot/ui.json). */
function wordsOf(locale: string) {
  const read = (part: string) =>
    JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, part), 'utf8')) as Record<string, string>;
  const app = read('later/app.json');
  // Plain texts but for the site's name: anything else would need the ICU formatter here.
  const plain = (text: string | undefined) => {
    const filled = (text ?? '').replaceAll('{brand}', BRAND);
    if (!filled || /[{}]/.test(filled)) throw new Error(`offline screen: '${text}' in ${locale} is not a plain text`);
    return filled;
  };
  return {
    title: plain(app['app.offlineTitle']),
    body: plain(app['app.offlineBody']),
    retry: plain(read('boot/ui.json')['ui.retry']),
    brand: BRAND,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The screen the service worker shows when a page cannot be fetched (offline/): the build writes it
 * in British English from the catalogues, and its script with every language's words, so the screen
 * speaks the reader's language with no server to ask.
 */
export function offlineScreen(): Plugin {
  return {
    name: 'promptreel-offline-screen',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      const locales = fs.readdirSync(LOCALES_DIR).sort();
      const words = Object.fromEntries(locales.map((locale) => [locale, wordsOf(locale)]));
      const english = words['en-GB']!;
      const html = fs
        .readFileSync(path.join(HERE, 'offline/offline.html'), 'utf8')
        .replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
          escapeHtml(name === 'lang' ? 'en-GB' : english[name as keyof typeof english]),
        );
      const script = fs
        .readFileSync(path.join(HERE, 'offline/offline.js'), 'utf8')
        .replace('const texts = OFFLINE_TEXTS;', `const texts = ${JSON.stringify(words)};`);
      if (script.includes('= OFFLINE_TEXTS')) this.error('offline/offline.js no longer reads OFFLINE_TEXTS');
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script });
    },
  };
}
