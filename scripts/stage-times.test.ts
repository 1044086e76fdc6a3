import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStages, recordStage, stageTable, timed } from './stage-times.mjs';

describe('stage times', () => {
  it('records stages as lines and prints them with the total and the failed ones marked', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stage-times-')), 'stages.jsonl');
    recordStage(file, 'npm ci', 118.4, true);
    recordStage(file, 'API on PostgreSQL', 301, false);
    expect(() =>
      timed(file, 'build', () => {
        throw new Error('no build');
      }),
    ).toThrow('no build');
    fs.appendFileSync(file, '{"name":"cut sh'); // a run killed mid-line

    const stages = readStages(file);
    expect(stages.map((s) => [s.name, s.ok])).toEqual([
      ['npm ci', true],
      ['API on PostgreSQL', false],
      ['build', false],
    ]);
    const table = stageTable(stages, 500);
    expect(table).toContain('npm ci             118 s');
    expect(table).toContain('API on PostgreSQL  301 s  failed');
    expect(table.at(-1)).toBe('total              500 s');
  });

  it('sums the stages when no total is given, and reads a missing file as no stages', () => {
    expect(
      stageTable([
        { name: 'lint', seconds: 2, ok: true },
        { name: 'types', seconds: 3, ok: true },
      ]).at(-1),
    ).toBe('total  5 s');
    expect(readStages(path.join(os.tmpdir(), 'no-such-stage-file'))).toEqual([]);
  });
});
