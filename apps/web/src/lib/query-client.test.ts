import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('uses the data-fetching rules of the spec', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      retry: 1,
    });
    expect(options.mutations).toMatchObject({ retry: 1 });
  });
});
