import { cataloguesResponseSchema } from '@promptreel/contract';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../test/fixtures';
import { inLanguage } from '../../../test/language';
import { renderWithApp } from '../../../test/render';
import { answer, server } from '../../../test/server';
import { FlagCategoryPicker } from './flag-category-picker';

/** The server's report categories, and one added since that the web has no words for. */
function pickCategory() {
  const added = { id: 42, name: 'Impersonation', description: 'Pretends to be someone else' };
  server.use(
    http.get('/api/catalogues', () =>
      answer(cataloguesResponseSchema, { ...CATALOGUES, flagCategories: [...CATALOGUES.flagCategories, added] }),
    ),
  );
  renderWithApp(<FlagCategoryPicker value={null} onChange={() => undefined} />);
}

describe('the report categories', () => {
  afterEach(() => inLanguage('en-GB'));

  it("are named and described in the page's language", async () => {
    inLanguage('ja');
    pickCategory();
    expect(await screen.findByRole('radio', { name: 'スパム' })).toHaveAccessibleDescription(
      '繰り返し投稿される、または望まれない宣伝',
    );
    expect(screen.getByRole('radio', { name: '嫌がらせ' })).toHaveAccessibleDescription(
      '個人や集団を標的にしたり、嫌がらせをしたりしている',
    );
    expect(screen.getByRole('radiogroup', { name: 'カテゴリー' })).toBeVisible();
  });

  it("keep the server's English for a category added since", async () => {
    inLanguage('pt-BR');
    pickCategory();
    expect(await screen.findByRole('radio', { name: 'Assédio' })).toHaveAccessibleDescription(
      'Ataca ou assedia pessoas ou grupos',
    );
    expect(screen.getByRole('radio', { name: 'Impersonation' })).toHaveAccessibleDescription(
      'Pretends to be someone else',
    );
  });

  it('are word for word the server’s in British English', async () => {
    pickCategory();
    expect(await screen.findByRole('radio', { name: 'Harassment' })).toHaveAccessibleDescription(
      'Targets or harasses individuals or groups',
    );
  });
});
