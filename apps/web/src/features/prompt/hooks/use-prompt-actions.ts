import { useToast } from '../../../components/ui/toast-context';
import { absoluteUrl, copyText } from '../../../lib/clipboard';
import type { Recipe } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { PROMPT_FILE_NAME, downloadText, promptJson, promptText } from '../utils/prompt-export';
import { useCopiedFlag } from './use-copied-flag';

/** The toasts of the prompt's actions (keys: read with t() when shown). */
export const PROMPT_TEXTS = {
  copied: 'prompt.copied',
  copyFailed: 'prompt.copyFailed',
  jsonCopied: 'prompt.jsonCopied',
  jsonFailed: 'prompt.jsonFailed',
  downloaded: 'prompt.downloaded',
  downloadFailed: 'prompt.downloadFailed',
} as const satisfies Record<string, MessageKey>;

export interface PromptVideo {
  title: string;
  prompt: string;
  platform: string | null;
  categoryLabel: string | null;
  /** The slugs, which name the platform 'Other' and the category in the page's language. */
  platformSlug: string | null;
  categorySlug: string | null;
  /** The video page's path, e.g. /video/12 (made absolute for the JSON). */
  path: string;
  recipe: Recipe | null;
  /** What the server read from the file itself, said under the recipe. */
  fileRecipe?: { reader: string; fields: string[] } | null;
}

/** Copy prompt, Copy as JSON and Download, each told in a toast; the copies tick for a moment. */
export function usePromptActions(video: PromptVideo) {
  const toast = useToast();
  const promptCopied = useCopiedFlag();
  const jsonCopied = useCopiedFlag();

  const copyPrompt = async () => {
    try {
      await copyText(promptText(video.prompt, video.recipe));
      promptCopied.mark();
      toast({ title: t(PROMPT_TEXTS.copied), variant: 'success' });
    } catch {
      toast({ title: t(PROMPT_TEXTS.copyFailed), variant: 'error' });
    }
  };

  const copyJson = async () => {
    try {
      const json = promptJson({
        title: video.title,
        prompt: video.prompt,
        platform: video.platform || null,
        category: video.categoryLabel,
        url: absoluteUrl(video.path),
        recipe: video.recipe,
      });
      await copyText(json);
      jsonCopied.mark();
      toast({ title: t(PROMPT_TEXTS.jsonCopied), variant: 'success' });
    } catch {
      toast({ title: t(PROMPT_TEXTS.jsonFailed), variant: 'error' });
    }
  };

  const download = () => {
    try {
      downloadText(promptText(video.prompt, video.recipe), PROMPT_FILE_NAME);
      toast({ title: t(PROMPT_TEXTS.downloaded), variant: 'success' });
    } catch {
      toast({ title: t(PROMPT_TEXTS.downloadFailed), variant: 'error' });
    }
  };

  return { promptCopied, jsonCopied, copyPrompt, copyJson, download };
}
