import type { ViewSource } from '@promptreel/contract';

/**
 * Where a view came from, for the creator's Studio (contract VIEW_SOURCES): the router tells
 * `notePage` of every page shown, and a player's view is counted with `viewSource()`. Kept small
 * on purpose: it is part of every first load.
 */

/** The source a page names, or null for a video page, which takes the one of where it was opened from. */
export function pageSource(pathname: string, search: string): ViewSource | null {
  if (pathname === '/') {
    // Older tab names never get here: the feed rewrites them before anything plays.
    const tab = new URLSearchParams(search).get('tab');
    return tab === 'hot' || tab === 'following' ? tab : tab === 'foryou' ? 'for-you' : 'latest';
  }
  if (pathname.startsWith('/video/')) return null;
  if (pathname === '/search') return 'search';
  if (/^\/u\/[^/]+$/.test(pathname)) return 'profile';
  // Only a collection's page (Saved is one) has this in its path.
  return pathname.includes('/collections/') ? 'collection' : 'direct';
}

/**
 * A first page that names no source: from another site, or typed, bookmarked, or from an app; or
 * from a page of ours whose link was followed as a whole page load (a new tab, or a card pressed
 * before the app had taken it over), which keeps that page's source.
 */
function firstSource(): ViewSource {
  const from = document.referrer;
  if (!from) return 'direct';
  if (!from.startsWith(`${location.origin}/`)) return 'other-site';
  const { pathname, search } = new URL(from);
  return pageSource(pathname, search) ?? 'direct';
}

let source: ViewSource | undefined;

/** Called by the router with each location it shows (app/router.tsx). */
export function notePage({ pathname, search }: { pathname: string; search: string }): void {
  source = pageSource(pathname, search) ?? source ?? firstSource();
}

/** Where the view a player counts now came from; none before the router's first page, which the server takes as 'direct'. */
export const viewSource = (): ViewSource | undefined => source;
