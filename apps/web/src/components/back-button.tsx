import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './ui/button';
import { paths } from '../config/paths';
import { t } from '../lib/i18n';

/** Back in the app's history; opened from outside (no history), to `fallback` instead. */
export function useGoBack(fallback = paths.home.href()): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key !== 'default' ? navigate(-1) : navigate(fallback));
}

/** Goes back in the app's history; opened from outside (no history), it goes home instead. */
export function BackButton({ fallback = paths.home.href() }: { fallback?: string }) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" size="sm" className="-ms-2 self-start text-muted hover:text-fg" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('ui.back')}
    </Button>
  );
}
