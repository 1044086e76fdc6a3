import { STUDIO_PERIODS, STUDIO_TEXTS, VIEW_SOURCES, VIEW_SOURCE_LABELS } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { longDay, percent, shortDay } from './studio-format';
import { FIGURE_NAMES, SOURCE_NAMES } from './studio-texts';

describe('the Studio speaks the contract’s words (in British English, word for word)', () => {
  it('names the figures, periods and sources as the contract does', () => {
    for (const key of Object.keys(FIGURE_NAMES) as (keyof typeof FIGURE_NAMES)[])
      expect(t(FIGURE_NAMES[key])).toBe(STUDIO_TEXTS[key]);
    for (const days of STUDIO_PERIODS) expect(t('studio.period', { days })).toBe(STUDIO_TEXTS.period(days));
    for (const source of VIEW_SOURCES) expect(t(SOURCE_NAMES[source])).toBe(VIEW_SOURCE_LABELS[source]);
  });

  it('writes days and shares as before', () => {
    expect(shortDay('2026-12-07')).toBe('7 Dec');
    expect(shortDay('2026-09-30')).toBe('30 Sep');
    expect(longDay('2026-01-01')).toBe('1 Jan 2026');
    expect(percent(0.456)).toBe('46%');
    expect(percent(null)).toBe('–');
  });
});
