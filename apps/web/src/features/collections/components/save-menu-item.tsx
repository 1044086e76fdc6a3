import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ExtraMenuItem } from '../../../components/ui/dropdown-menu';
import { paths } from '../../../config/paths';
import { SaveIcon } from './save-icon';
import { t, withTexts } from '../../../lib/i18n';

// Only someone who picks Save needs the list, the form and Radix Dialog: fetched when first chosen.
const SaveDialog = lazy(withTexts(() => import('./save-dialog')));

/**
 * 'Save' for a video's '…' menu (app/ adds it): the Save dialog for a signed-in person; a visitor
 * goes to /login, and back to this page afterwards.
 */
export function useSaveMenuItem(video: { id: number; title: string }, signedIn: boolean | undefined): ExtraMenuItem {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const item = { key: 'save', text: t('collections.save'), icon: <SaveIcon /> };
  if (signedIn === false)
    return { ...item, onSelect: () => void navigate(paths.login.href(`${pathname}${search}${hash}`)) };
  return {
    ...item,
    dialog: (open, onOpenChange) => (
      <Suspense fallback={null}>
        <SaveDialog video={video} open={open} onOpenChange={onOpenChange} />
      </Suspense>
    ),
  };
}
