import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Data fetching rules of spec section 9. */
export const queryConfig = {
  queries: {
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    retry: 1,
  },
  mutations: {
    retry: 1,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The app's one cache, shared by React (AppProvider) and the router's loaders (prefetching). */
export const queryClient = createQueryClient();
