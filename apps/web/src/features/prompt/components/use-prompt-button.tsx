import { WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { type PromptSource, useThisPrompt } from '../hooks/use-this-prompt';

/** 'Use this prompt' on the video page: the prompt and recipe to the clipboard (use-this-prompt.ts). */
export function UsePromptButton({ video }: { video: PromptSource }) {
  const copyPrompt = useThisPrompt();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copyPrompt(video)}>
      <WandSparkles aria-hidden="true" className="size-4" />
      {t('prompt.useThisPrompt')}
    </Button>
  );
}
