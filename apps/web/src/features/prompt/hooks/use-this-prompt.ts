import type { Recipe, VideoDetail } from '@promptreel/contract';
import { useToast } from '../../../components/ui/toast-context';
import { apiRequest } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { t } from '../../../lib/i18n';
import { promptText } from '../utils/prompt-export';
import { PROMPT_TEXTS } from './use-prompt-actions';

/** A video whose prompt is to be used; a card has no recipe (undefined), so it is fetched then. */
export interface PromptSource {
  id: number;
  prompt: string;
  platform: string;
  recipe?: Recipe | null;
}

/**
 * 'Use this prompt': copies the prompt with its recipe (as the panel's Copy prompt does) and says
 * where to paste it. No tool in the catalogue takes a prompt in its address, so none is opened.
 */
export function useThisPrompt() {
  const toast = useToast();
  return async (video: PromptSource) => {
    try {
      const recipe =
        video.recipe !== undefined ? video.recipe : (await apiRequest<VideoDetail>(`/api/videos/${video.id}`)).recipe;
      await copyText(promptText(video.prompt, recipe));
      const tool = video.platform && video.platform !== 'Other' ? video.platform : null;
      toast({
        title: t('prompt.promptAndRecipeCopied'),
        description: tool ? t('prompt.pasteInto', { tool }) : undefined,
        variant: 'success',
      });
    } catch {
      toast({ title: t(PROMPT_TEXTS.copyFailed), variant: 'error' });
    }
  };
}
