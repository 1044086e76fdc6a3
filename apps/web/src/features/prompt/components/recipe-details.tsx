import { Fragment } from 'react';
import { categoryName, platformName } from '../../../lib/category-names';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import type { PromptVideo } from '../hooks/use-prompt-actions';
import { recipeParts, type RecipePart, type RecipeWords } from '../utils/prompt-export';

const heading = 'text-sm font-semibold';

const PART_KEYS = {
  model: 'prompt.model',
  seed: 'prompt.seed',
  duration: 'prompt.duration',
  aspectRatio: 'prompt.aspectRatio',
} as const satisfies Record<RecipePart, MessageKey>;

/** The recipe's parts as the panel names them, in the page's language (the copies keep the tools' words). */
const shownWords = (): RecipeWords => ({
  name: (part) => t(PART_KEYS[part]),
  seconds: (seconds) => t('prompt.seconds', { seconds }),
});

/** After the prompt: its tool and category, the recipe's parts, negative prompt and references, where there are any. */
export function RecipeDetails({ video }: { video: PromptVideo }) {
  const rows: [string, string][] = [];
  if (video.platform) rows.push([t('prompt.platform'), platformName(video.platformSlug, video.platform)]);
  if (video.categoryLabel) rows.push([t('prompt.category'), categoryName(video.categorySlug, video.categoryLabel)]);
  rows.push(...recipeParts(video.recipe, shownWords()));
  const negative = video.recipe?.negativePrompt;
  const references = video.recipe?.references ?? [];
  return (
    <>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([name, value], i) => (
            <Fragment key={i}>
              <dt className="text-muted">{name}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {negative ? (
        <section aria-labelledby="recipe-negative" className="flex flex-col gap-1">
          <h3 id="recipe-negative" className={heading}>
            {t('prompt.negativePrompt')}
          </h3>
          <p className="font-mono text-sm break-words whitespace-pre-wrap">{negative}</p>
        </section>
      ) : null}
      {references.length > 0 ? (
        <section aria-labelledby="recipe-references" className="flex flex-col gap-1">
          <h3 id="recipe-references" className={heading}>
            {t('prompt.references')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {references.map((url) => (
              <li key={url} className="break-all">
                <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
