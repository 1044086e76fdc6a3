import type { Locale } from '@promptreel/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { textIn } from '../lib/texts.js';

/**
 * A text whose words are links, as HTML: the catalogue marks them `<0>…</0>`, `<1>…</1>` (so each
 * language puts them where its sentence needs), each taking its address from `hrefs`. Placeholders'
 * values are filled in last and escaped, so a title can neither close a link nor add one.
 */
export function htmlIn(
  locale: Locale,
  key: string,
  hrefs: string[],
  values: Record<string, string | number> = {},
): string {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const text = textIn(locale, key, marked);
  const linked = text
    .split(/(<\d+>[^<]*<\/\d+>)/)
    .map((part) => {
      const link = /^<(\d+)>([^<]*)<\/\1>$/.exec(part);
      return link
        ? `<a href="${escapeHtml(hrefs[Number(link[1])] ?? '')}">${escapeHtml(link[2]!)}</a>`
        : escapeHtml(part);
    })
    .join('');
  return linked.replace(/\uE000(\d+)\uE001/g, (_, i: string) => escapeHtml(String(values[names[Number(i)]!])));
}

/** A reason, note or other person's sentence closed with a full stop when it has none. */
export const sentenceIn = (locale: Locale, sentence: string) =>
  textIn(locale, 'mail.sentence', { sentence, ended: /[.!?。！？]$/.test(sentence) ? 'yes' : 'no' });
