import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './ui/button';
import { paths } from '../config/paths';

/** Goes back in the app's history; opened from outside (no history), it goes home instead. */
export function BackButton({ fallback = paths.home.href() }: { fallback?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasAppHistory = location.key !== 'default';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 self-start text-muted hover:text-fg"
      onClick={() => (hasAppHistory ? navigate(-1) : navigate(fallback))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );
}
