import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { videoCard } from '../../../test/fixtures';
import { inLanguage } from '../../../test/language';
import { VideoBadges } from './video-badges';

const MUSIC_VIDEO = videoCard({
  categoryLabel: 'Music Video',
  categorySlug: 'music-video',
  categoryEmoji: '🎵',
  platform: 'Other',
  platformSlug: 'other',
});

/** The badges' words, as a reader hears them (the prefixes are for screen readers). */
const badges = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a card's category and platform badges", () => {
  afterEach(() => inLanguage('en-GB'));

  it("name the category and the platform 'Other' in the page's language", () => {
    inLanguage('es');
    render(<VideoBadges video={MUSIC_VIDEO} />);
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toBeVisible();
    expect(badges()).toEqual(['🎵Categoría: Videoclip', 'Hecho con Otra']);
  });

  it('keep a tool’s own name (a proper noun) in Japanese too', () => {
    inLanguage('ja');
    render(<VideoBadges video={videoCard({ categoryLabel: 'Sci-Fi', categorySlug: 'sci-fi' })} compact />);
    expect(badges()).toEqual(['🎞️カテゴリ: SF', '使用ツール: Sora']);
  });

  it("fall back to the server's English for a category added since", () => {
    inLanguage('fr');
    render(<VideoBadges video={videoCard({ categoryLabel: 'Vaporwave', categorySlug: 'vaporwave' })} />);
    expect(badges()).toEqual(['🎞️Catégorie : Vaporwave', 'Réalisé avec Sora']);
  });

  it('stay word for word in British English', () => {
    render(<VideoBadges video={MUSIC_VIDEO} />);
    expect(badges()).toEqual(['🎵Category: Music Video', 'Made with Other']);
  });
});
