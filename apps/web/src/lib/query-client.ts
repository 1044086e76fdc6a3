import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Data fetching rules for every query and mutation, unless one says otherwise. */
export const queryConfig = {
  queries: {
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    retry: 1,
    // TanStack's default ('online') holds every request while the browser reports being offline,
    // and a refetch then resolves at once without asking: after a confirmation link, the viewer
    // stayed signed out (seen in CI with Chromium briefly reporting offline). Our answers come from
    // the page's own server; a request that truly cannot go fails and says so.
    networkMode: 'always',
  },
  mutations: {
    retry: 1,
    networkMode: 'always',
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The app's one cache, shared by React (AppProvider) and the router's loaders (prefetching). */
export const queryClient = createQueryClient();

/**
 * For mutations and lookups whose 4xx answer will not change on a second try (a wrong password,
 * a taken username, an expired link): retry once only after a network or server failure.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  return failureCount < 1 && !clientError;
}
