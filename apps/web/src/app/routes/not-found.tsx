import { Link } from '../../components/link';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(t('pages.notFoundTitle'));
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-accent tabular-nums">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('pages.notFoundHeading')}</h1>
      <p className="text-muted">{t('pages.notFoundDetail')}</p>
      <Link to={paths.home.href()} className={buttonStyles({ className: 'mt-2' })}>
        {t('pages.returnHome')}
      </Link>
    </div>
  );
}
