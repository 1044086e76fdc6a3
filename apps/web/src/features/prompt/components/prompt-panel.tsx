import { Braces, Check, Copy, Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { useToast } from '../../../components/ui/toast-context';
import { absoluteUrl, copyText } from '../../../lib/clipboard';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { PROMPT_FILE_NAME, downloadText, promptJson } from '../utils/prompt-export';

export const PROMPT_TEXTS = {
  copied: 'Prompt copied to clipboard!',
  copyFailed: 'Failed to copy prompt',
  jsonCopied: 'JSON copied to clipboard!',
  jsonFailed: 'Failed to copy JSON',
  downloaded: 'Prompt downloaded',
} as const;

export interface PromptVideo {
  title: string;
  prompt: string;
  platform: string | null;
  categoryLabel: string | null;
  /** The video page's path, e.g. /video/12 (made absolute for the JSON). */
  path: string;
}

/**
 * The AI prompt side panel that /video/{id}#prompt opens: the whole prompt, Copy prompt (with a
 * 1.2 s 'Copied' tick), Copy as JSON ({ title, prompt, platform, category, url }) and Download
 * (ai-prompt.txt).
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
  const toast = useToast();
  const promptCopied = useCopiedFlag();
  const jsonCopied = useCopiedFlag();

  const copyPrompt = async () => {
    try {
      await copyText(video.prompt);
      promptCopied.mark();
      toast({ title: PROMPT_TEXTS.copied, variant: 'success' });
    } catch {
      toast({ title: PROMPT_TEXTS.copyFailed, variant: 'error' });
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
      });
      await copyText(json);
      jsonCopied.mark();
      toast({ title: PROMPT_TEXTS.jsonCopied, variant: 'success' });
    } catch {
      toast({ title: PROMPT_TEXTS.jsonFailed, variant: 'error' });
    }
  };

  const download = () => {
    try {
      downloadText(video.prompt, PROMPT_FILE_NAME);
      toast({ title: PROMPT_TEXTS.downloaded, variant: 'success' });
    } catch {
      toast({ title: 'Failed to download prompt', variant: 'error' });
    }
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="AI prompt" description={video.title} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex flex-col gap-4">
          {video.platform || video.categoryLabel ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {video.platform ? (
                <>
                  <dt className="text-muted">Platform</dt>
                  <dd className="font-medium">{video.platform}</dd>
                </>
              ) : null}
              {video.categoryLabel ? (
                <>
                  <dt className="text-muted">Category</dt>
                  <dd className="font-medium">{video.categoryLabel}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <div
            tabIndex={0}
            role="region"
            aria-label="Prompt text"
            className="max-h-[55dvh] overflow-y-auto rounded-xl border border-line bg-subtle p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            {video.prompt}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copyPrompt()}>
              {promptCopied.copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {promptCopied.copied ? 'Copied' : 'Copy prompt'}
            </Button>
            <Button variant="secondary" onClick={() => void copyJson()}>
              {jsonCopied.copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Braces aria-hidden="true" className="size-4" />
              )}
              Copy as JSON
            </Button>
            <Button variant="secondary" onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
