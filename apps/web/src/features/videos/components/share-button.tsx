import { Check, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { absoluteUrl } from '../../../lib/clipboard';
import { t } from '../../../lib/i18n';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/** Phones and tablets (a touch screen as the main pointer) with the Web Share API: their share sheet. */
function systemShareAvailable(url: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  if (navigator.canShare && !navigator.canShare({ url })) return false;
  return window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares the video's address: the system share sheet where the device has one, otherwise (or when
 * sharing fails) a copy to the clipboard. Icon-only on cards, with its word on the video page.
 */
export function ShareButton({
  videoId,
  title,
  withText = false,
}: {
  videoId: number;
  title?: string;
  withText?: boolean;
}) {
  const { copy, copied } = useCopyToClipboard({
    success: t('videos.shareCopied'),
    failure: t('videos.shareCopyFailed'),
  });
  const share = async () => {
    const url = absoluteUrl(paths.video.href(videoId));
    if (systemShareAvailable(url)) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the viewer closed the sheet
      }
    }
    await copy(url);
  };
  const onClick = () => void share();
  const icon = copied ? (
    <Check aria-hidden="true" className="size-5 text-accent" />
  ) : (
    <Share2 aria-hidden="true" className="size-5" />
  );

  if (withText) {
    return (
      <Button variant="secondary" onClick={onClick}>
        {icon}
        {t('videos.share')}
      </Button>
    );
  }
  return <IconButton label={t('videos.share')} onClick={onClick} icon={icon} className="text-muted hover:text-fg" />;
}
