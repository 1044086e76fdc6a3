import type { StudioVideoRow } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { csvText, studioCsv, studioCsvFilename } from './studio-csv';

function row(overrides: Partial<StudioVideoRow> = {}): StudioVideoRow {
  return {
    id: 7,
    title: 'Neon koi',
    visibility: 'public',
    createdAt: '2026-11-20T10:00:00.000Z',
    figures: { views: 1234, uniqueViewers: null, claps: 12, comments: 3, saves: 4, remixes: 1, averageShare: 0.4567 },
    ...overrides,
  };
}

/** The CSV's records, split the way a reader of RFC 4180 would (no line breaks inside these). */
const records = (csv: string) => csv.trimEnd().split('\r\n');

describe('studioCsv', () => {
  it('has one header row, then one row per video with its figures as plain numbers', () => {
    const csv = studioCsv([row(), row({ id: 8, title: 'Dunes', visibility: 'unlisted' })]);
    expect(records(csv)).toEqual([
      'Video ID,Title,Visibility,Uploaded,Views,Claps,Comments,Saves,Remixes,Average watched (%)',
      '7,Neon koi,public,2026-11-20,1234,12,3,4,1,45.7',
      '8,Dunes,unlisted,2026-11-20,1234,12,3,4,1,45.7',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes titles with commas, quotes or line breaks, doubling the quotes', () => {
    const csv = studioCsv([row({ title: 'Koi, "the neon one"' }), row({ title: 'Two\nlines' })]);
    expect(csv).toContain('\r\n7,"Koi, ""the neon one""",public,');
    expect(csv).toContain('\r\n7,"Two\nlines",public,');
  });

  it('leaves the average empty without views', () => {
    const csv = studioCsv([row({ figures: { ...row().figures, views: 0, averageShare: null } })]);
    expect(records(csv)[1]).toBe('7,Neon koi,public,2026-11-20,0,12,3,4,1,');
  });

  it('is only the header without videos', () => {
    expect(records(studioCsv([]))).toHaveLength(1);
  });
});

describe('csvText', () => {
  it('keeps a spreadsheet from running a title as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@me')).toBe("'@me");
    expect(csvText('Plain')).toBe('Plain');
  });
});

describe('studioCsvFilename', () => {
  it('names the period', () => {
    expect(studioCsvFilename(28)).toBe('promptreel-studio-28-days.csv');
  });
});
