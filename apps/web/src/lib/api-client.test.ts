import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiRequest, buildUrl } from './api-client';
import { ApiError } from './api-error';

const schema = z.object({ ok: z.boolean() });

function mockFetch(impl: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(impl));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('drops empty values', () => {
    expect(buildUrl('/api/videos', { tab: 'hot', platform: undefined, category: '', limit: 20 })).toBe(
      '/api/videos?tab=hot&limit=20',
    );
    expect(buildUrl('/api/me')).toBe('/api/me');
  });
});

describe('apiRequest', () => {
  it('returns the parsed body', async () => {
    mockFetch(async () => json({ ok: true, extra: 1 }));
    await expect(apiRequest('/api/x', schema)).resolves.toEqual({ ok: true });
  });

  it('turns an error body into an ApiError with code, message and issues', async () => {
    mockFetch(async () =>
      json(
        { code: 'bad_request', message: 'Invalid request', issues: [{ field: 'title', message: 'Title is required' }] },
        400,
      ),
    );
    const error = await apiRequest('/api/x', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Invalid request',
      issues: [{ field: 'title', message: 'Title is required' }],
    });
  });

  it('recognises not found', async () => {
    mockFetch(async () => json({ code: 'not_found', message: 'Video not found' }, 404));
    const error = (await apiRequest('/api/x', schema).catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.message).toBe('Video not found');
  });

  it('handles a non-JSON error page', async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/x', schema)).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('rejects a body that does not match the contract', async () => {
    mockFetch(async () => json({ ok: 'yes' }));
    await expect(apiRequest('/api/x', schema)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports network failures', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x', schema)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('multipart bodies', () => {
  it('sends FormData as is, leaving the content type to the browser', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/upload', schema, { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('still sends plain objects as JSON', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', schema, { method: 'POST', body: { a: 1 } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toHaveProperty('Content-Type', 'application/json');
  });
});
