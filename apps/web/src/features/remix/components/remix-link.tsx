import { Repeat2 } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/**
 * 'Remix': the upload form, filled with this video's recipe and naming it. A visitor is asked to
 * log in there and comes back to it. Shown only while the creator allows remixes.
 */
export function RemixLink({ videoId }: { videoId: number }) {
  return (
    <Link to={paths.upload.href(videoId)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <Repeat2 aria-hidden="true" className="size-4" />
      {t('remix.remix')}
    </Link>
  );
}
