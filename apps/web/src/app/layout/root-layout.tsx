import { lazy, Suspense, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { TakeoverEnd } from '../../components/takeover-end';
import { cn } from '../../lib/cn';
import { replayHeldPresses } from '../../lib/held-presses';
import { CardSlots } from '../card-slots';
import { PAGE_WIDTH_CLASS, type RouteHandle } from '../route-handle';
import { useMe } from '../../features/auth/api/get-me';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { t, withTexts } from '../../lib/i18n';

// Only a session (or the notice that one ended) needs watching: visitors never load this code.
const AccountSession = lazy(withTexts(async () => ({ default: (await import('./account-session')).AccountSession })));

function useHasAccountToWatch() {
  const { data } = useMe();
  return Boolean(data?.user || data?.accountDeleted || data?.signedOutNotice);
}

function usePageWidth() {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const width = (matches[i]?.handle as RouteHandle | undefined)?.width;
    if (width) return width;
  }
  return 'default';
}

/**
 * After a client-side page change, move focus to the main content (without scrolling) so
 * keyboard and screen-reader users start at the new page rather than the old link.
 */
function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Typing in the header's search box leads to /search: the cursor stays in the box.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.type === 'search') return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * Makes again the presses held while the server's markup was not yet the app's. It sits inside the
 * page's Suspense boundary, which React takes over after the header (in a pass of its own), so its
 * effect runs once every button on the screen is live.
 */
function ReplayHeldPresses() {
  useEffect(() => void replayHeldPresses(), []);
  return null;
}

export function RootLayout() {
  const width = usePageWidth();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  const watchAccount = useHasAccountToWatch();

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus without a hash navigation, which the router would treat as a new page.
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="fixed top-2 start-2 z-50 -translate-y-[200%] rounded-full bg-primary px-4 py-2 text-sm font-medium text-on-primary shadow-lg focus:translate-y-0"
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      {/* Below the header: it shows a suspended account's banner there. */}
      {watchAccount ? (
        <Suspense fallback={null}>
          <AccountSession />
        </Suspense>
      ) : null}
      {/* At least a screen high, so the footer starts below the fold: while a page's content is
          still loading, a footer in view would be pushed down when it arrives (layout shift). */}
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className={cn('mx-auto min-h-dvh w-full flex-1 px-4 pt-4 pb-10 outline-none md:pt-6', PAGE_WIDTH_CLASS[width])}
      >
        <CardSlots>
          <Suspense fallback={<PageFallback />}>
            <ReplayHeldPresses />
            <Outlet />
            <TakeoverEnd />
          </Suspense>
        </CardSlots>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
