import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textGroups, withTextGroups } from './vite-text-groups';

const SRC = path.resolve(import.meta.dirname, 'src');
const LATER = path.join(SRC, 'locales/en-GB/later');
const laterKeys = new Set(
  fs.readdirSync(LATER).flatMap((f) => Object.keys(JSON.parse(fs.readFileSync(path.join(LATER, f), 'utf8')))),
);
const WATCH = 1;
const REST = 2;

describe('groups of later texts, read from the code', () => {
  const groups = textGroups(SRC, laterKeys);
  const of = (file: string) => groups.groupsOf(path.join(SRC, file));

  it('gives the video page and its comments the texts watching needs alone', () => {
    expect(of('app/routes/video.tsx')).toBe(WATCH);
    expect(of('app/video-comments.tsx')).toBe(WATCH);
    expect(groups.groupOf('comments.heading')).toBe('watch');
  });

  it('gives upload, admin and the guidelines the rest, and code without texts none', () => {
    expect(of('app/routes/upload.tsx') & REST).toBe(REST);
    expect(of('app/routes/admin.tsx') & REST).toBe(REST);
    // The guidelines name the report categories too, as the report dialog does (watch).
    expect(of('app/routes/community-guidelines.tsx') & REST).toBe(REST);
    expect(groups.groupOf('guidelines.title')).toBe('rest');
    expect(of('components/ui/tooltip-bubble.tsx')).toBe(0);
  });
});

describe('withTextGroups', () => {
  const id = path.join(SRC, 'app/routes-table.tsx');
  const bits: Record<string, number> = { 'routes/video.tsx': WATCH, 'routes/upload.tsx': REST };
  const groupsOf = (file: string) => bits[path.relative(path.join(SRC, 'app'), file)] ?? 0;

  it('tells each call the groups of the code it imports', () => {
    expect(withTextGroups("const a = withTexts(() => import('./routes/video'));", id, groupsOf)).toBe(
      "const a = withTexts(() => import('./routes/video'), 1);",
    );
    const both = "withTexts(() => Promise.all([import('./routes/video'), import('./routes/upload')]).then((m) => m))";
    expect(withTextGroups(both, id, groupsOf)).toBe(`${both.slice(0, -1)}, 3)`);
  });

  it('keeps a call written over lines valid, and leaves calls it cannot read as they are', () => {
    const lines = "withTexts(async () => ({\n  default: (await import('./routes/upload')).Upload,\n}),\n)";
    expect(withTextGroups(lines, id, groupsOf)).toBe(`${lines.slice(0, -1)} 2)`);
    // No import of the app's own code, or one that names no file: every group, as without the build.
    for (const code of ["withTexts(() => import('react-dom'))", "withTexts(() => import('./no-such-file'))"])
      expect(withTextGroups(code, id, groupsOf)).toBe(code);
  });
});
