import { Braces, Check, Copy, Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { t } from '../../../lib/i18n';
import { usePromptActions, type PromptVideo } from '../hooks/use-prompt-actions';
import { RecipeDetails } from './recipe-details';

export type { PromptVideo } from '../hooks/use-prompt-actions';

/**
 * The side panel that /video/{id}#prompt opens: the whole prompt, then the rest of its recipe
 * (recipe-details.tsx); Copy prompt (with a 1.2 s 'Copied' tick), Copy as JSON ({ title, prompt,
 * platform, category, url, recipe }) and Download (ai-prompt.txt), each with the recipe. Titled
 * 'Recipe' when the video has one, else 'AI prompt', as the links to it say.
 */
export function PromptPanel({
  video,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  video: PromptVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ComponentProps<typeof SheetContent>['onCloseAutoFocus'];
}) {
  const { promptCopied, jsonCopied, copyPrompt, copyJson, download } = usePromptActions(video);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={video.recipe ? t('prompt.recipe') : t('prompt.aiPrompt')}
        description={video.title}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col gap-4">
          {video.prompt ? (
            <div
              tabIndex={0}
              role="region"
              aria-label={t('prompt.promptText')}
              className="max-h-[55dvh] overflow-y-auto rounded-xl border border-line bg-subtle p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap"
            >
              {video.prompt}
            </div>
          ) : null}
          <RecipeDetails video={video} />
          {video.fileRecipe ? (
            <p className="text-xs text-muted">
              {t('prompt.readFromFile', {
                reader: video.fileRecipe.reader,
                fields: video.fileRecipe.fields.join(', '),
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyPrompt()}>
              {promptCopied.copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {promptCopied.copied ? t('prompt.copiedShort') : t('prompt.copyPrompt')}
            </Button>
            <Button variant="secondary" onClick={() => void copyJson()}>
              {jsonCopied.copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Braces aria-hidden="true" className="size-4" />
              )}
              {t('prompt.copyJson')}
            </Button>
            <Button variant="secondary" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('prompt.download')}
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
