import { errorBodySchema, MESSAGES } from '@promptreel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl } from './api-client';
import { ApiError } from './api-error';

type Ok = { ok: boolean };

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
  it('returns the body', async () => {
    mockFetch(async () => json({ ok: true }));
    await expect(apiRequest<Ok>('/api/x')).resolves.toEqual({ ok: true });
  });

  it('rejects a successful answer that is not JSON', async () => {
    mockFetch(async () => new Response('<html>Welcome to the captive portal</html>', { status: 200 }));
    await expect(apiRequest<Ok>('/api/x')).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'The server sent an unexpected response.',
    });
  });

  it('turns an error body into an ApiError with code, message and issues', async () => {
    mockFetch(async () =>
      json(
        { code: 'bad_request', message: 'Invalid request', issues: [{ field: 'title', message: 'Title is required' }] },
        400,
      ),
    );
    const error = await apiRequest<Ok>('/api/x').catch((e: unknown) => e);
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
    const error = (await apiRequest<Ok>('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.message).toBe('Video not found');
  });

  it('handles a non-JSON error page', async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest<Ok>('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('reports network failures', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest<Ok>('/api/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('error bodies', () => {
  // The client checks them by hand (zod stays out of the first load): it must accept and read
  // exactly what the contract's errorBodySchema does, and fall back to the API's wording otherwise.
  const bodies: [string, unknown][] = [
    ['code and message', { code: 'conflict', message: 'That username is taken' }],
    ['issues', { code: 'bad_request', message: 'Invalid request', issues: [{ field: 'bio', message: 'Too long' }] }],
    ['no issues', { code: 'bad_request', message: 'Invalid request', issues: [] }],
    ['unknown keys', { code: 'forbidden', message: 'No', extra: 1, issues: [{ field: 'a', message: 'b', c: 2 }] }],
    ['an unknown code', { code: 'teapot', message: 'I am a teapot' }],
    ['a code of another type', { code: 404, message: 'Not found' }],
    ['no message', { code: 'not_found' }],
    ['a message of another type', { code: 'not_found', message: ['Not found'] }],
    ['issues that are no list', { code: 'bad_request', message: 'Invalid request', issues: 'title' }],
    ['an issue without its field', { code: 'bad_request', message: 'Invalid request', issues: [{ message: 'x' }] }],
    ['an issue that is no object', { code: 'bad_request', message: 'Invalid request', issues: ['title'] }],
    ['a list', [{ code: 'not_found', message: 'Not found' }]],
    ['null', null],
    ['a string', 'Not found'],
  ];

  it('has bodies the schema accepts and bodies it refuses', () => {
    const accepted = bodies.filter(([, body]) => errorBodySchema.safeParse(body).success).map(([name]) => name);
    expect(accepted).toEqual(['code and message', 'issues', 'no issues', 'unknown keys']);
  });

  for (const status of [400, 404, 503]) {
    for (const [name, body] of bodies) {
      it(`reads ${name} (${status}) as the contract's schema does`, async () => {
        mockFetch(async () => json(body, status));
        const error = (await apiRequest<Ok>('/api/x').catch((e: unknown) => e)) as ApiError;
        const parsed = errorBodySchema.safeParse(body);
        const fallback =
          status === 404
            ? { code: 'not_found', message: MESSAGES.notFound }
            : status >= 500
              ? { code: 'internal', message: MESSAGES.internal }
              : { code: 'bad_request', message: MESSAGES.invalidRequest };
        const expected = parsed.success
          ? { code: parsed.data.code, message: parsed.data.message, issues: parsed.data.issues ?? [] }
          : { ...fallback, issues: [] };
        expect(error).toBeInstanceOf(ApiError);
        expect({ status: error.status, code: error.code, message: error.message, issues: error.issues }).toEqual({
          status,
          ...expected,
        });
      });
    }
  }
});

describe('multipart bodies', () => {
  it('sends FormData as is, leaving the content type to the browser', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest<Ok>('/api/upload', { method: 'POST', body: form });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('still sends plain objects as JSON', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest<Ok>('/api/x', { method: 'POST', body: { a: 1 } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toHaveProperty('Content-Type', 'application/json');
  });
});
