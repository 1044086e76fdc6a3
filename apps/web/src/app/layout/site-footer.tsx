import { Link } from '../../components/link';
import { BRAND } from '../../config/brand';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { LanguageMenu } from './language-menu';

export function SiteFooter() {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-2 px-4 py-5 text-sm text-muted md:px-6">
        <p>{t('footer.tagline', { brand: BRAND })}</p>
        <nav aria-label={t('footer.nav')} className="flex flex-wrap items-center gap-4">
          <Link to={paths.guidelines.href()} className="underline-offset-2 hover:text-fg hover:underline">
            {t('footer.guidelines')}
          </Link>
          <LanguageMenu />
        </nav>
      </div>
    </footer>
  );
}
