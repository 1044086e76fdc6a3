/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, oppositeTheme, readStoredTheme, resolveTheme, writeStoredTheme } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('theme', () => {
  it('follows the system until the user chooses', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads and writes the stored choice, ignoring junk', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: 'purple' });
    expect(readStoredTheme(storage)).toBeNull();
    writeStoredTheme('dark', storage);
    expect(readStoredTheme(storage)).toBe('dark');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredTheme(broken)).toBeNull();
  });

  it('toggles', () => {
    expect(oppositeTheme('dark')).toBe('light');
    expect(oppositeTheme('light')).toBe('dark');
  });

  it('is applied before paint by index.html with the same storage key', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
    expect(html).toContain("'(prefers-color-scheme: dark)'");
  });
});
