import { AppLink } from '../../../components/app-link';
import { Sparkles } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** The sparkle that leads to a video's AI prompt; render it only when there is one. */
export function PromptLink({ videoId }: { videoId: number }) {
  return (
    <Tooltip label={t('videos.viewPrompt')}>
      <AppLink
        to={paths.video.href(videoId, 'prompt')}
        aria-label={t('videos.viewPrompt')}
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'text-accent' })}
      >
        <Sparkles aria-hidden="true" className="size-5" />
      </AppLink>
    </Tooltip>
  );
}
