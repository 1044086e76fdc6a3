import fs from 'node:fs';
import { GUIDELINE_SECTIONS } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, FLAG_CATEGORIES, PLATFORMS } from '../apps/server/src/db/migrations/0002_catalogues';
import { categoryName, platformName } from '../apps/web/src/lib/category-names';
import { flagCategoryDescription, flagCategoryName } from '../apps/web/src/lib/flag-category-names';
import { guidelineSectionName } from '../apps/web/src/lib/guideline-section-names';

// The web names the server's seeded reference data in the page's language (issue 37). Here, in
// British English (the tests' language), each seed has its own text, the server's word for word:
// an unknown one would show the server's English too, so the marker below tells the two apart.
const UNKNOWN = '(not named by the web)';

/** A catalogue of this repository, by its path from here. */
const read = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')) as Record<string, string>;

describe("the web's names of the server's catalogues, in British English", () => {
  it('name every category, and the platform Other, as the server seeds them', () => {
    for (const c of CATEGORIES) expect(categoryName(c.slug, UNKNOWN)).toBe(c.label);
    expect(platformName('other', UNKNOWN)).toBe(PLATFORMS.find((p) => p.slug === 'other')?.label);
    // The tools' names are their own, in every language.
    expect(platformName('sora', 'Sora')).toBe('Sora');
  });

  it('name and describe every report category as the server seeds it', () => {
    for (const f of FLAG_CATEGORIES) {
      expect(flagCategoryName({ id: f.id, name: UNKNOWN })).toBe(f.name);
      expect(flagCategoryDescription({ id: f.id, description: UNKNOWN })).toBe(f.description);
    }
  });

  it("title every section of the guidelines as the contract does, and an unknown one by the server's words", () => {
    for (const s of GUIDELINE_SECTIONS) expect(guidelineSectionName(s.slug, UNKNOWN)).toBe(s.title);
    expect(guidelineSectionName('gone', 'gone')).toBe('gone');
  });
});

describe('the e-mails name the guidelines as the page does', () => {
  it("word each section's title in a decision's e-mail as the guidelines page titles its rule, in every language", () => {
    const keyOf = (slug: string) =>
      `guidelines.title${slug.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}`;
    for (const locale of ['en-GB', 'es', 'fr', 'ja', 'pt-BR']) {
      const page = read(`../apps/web/src/locales/${locale}/later/guidelines.json`);
      const mail = read(`../apps/server/src/locales/${locale}/mail.json`);
      for (const { slug } of GUIDELINE_SECTIONS)
        expect(mail[`mail.guideline.${slug}`], `${locale} ${slug}`).toBe(page[keyOf(slug)]);
    }
  });
});

describe("the admins' report e-mails name the categories as the web does", () => {
  it('name every seeded report category in British English as the server seeds it, and elsewhere as the web', () => {
    const english = read('../apps/server/src/locales/en-GB/mail.json');
    for (const f of FLAG_CATEGORIES) expect(english[`mail.reportCategory.${f.id}`]).toBe(f.name);
    for (const locale of ['es', 'fr', 'ja', 'pt-BR']) {
      const mail = read(`../apps/server/src/locales/${locale}/mail.json`);
      const web = read(`../apps/web/src/locales/${locale}/later/catalogues.json`);
      const webNames = Object.entries(web).filter(([key]) => !key.endsWith('About'));
      for (const f of FLAG_CATEGORIES) {
        const name = mail[`mail.reportCategory.${f.id}`];
        expect(
          webNames.map(([, text]) => text),
          `${locale} ${f.id}`,
        ).toContain(name);
      }
    }
  });
});
