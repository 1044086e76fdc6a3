import { Braces, Check, Copy, Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';
import { usePromptActions, type PromptVideo } from '../hooks/use-prompt-actions';

export { PROMPT_TEXTS, type PromptVideo } from '../hooks/use-prompt-actions';

/** The video's platform and category, where it has them. */
function PromptDetails({ video }: { video: PromptVideo }) {
  return video.platform || video.categoryLabel ? (
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
  ) : null;
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
  const { promptCopied, jsonCopied, copyPrompt, copyJson, download } = usePromptActions(video);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="AI prompt" description={video.title} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex flex-col gap-4">
          <PromptDetails video={video} />
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
