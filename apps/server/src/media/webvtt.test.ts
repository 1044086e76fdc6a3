import { describe, expect, it } from 'vitest';
import { cueTagDepth, NotWebVttError, readWebVtt, WebVttTooDeepError } from './webvtt.js';

describe('readWebVtt', () => {
  it('reads the cues and their words without markup', () => {
    const read = readWebVtt(
      'WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ana>Koi <b>circle</b> the pond</v>\n\n00:02.500 --> 00:04.000 align:start\nat dusk\n',
    );
    expect(read.cues).toBe(2);
    expect(read.text).toBe('Koi circle the pond\nat dusk\n');
  });

  it.each([
    ['no signature', 'hello\n\n00:00.000 --> 00:01.000\nhi', 1],
    ['a broken timing line', 'WEBVTT\n\n00:00.000 --> 00:01.000\nok\n\n00:05.000 -> 00:02.000\nx', 7],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:01,000\nhi\n', 1],
  ])('refuses %s, naming the line', (_name, vtt, line) => {
    let error: unknown;
    try {
      readWebVtt(vtt);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotWebVttError);
    expect((error as NotWebVttError).line).toBe(line);
  });

  it('counts no cues in a file that is only a header', () => {
    expect(readWebVtt('WEBVTT\n').cues).toBe(0);
  });
});

describe('cueTagDepth', () => {
  it('counts open tags as the parser nests them', () => {
    expect(cueTagDepth('WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana><b>a</b> <i.x>b</i></v>\n')).toBe(2);
    // Timestamps are not tags; an end tag of another name closes nothing; </ruby> closes <rt> too.
    expect(cueTagDepth('00:00.000 --> 00:02.000\n<00:00.500><b></i><u>x\n')).toBe(2);
    expect(cueTagDepth('00:00.000 --> 00:02.000\n<ruby>a<rt>b</ruby><ruby><rt>c</rt></ruby>\n')).toBe(2);
    // Each cue starts afresh.
    expect(cueTagDepth('00:00.000 --> 00:01.000\n<b><b>\n\n00:01.000 --> 00:02.000\n<i>\n')).toBe(2);
  });

  it('refuses a file nested deeper than the bound before parsing it (6,000 levels overflowed the stack)', () => {
    const deep = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'<b>'.repeat(6000)}x${'</b>'.repeat(6000)}\n`;
    expect(() => readWebVtt(deep, 32)).toThrow(WebVttTooDeepError);
  });
});
