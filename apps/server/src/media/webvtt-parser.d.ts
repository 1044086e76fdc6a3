// Types for the parts of webvtt-parser (the W3C's WebVTT validator's parser) that media/webvtt.ts uses.
declare module 'webvtt-parser' {
  export interface CueNode {
    type: 'text' | 'object' | 'timestamp';
    value?: string;
    children?: CueNode[];
  }
  export interface ParsedCue {
    startTime: number;
    endTime: number;
    tree: { children: CueNode[] };
  }
  export interface WebVTTParser {
    parse(
      input: string,
      mode?: 'subtitles' | 'metadata',
    ): { cues: ParsedCue[]; errors: { message: string; line: number; col?: number }[] };
  }
  // A CommonJS module whose names Node cannot see from ESM: only its default (module.exports) is there.
  const webvtt: { WebVTTParser: new () => WebVTTParser };
  export default webvtt;
}
