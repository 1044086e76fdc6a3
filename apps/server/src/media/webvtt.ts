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

/** Cue tags nested deeper than `max`: refused before parsing (the parser recurses per level). */
export class WebVttTooDeepError extends Error {
  constructor(readonly max: number) {
    super(`cue tags nested deeper than ${max}`);
  }
}

// A cue's timing line (a new cue), an end tag and its name, or a start tag's name (not a timestamp).
const CUE_MARKUP = /-->|<\/([^>]*)|<([^\t\n\f .>/\d][^\t\n\f .>]*)/g;

/**
 * How deep the cue tags of `vtt` nest at most, read as the parser does: an end tag closes the
 * open tag only when the names match (`</ruby>` also closes an open `<rt>` first), so unmatched
 * ones close nothing. One pass over the text, no recursion.
 */
export function cueTagDepth(vtt: string): number {
  let open: string[] = [];
  let deepest = 0;
  for (const [token, endName, startName] of vtt.matchAll(CUE_MARKUP)) {
    if (token === '-->') open = [];
    else if (startName !== undefined) deepest = Math.max(deepest, open.push(startName));
    else if (endName === open.at(-1)) open.pop();
    else if (endName === 'ruby' && open.at(-1) === 'rt' && open.at(-2) === 'ruby') open.length -= 2;
  }
  return deepest;
}

// The cues' words are searched with the title and description; a few minutes of speech is
// plenty for that, and longer text would only grow every search's index.
const SEARCH_TEXT_MAX = 20_000;

/**
 * Reads a WebVTT file with the W3C validator's own parser (webvtt-parser): any fault it reports
 * refuses the file, as browsers would drop or misplace what follows it. Returns how many cues it
 * holds and their text without markup (voices, bold, timestamps), for search.
 */
export function readWebVtt(vtt: string, maxTagDepth = Infinity): { cues: number; text: string } {
  if (cueTagDepth(vtt) > maxTagDepth) throw new WebVttTooDeepError(maxTagDepth);
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
