import { describe, expect, it } from 'vitest';
import { longTasksAfterFirstPaint, taskKind } from './task-kinds.mjs';

describe('taskKind', () => {
  it('names a task by the events inside it, a script evaluation first', () => {
    expect(taskKind(['v8.evaluateModule', 'FunctionCall'])).toBe('evaluation');
    expect(taskKind(['TimerFire', 'FunctionCall', 'RunMicrotasks'])).toBe('timer');
    expect(taskKind(['FunctionCall', 'MinorGC'])).toBe('script');
    expect(taskKind(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint'])).toBe('browser');
    expect(taskKind([])).toBe('browser');
  });
});

describe('longTasksAfterFirstPaint', () => {
  const main = { pid: 1, tid: 7, ph: 'X' };
  const events = [
    { ...main, name: 'RunTask', ts: 0, dur: 30_000 }, // before the first paint
    { name: 'firstContentfulPaint', pid: 1, tid: 7, ts: 50_000 },
    { ...main, name: 'RunTask', ts: 60_000, dur: 12_000 },
    { ...main, name: 'TimerFire', ts: 60_100, dur: 11_000 },
    { ...main, name: 'RunTask', ts: 80_000, dur: 9_000 }, // under 10 ms
    { ...main, name: 'RunTask', ts: 90_000, dur: 20_000 },
    { ...main, name: 'Layout', ts: 91_000, dur: 15_000 },
    { pid: 1, tid: 8, ph: 'X', name: 'RunTask', ts: 90_000, dur: 50_000 }, // another thread
  ];

  it('keeps the main thread’s tasks of 10 ms or more after the first paint, with their kinds', () => {
    expect(longTasksAfterFirstPaint(events)).toEqual([
      { ms: 12, kind: 'timer' },
      { ms: 20, kind: 'browser' },
    ]);
  });

  it('gives null for a trace without a first paint', () => {
    expect(longTasksAfterFirstPaint(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});
