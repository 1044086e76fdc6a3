import { Link } from '../../components/link';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-accent tabular-nums">
        404
      </p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or may have moved.</p>
      <Link to={paths.home.href()} className={buttonStyles({ className: 'mt-2' })}>
        Return to Home
      </Link>
    </div>
  );
}
