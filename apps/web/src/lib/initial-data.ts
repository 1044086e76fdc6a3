import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The script element in which the server sends a first load's API answers (keyed by their URL). */
export const INITIAL_DATA_ID = 'promptreel-initial-data';

/** How one API URL's answer enters the cache: under which key. */
export interface InitialDataRoute {
  pattern: RegExp;
  /** The feature's query key for this URL (from the pattern's groups), or null to leave it out. */
  key: (match: RegExpExecArray, url: URL) => QueryKey | null;
  /** An infinite query: the answer is its first page. */
  infinite?: boolean;
}

/** The answers the server embedded in this page, once; an absent or broken element is no data. */
export function readInitialData(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById(INITIAL_DATA_ID);
  if (!element) return {};
  // Read once: a later screen must not mistake this page's answers for fresh ones.
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Puts the server's answers into the query cache before the first render, so the first screen
 * shows its cards (and the poster it preloads) without waiting for an API round trip. Each answer
 * is taken as it is, as an API call takes its answer: the server wrote both, and its API tests check
 * them against the contract. An address no route knows, or one whose key cannot be made, is left
 * out and its screen asks the API as usual.
 */
export function seedInitialData(
  client: QueryClient,
  routes: readonly InitialDataRoute[],
  data: Record<string, unknown> = readInitialData(),
): number {
  let seeded = 0;
  for (const [address, answer] of Object.entries(data)) {
    const url = new URL(address, 'http://x');
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      let key: QueryKey | null;
      try {
        key = route.key(match, url);
      } catch {
        key = null; // a malformed address (a bad %-escape): the screen asks the API itself
      }
      if (key) {
        client.setQueryData(key, route.infinite ? { pages: [answer], pageParams: [null] } : answer);
        seeded += 1;
      }
      break;
    }
  }
  return seeded;
}
