import { Check, Code2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { StatusMessage } from '../../../components/ui/status-message';
import { t } from '../../../lib/i18n';
import { useEmbed } from '../api/get-embed-code';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/**
 * 'Embed' on the video page: the player's iframe code to paste into a blog or another site, read
 * from the server's oEmbed answer when the dialog opens, with a button that copies it.
 */
export function EmbedButton({ videoId }: { videoId: number }) {
  const [open, setOpen] = useState(false);
  const embed = useEmbed(videoId, open);
  const { copy, copied } = useCopyToClipboard({
    success: t('videos.embedCopied'),
    failure: t('videos.embedCopyFailed'),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Code2 aria-hidden="true" className="size-5" />
          {t('videos.embed')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('videos.embedTitle')} description={t('videos.embedDescription')}>
        {embed.data ? (
          <div className="flex flex-col gap-3">
            <TextAreaField
              label={t('videos.embedCode')}
              readOnly
              value={embed.data.html}
              onFocus={(event) => event.currentTarget.select()}
              className="[&_textarea]:font-mono [&_textarea]:text-xs"
            />
            <p className="text-sm text-muted">
              {t('videos.embedSize', { width: embed.data.width, height: embed.data.height })}
            </p>
            <Button className="self-end" onClick={() => void copy(embed.data.html)}>
              {copied ? <Check aria-hidden="true" className="size-5" /> : null}
              {t('videos.copyEmbed')}
            </Button>
          </div>
        ) : embed.isError ? (
          <StatusMessage
            tone="error"
            title={t('videos.embedLoadFailed')}
            action={
              <Button variant="secondary" onClick={() => void embed.refetch()}>
                {t('videos.retry')}
              </Button>
            }
          />
        ) : (
          <p role="status" className="py-6 text-center text-sm text-muted">
            {t('videos.embedLoading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
