import { Check, Code2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { useEmbed } from '../api/get-embed-code';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

const MESSAGES = { success: 'Embed code copied to clipboard!', failure: 'Failed to copy embed code' };

/**
 * 'Embed' on the video page: the player's iframe code to paste into a blog or another site, read
 * from the server's oEmbed answer when the dialog opens, with a button that copies it.
 */
export function EmbedButton({ videoId }: { videoId: number }) {
  const [open, setOpen] = useState(false);
  const embed = useEmbed(videoId, open);
  const { copy, copied } = useCopyToClipboard(MESSAGES);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Code2 aria-hidden="true" className="size-5" />
          Embed
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Embed this video"
        description="Paste this code into a web page to show the player there, with the prompt and a link back."
      >
        {embed.data ? (
          <div className="flex flex-col gap-3">
            <TextAreaField
              label="Embed code"
              readOnly
              value={embed.data.html}
              onFocus={(event) => event.currentTarget.select()}
              className="[&_textarea]:font-mono [&_textarea]:text-xs"
            />
            <p className="text-sm text-muted">
              The player is {embed.data.width} × {embed.data.height} pixels.
            </p>
            <Button className="self-end" onClick={() => void copy(embed.data.html)}>
              {copied ? <Check aria-hidden="true" className="size-5" /> : null}
              Copy embed code
            </Button>
          </div>
        ) : embed.isError ? (
          <StatusMessage
            tone="error"
            title="Failed to load"
            action={
              <Button variant="secondary" onClick={() => void embed.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <p role="status" className="py-6 text-center text-sm text-muted">
            Loading…
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
