import { Fragment, type ReactNode } from 'react';

/**
 * A translated text whose parts are marked `<name>…</name>` (a link, a bold word, an address): each
 * part drawn by `parts[name]`, so a translation may put it anywhere in its sentence.
 */
export function taggedText(text: string, parts: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/gs)) {
    out.push(text.slice(last, match.index));
    const draw = parts[match[1]!];
    out.push(<Fragment key={match.index}>{draw ? draw(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
