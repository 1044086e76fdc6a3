import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readInitialData, seedInitialData, type InitialDataRoute } from './initial-data';

const routes: InitialDataRoute[] = [
  { pattern: /^\/api\/things$/, infinite: true, key: (_m, url) => ['things', url.searchParams.get('tab')] },
  { pattern: /^\/api\/things\/(\d+)$/, key: (m) => ['thing', Number(m[1])] },
  { pattern: /^\/api\/people\/([^/]+)$/, key: (m) => ['person', decodeURIComponent(m[1]!)] },
];

/** A document with (or without) the server's data element, enough for readInitialData. */
function fakeDocument(text: string | null) {
  let present = text !== null;
  const element = { textContent: text, remove: () => (present = false) };
  return {
    doc: {
      getElementById: (id: string) => (present && id === 'promptreel-initial-data' ? element : null),
    } as unknown as Document,
    isPresent: () => present,
  };
}

describe('initial data from the page', () => {
  it('puts each answer under its query key: an infinite query as its first page', () => {
    const client = new QueryClient();
    const seeded = seedInitialData(client, routes, {
      '/api/things?tab=latest&limit=20': { items: [{ id: 1 }] },
      '/api/things/7': { id: 7 },
      '/api/people/%C3%A9mile': { name: 'émile' },
    });
    expect(seeded).toBe(3);
    expect(client.getQueryData(['things', 'latest'])).toEqual({ pages: [{ items: [{ id: 1 }] }], pageParams: [null] });
    expect(client.getQueryData(['thing', 7])).toEqual({ id: 7 });
    expect(client.getQueryData(['person', 'émile'])).toEqual({ name: 'émile' });
  });

  it('drops an unknown address and a malformed one', () => {
    const client = new QueryClient();
    const seeded = seedInitialData(client, routes, {
      '/api/other': { id: 1 },
      '/api/people/%E0%A4%A': { name: 'x' },
    });
    expect(seeded).toBe(0);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('reads the element once (a later screen must not take it for fresh data); a broken one is no data', () => {
    const page = fakeDocument('{"/api/things/1":{"id":1}}');
    expect(readInitialData(page.doc)).toEqual({ '/api/things/1': { id: 1 } });
    expect(page.isPresent()).toBe(false);
    expect(readInitialData(page.doc)).toEqual({});
    expect(readInitialData(fakeDocument('{"cut": ').doc)).toEqual({});
    expect(readInitialData(fakeDocument('[1]').doc)).toEqual({});
    expect(readInitialData(fakeDocument(null).doc)).toEqual({});
  });
});
