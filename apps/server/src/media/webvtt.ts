import webvtt, { type CueNode } from 'webvtt-parser';

/** A file the WebVTT parser finds fault with; `line` is where the first fault is. */
export class NotWebVttError extends Error {
  constructor(
    readonly line: number,
    readonly fault: string,
  ) {
    super(`line ${line}: ${fault}`);
  }
}

// The cues' words are searched with the title and description; a few minutes of speech is
// plenty for that, and longer text would only grow every search's index.
const SEARCH_TEXT_MAX = 20_000;

/**
 * Reads a WebVTT file with the W3C validator's own parser (webvtt-parser): any fault it reports
 * refuses the file, as browsers would drop or misplace what follows it. Returns how many cues it
 * holds and their text without markup (voices, bold, timestamps), for search.
 */
export function readWebVtt(vtt: string): { cues: number; text: string } {
  const parsed = new webvtt.WebVTTParser().parse(vtt, 'subtitles');
  const fault = parsed.errors[0];
  if (fault) throw new NotWebVttError(fault.line, fault.message);
  const words: string[] = [];
  const walk = (nodes: CueNode[] = []) => {
    for (const node of nodes) {
      if (node.type === 'text' && node.value) words.push(node.value);
      else walk(node.children);
    }
  };
  for (const cue of parsed.cues) {
    walk(cue.tree.children);
    words.push('\n');
  }
  return { cues: parsed.cues.length, text: words.join('').slice(0, SEARCH_TEXT_MAX) };
}
