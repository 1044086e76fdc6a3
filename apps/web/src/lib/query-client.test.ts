import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryUnlessClientError } from './query-client';

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

  describe('when the browser says it is offline', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('still asks the server: a refetch after signing in is not silently skipped', async () => {
      const client = createQueryClient();
      let answer = 'visitor';
      await client.fetchQuery({ queryKey: ['me'], queryFn: () => answer });
      onlineManager.setOnline(false);
      answer = 'ada';
      await client.refetchQueries({ queryKey: ['me'] });
      expect(client.getQueryData(['me'])).toBe('ada');
      await expect(client.fetchQuery({ queryKey: ['other'], queryFn: () => 'answer' })).resolves.toBe('answer');
    });
  });
});

describe('retryUnlessClientError', () => {
  it('retries a network or server failure once, never a 4xx', () => {
    expect(retryUnlessClientError(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retryUnlessClientError(0, new ApiError(500, 'internal', 'boom'))).toBe(true);
    expect(retryUnlessClientError(1, new ApiError(500, 'internal', 'boom'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(401, 'unauthenticated', 'Invalid email or password'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(409, 'conflict', 'That username is taken'))).toBe(false);
  });
});
