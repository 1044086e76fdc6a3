import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@promptreel/contract';
import { formatRelativeTime } from './format-relative-time';
import { DAY, formatCardTime, formatDate, HOUR, MINUTE } from './format-time';
import { compactCount, groupDigits } from './format-text';
import { formatViews } from './format-views';

const parts = import.meta.glob<Messages>('../locales/*/boot/formats.json', { import: 'default', eager: true });
const inLanguage = (locale: Locale) =>
  i18n.loadAndActivate({ locale, messages: { ...i18n.messages, ...parts[`../locales/${locale}/boot/formats.json`] } });

/** Intl keeps numbers with their units by no-break spaces; the tests compare words. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const NOW = Date.UTC(2026, 10, 20, 12, 0);
const at = { now: NOW, timeZone: 'UTC' };

describe('times and counts in the page language', () => {
  afterEach(() => i18n.activate('en-GB'));

  it('British English keeps its own words', () => {
    inLanguage('en-GB');
    expect(formatCardTime(NOW - 5 * MINUTE, at)).toBe('5m');
    expect(formatCardTime(NOW - 3 * HOUR, at)).toBe('3h');
    expect(formatCardTime(Date.UTC(2026, 10, 3), at)).toBe('3 November');
    expect(formatRelativeTime(NOW - 20_000, at)).toBe('just now');
    expect(formatRelativeTime(NOW - 2 * HOUR, at)).toBe('2 hours ago');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(1290)).toBe('1.2k views');
    expect(groupDigits(12_345)).toBe('12,345');
    expect(compactCount(1_290)).toBe('1.2k');
  });

  it('Spanish, French, Japanese and Brazilian Portuguese use Intl and their catalogues', () => {
    inLanguage('es');
    expect(plain(formatCardTime(NOW - 5 * MINUTE, at))).toBe('5 min');
    expect(plain(formatCardTime(Date.UTC(2026, 10, 3), at))).toBe('3 de noviembre');
    expect(plain(formatRelativeTime(NOW - 3 * MINUTE, at))).toBe('hace 3 minutos');
    expect(plain(formatRelativeTime(NOW - 2 * DAY, at))).toBe('hace 2 días');
    expect(plain(formatViews(1))).toBe('1 visualización');
    expect(plain(formatViews(1290))).toBe('1,2 mil visualizaciones');
    inLanguage('fr');
    expect(plain(formatRelativeTime(NOW - 20_000, at))).toBe('maintenant');
    expect(plain(formatDate(Date.UTC(2025, 7, 31), at))).toBe('31 août 2025');
    expect(plain(formatViews(2_390_000))).toBe('2,3 M vues');
    inLanguage('ja');
    expect(plain(formatCardTime(NOW - 3 * HOUR, at))).toBe('3 時間');
    expect(plain(formatCardTime(Date.UTC(2026, 10, 3), at))).toBe('11月3日');
    expect(plain(formatViews(12_900))).toBe('1.2万 回視聴');
    expect(plain(groupDigits(12_345))).toBe('12,345');
    expect(compactCount(1_290)).toBe('1290');
    expect(compactCount(12_900)).toBe('1.2万');
    inLanguage('pt-BR');
    expect(groupDigits(12_345)).toBe('12.345');
    expect(plain(compactCount(1_290))).toBe('1,2 mil');
    expect(plain(formatRelativeTime(NOW - 1 * HOUR, at))).toBe('há 1 hora');
    expect(plain(formatViews(5))).toBe('5 visualizações');
  });
});
