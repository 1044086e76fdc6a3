import { describe, expect, it } from 'vitest';
import { blockingBySource } from './blocking-sources.mjs';

/** A Lighthouse result holding only what blockingBySource reads. */
function lhr(fcp: number, tti: number, tasks: { startTime: number; duration: number; url: string }[]) {
  return {
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: tti },
      'long-tasks': { details: { items: tasks } },
    },
  };
}

describe('blockingBySource', () => {
  it('splits blocking between scripts and the browser, 50 ms of each task excepted', () => {
    const result = lhr(1000, 3000, [
      { startTime: 1100, duration: 200, url: 'http://localhost/assets/client-abc.js' },
      { startTime: 1400, duration: 120, url: 'Unattributable' },
      { startTime: 1600, duration: 90, url: '' },
    ]);
    expect(blockingBySource(result)).toEqual({ script: 150, browser: 70 + 40 });
  });

  it('counts only what falls between the first paint and time to interactive', () => {
    const result = lhr(1000, 2000, [
      { startTime: 900, duration: 200, url: '' }, // 100 ms after the first paint: 50 blocking
      { startTime: 1950, duration: 300, url: 'http://localhost/assets/index.js' }, // 50 ms before: none
      { startTime: 2100, duration: 500, url: 'http://localhost/assets/index.js' }, // after: none
    ]);
    expect(blockingBySource(result)).toEqual({ script: 0, browser: 50 });
  });

  it('reads a run with no long tasks as none', () => {
    expect(blockingBySource({ audits: { ...lhr(1, 2, []).audits, 'long-tasks': {} } })).toEqual({
      script: 0,
      browser: 0,
    });
  });
});
