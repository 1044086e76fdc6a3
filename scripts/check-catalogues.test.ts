import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { catalogueProblems, sourceProblems } from './check-catalogues.mjs';

const WEB = path.resolve(import.meta.dirname, '../apps/web/src');
const LOCALES = path.join(WEB, 'locales');

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-catalogues-'));
const editJson = (file: string, edit: (messages: Record<string, string>) => void) => {
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  edit(messages);
  fs.writeFileSync(file, JSON.stringify(messages));
};

describe('the catalogues check (CI fails on any problem)', () => {
  it('finds nothing wrong with the catalogues and the code as they are', () => {
    expect(catalogueProblems(LOCALES)).toEqual([]);
    expect(
      catalogueProblems(path.resolve(import.meta.dirname, '../apps/server/src/locales'), ['refusals.json']),
    ).toEqual([]);
    expect(sourceProblems(WEB, LOCALES)).toEqual([]);
  });

  it('fails on a planted missing key, another placeholder, an extra key, bad ICU and a missing part', () => {
    const dir = temp();
    fs.cpSync(LOCALES, dir, { recursive: true });
    editJson(path.join(dir, 'es/boot/shell.json'), (m) => delete m['footer.language']);
    editJson(path.join(dir, 'fr/boot/shell.json'), (m) => (m['header.home'] = 'Accueil de {marque}'));
    editJson(path.join(dir, 'ja/boot/shell.json'), (m) => (m['footer.extra'] = 'extra'));
    editJson(path.join(dir, 'pt-BR/boot/formats.json'), (m) => (m['formats.views'] = '{count, plural, one {x}'));
    fs.rmSync(path.join(dir, 'ja/boot/formats.json'));
    const problems = catalogueProblems(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "es: 'footer.language' (boot/shell.json) is missing",
        "fr: 'header.home' has placeholders {marque}, British English {brand}",
        "ja: 'footer.extra' (boot/shell.json) is not in British English",
        'ja: boot/formats.json is missing',
        expect.stringMatching(/^pt-BR: 'formats\.views' is not valid ICU/),
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('fails on a key no catalogue has, and on text written into markup', () => {
    const src = temp();
    fs.writeFileSync(
      path.join(src, 'panel.tsx'),
      `export const Panel = () => <section aria-label="Details" title={'Shown'}><p>Hello there</p>{t('panel.none')}{t('header.upload')}<i aria-hidden="true"> · </i></section>;`,
    );
    expect(sourceProblems(src, LOCALES)).toEqual([
      "panel.tsx: t('panel.none') is in no catalogue",
      "panel.tsx: 'Details' is not in a catalogue",
      "panel.tsx: 'Shown' is not in a catalogue",
      "panel.tsx: 'Hello there' is not in a catalogue",
    ]);
  });
});
