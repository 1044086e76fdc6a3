import { VISIBILITY_TEXTS } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { fromLocalInput, scheduleProblem, toLocalInput } from './schedule';

describe('the publishing time of a scheduled video', () => {
  it('goes to and from the datetime-local form in this zone', () => {
    const at = Date.UTC(2026, 11, 8, 9, 30);
    expect(fromLocalInput(toLocalInput(at))).toBe(new Date(at).toISOString());
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
  });

  it('is needed, ahead and within a year, only when scheduling', () => {
    const now = Date.UTC(2026, 11, 7, 12, 0);
    const local = (ms: number) => toLocalInput(ms);
    expect(scheduleProblem('public', '', now)).toBeNull();
    expect(scheduleProblem('unlisted', 'x', now)).toBeNull();
    expect(scheduleProblem('scheduled', '', now)).toBe(VISIBILITY_TEXTS.publishAtRequired);
    expect(scheduleProblem('scheduled', local(now - 60_000), now)).toBe(VISIBILITY_TEXTS.publishAtPast);
    expect(scheduleProblem('scheduled', local(now + 400 * 86_400_000), now)).toBe(VISIBILITY_TEXTS.publishAtTooFar);
    expect(scheduleProblem('scheduled', local(now + 3_600_000), now)).toBeNull();
  });
});
