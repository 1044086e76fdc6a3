import type { Updateable } from 'kysely';
import type { VideosTable } from '../db/schema.js';
import { SEARCHED_BODY, searchBodyOf, type SearchedBody, searchText } from '../lib/search-text.js';

const SEARCHED = ['title', ...SEARCHED_BODY, 'platform_id', 'orientation'] as const;

/** Whether a write changes a part of the search body (then the rest is read with it). */
export const changesBody = (values: Updateable<VideosTable>) =>
  SEARCHED_BODY.some((column) => values[column] !== undefined);

// Every write of a title, description, prompt or tool writes their search form with it, and every
// write of what search matches or filters on says when, for the search index (migration 0012).
// The search body: description, prompt, tool and model, then the captions' cues (lib/search-text.ts);
// `current`, the row's own, for those parts this write leaves as they are.
export const withSearch = <T extends Updateable<VideosTable>>(
  values: T,
  captions: string[] = [],
  current: SearchedBody = { subtitle: null, prompt: null, platform: null },
) => ({
  ...values,
  ...(values.title === undefined ? {} : { search_text: searchText(values.title) }),
  ...(changesBody(values)
    ? {
        search_body: searchBodyOf(
          {
            subtitle: values.subtitle === undefined ? current.subtitle : (values.subtitle ?? null),
            prompt: values.prompt === undefined ? current.prompt : (values.prompt ?? null),
            platform: values.platform === undefined ? current.platform : (values.platform ?? null),
            recipe: values.recipe === undefined ? current.recipe : (values.recipe ?? null),
          },
          captions,
        ),
      }
    : {}),
  ...(SEARCHED.some((column) => values[column] !== undefined) ? { search_changed_at: Date.now() } : {}),
});
