import { Check, Copy, Sparkles } from 'lucide-react';
import { Link } from '../../../components/link';
import { IconButton } from '../../../components/ui/icon-button';
import { promptPreview } from '../../../lib/format-text';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/**
 * The prompt's first 60 characters (a link that opens the prompt side panel, #prompt) and a copy
 * button; 'View recipe' alone for a video with a recipe and no prompt. It carries id="prompt", so
 * the page scrolls here when the panel opens from a link.
 */
export function PromptChip({ prompt, highlighted = false }: { prompt: string | null; highlighted?: boolean }) {
  const { copy, copied } = useCopyToClipboard({
    success: t('videos.promptCopied'),
    failure: t('videos.promptCopyFailed'),
  });
  return (
    <div
      id="prompt"
      tabIndex={-1}
      className={cn(
        'flex max-w-full items-center gap-2 rounded-2xl border border-line bg-accent-soft py-1 pe-1 ps-3 text-sm text-accent-soft-fg',
        highlighted && 'ring-2 ring-ring',
      )}
    >
      <Sparkles aria-hidden="true" className="size-4 shrink-0" />
      {/* Opens the prompt side panel (#prompt); the state lets closing it step back instead of piling up history. */}
      <Link
        to={{ hash: '#prompt' }}
        state={{ promptPanel: 'in-page' }}
        preventScrollReset
        className="min-w-0 flex-1 truncate rounded-md hover:underline"
        title={prompt ?? undefined}
      >
        {prompt ? (
          <>
            <span className="sr-only">{t('videos.viewPromptPrefix')} </span>
            {promptPreview(prompt)}
          </>
        ) : (
          t('videos.viewRecipe')
        )}
      </Link>
      {prompt ? (
        <IconButton
          label={t('videos.copyPrompt')}
          size="icon-sm"
          onClick={() => void copy(prompt)}
          className="text-accent-soft-fg"
          icon={
            copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />
          }
        />
      ) : null}
    </div>
  );
}
