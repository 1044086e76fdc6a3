import { Fragment } from 'react';
import type { PromptVideo } from '../hooks/use-prompt-actions';
import { recipeParts } from '../utils/prompt-export';

const heading = 'text-sm font-semibold';

/** After the prompt: its tool and category, the recipe's parts, negative prompt and references, where there are any. */
export function RecipeDetails({ video }: { video: PromptVideo }) {
  const rows: [string, string][] = [];
  if (video.platform) rows.push(['Platform', video.platform]);
  if (video.categoryLabel) rows.push(['Category', video.categoryLabel]);
  rows.push(...recipeParts(video.recipe));
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
            Negative prompt
          </h3>
          <p className="font-mono text-sm break-words whitespace-pre-wrap">{negative}</p>
        </section>
      ) : null}
      {references.length > 0 ? (
        <section aria-labelledby="recipe-references" className="flex flex-col gap-1">
          <h3 id="recipe-references" className={heading}>
            References
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
