import { REMIX_TEXTS } from '@promptreel/contract';
import { WandSparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type PromptSource, useThisPrompt } from '../hooks/use-this-prompt';

/** 'Use this prompt' on the video page: the prompt and recipe to the clipboard (use-this-prompt.ts). */
export function UsePromptButton({ video }: { video: PromptSource }) {
  const copyPrompt = useThisPrompt();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copyPrompt(video)}>
      <WandSparkles aria-hidden="true" className="size-4" />
      {REMIX_TEXTS.useThisPrompt}
    </Button>
  );
}
