/**
 * The form titles are searched in: lower-case, accents removed, punctuation as spaces.
 * Queries pass through the same function, so 'Café' finds 'cafe' and 'CAFE' alike.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Distinct words of a query, longest first (the most selective first for the index). */
export function searchWords(query: string): string[] {
  return [...new Set(searchText(query).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length).slice(0, 8);
}

/** What a video's search body is made of besides its captions: all searched after its title. */
export interface SearchedBody {
  subtitle: string | null;
  prompt: string | null;
  /** The tool's name, so that naming a tool lists its videos; not the catalogue's catch-all 'Other'. */
  platform: string | null;
  /** The recipe's JSON: its model and version are searched (a model's name lists its videos). */
  recipe?: string | null;
}
export const SEARCHED_BODY = ['subtitle', 'prompt', 'platform', 'recipe'] as const;

/** The recipe's model and version, as text; none when it has none or cannot be read. */
function modelOf(recipe: string | null | undefined): string | null {
  if (!recipe) return null;
  try {
    const { model, modelVersion } = JSON.parse(recipe) as { model?: unknown; modelVersion?: unknown };
    return [model, modelVersion].filter((v) => typeof v === 'string').join(' ') || null;
  } catch {
    return null;
  }
}

/** The search body: description, prompt, tool and model in search form, then the captions' cues (already in it). */
export function searchBodyOf(video: SearchedBody, captions: string[]): string {
  const tool = video.platform === 'Other' ? null : video.platform;
  return [video.subtitle, video.prompt, tool, modelOf(video.recipe)]
    .map((text) => searchText(text ?? ''))
    .concat(captions)
    .filter(Boolean)
    .join(' ');
}
