import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { PromptPanel, type PromptVideo } from './prompt-panel';

const VIDEO: PromptVideo = {
  title: 'Night pond',
  prompt: 'Koi at night',
  platform: 'Kling',
  categoryLabel: 'Nature',
  platformSlug: 'kling',
  categorySlug: 'nature',
  path: '/video/3',
  recipe: null,
};
const RECIPE = {
  model: 'Kling 2.1',
  modelVersion: null,
  negativePrompt: 'blurry, text',
  seed: '42',
  durationSeconds: null,
  aspectRatio: '9:16',
  settings: [{ name: 'steps', value: '30' }],
  references: ['https://example.com/still.png'],
};

const show = (video: PromptVideo) =>
  render(
    <ToastProvider>
      <PromptPanel video={video} open onOpenChange={() => undefined} />
    </ToastProvider>,
  );

describe('the prompt panel', () => {
  it("is 'AI prompt' for a prompt alone, with its tool and category", () => {
    show(VIDEO);
    const panel = screen.getByRole('dialog', { name: 'AI prompt' });
    expect(within(panel).getByRole('region', { name: 'Prompt text' })).toHaveTextContent('Koi at night');
    expect(
      within(panel)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Platform', 'Category']);
  });

  it("is 'Recipe' with one: the prompt first, then each part, the negative prompt and the references", () => {
    show({ ...VIDEO, recipe: RECIPE });
    const panel = screen.getByRole('dialog', { name: 'Recipe' });
    expect(
      within(panel)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Platform', 'Category', 'Model', 'Seed', 'Aspect ratio', 'steps']);
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Kling', 'Nature', 'Kling 2.1', '42', '9:16', '30']);
    expect(within(panel).getByRole('region', { name: 'Negative prompt' })).toHaveTextContent('blurry, text');
    const reference = within(panel).getByRole('link', { name: 'https://example.com/still.png' });
    expect(reference).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(reference).toHaveAttribute('target', '_blank');
  });

  it('holds a recipe without a prompt, and says what the server read from the file', () => {
    show({ ...VIDEO, prompt: '', recipe: RECIPE, fileRecipe: { reader: 'C2PA', fields: ['model'] } });
    const panel = screen.getByRole('dialog', { name: 'Recipe' });
    expect(within(panel).queryByRole('region', { name: 'Prompt text' })).toBeNull();
    expect(within(panel).getByText("Read from the file's metadata (C2PA): model")).toBeInTheDocument();
  });
});
