import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { LabelledVideo } from './label-video-dialog';
import { t, withTexts } from '../../../lib/i18n';

// Admins alone open it: its form, validation and Radix Dialog are fetched when first chosen.
const LabelVideoDialog = lazy(withTexts(() => import('./label-video-dialog')));

/** An admin's 'Label video' item for a video's '…' menu (app/ adds it), and the dialog it opens. */
export const labelVideoItem = (video: LabelledVideo) => ({
  text: t('admin.labelVideo'),
  // The Content Credentials badge's icon, which every first load has already.
  icon: <ShieldAlert aria-hidden="true" />,
  dialog: (open: boolean, onOpenChange: (open: boolean) => void) => (
    <Suspense fallback={null}>
      <LabelVideoDialog video={video} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ),
});
