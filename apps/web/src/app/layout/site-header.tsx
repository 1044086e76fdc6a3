import { Upload } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '../../components/link';
import { LogoMark } from '../../components/logo';
import { buttonStyles } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { BRAND } from '../../config/brand';
import { paths } from '../../config/paths';
import { t, withTexts } from '../../lib/i18n';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { UserNav } from '../../features/auth/components/user-nav';
import { HeaderSearch } from '../../features/search/components/header-search';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';

const SignedInHeader = lazy(withTexts(async () => ({ default: (await import('./signed-in-header')).SignedInHeader })));

/** The slim sticky header on every page: logo, search, theme, Upload, the bell when signed in, and the account slot. */
export function SiteHeader() {
  const signedIn = Boolean(useCurrentUser());
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur-md">
      <div className="relative mx-auto flex h-14 max-w-screen-2xl items-center gap-1 px-3 md:gap-4 md:px-6">
        <Link
          to={paths.home.href()}
          aria-label={t('header.home', { brand: BRAND })}
          className="flex shrink-0 items-center gap-2 rounded-lg pe-1 text-[1.0625rem] font-bold tracking-tight"
        >
          <LogoMark className="size-7" />
          {/* The narrowest phones keep the mark alone: the header has no room for the word beside the
              account's button, whose label is longer in some languages ('Iniciar sesión'). */}
          <span className="max-[25rem]:sr-only">{BRAND}</span>
        </Link>
        <div className="flex min-w-0 flex-1 justify-end md:justify-center">
          <HeaderSearch />
        </div>
        <div className="flex shrink-0 items-center gap-1 md:gap-2">
          <ThemeToggle />
          <nav aria-label={t('header.main')} className="flex items-center gap-1 md:gap-2">
            <Tooltip label={t('header.upload')} side="bottom">
              <Link
                to={paths.upload.href()}
                className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'sm:w-auto sm:px-3' })}
              >
                <Upload aria-hidden="true" className="size-5" />
                <span className="max-sm:sr-only">{t('header.upload')}</span>
              </Link>
            </Tooltip>
            {signedIn ? (
              <Suspense fallback={null}>
                <SignedInHeader />
              </Suspense>
            ) : null}
            <UserNav />
          </nav>
        </div>
      </div>
    </header>
  );
}
