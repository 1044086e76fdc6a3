import { Check, Share2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { absoluteUrl } from '../../../lib/clipboard';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

const MESSAGES = { success: 'Share link copied to clipboard!', failure: 'Failed to copy link' };

/** Copies the video's address. Icon-only on cards, with its word on the video page. */
export function ShareButton({ videoId, withText = false }: { videoId: number; withText?: boolean }) {
  const { copy, copied } = useCopyToClipboard(MESSAGES);
  const onClick = () => void copy(absoluteUrl(paths.video.href(videoId)));
  const icon = copied ? (
    <Check aria-hidden="true" className="size-5 text-accent" />
  ) : (
    <Share2 aria-hidden="true" className="size-5" />
  );

  if (withText) {
    return (
      <Button variant="secondary" onClick={onClick}>
        {icon}
        Share
      </Button>
    );
  }
  return <IconButton label="Share" onClick={onClick} icon={icon} className="text-muted hover:text-fg" />;
}
