import { SEARCH_MESSAGES } from '@promptreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The contract's schemas are zod/mini ones, which have no texts of their own. A 400 must still say
// what it said with full zod: the contract's message where it names one, zod's English default
// where it does not.
describe('texts of a refused request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(400);
    return res.json() as { code: string; message: string; issues: { field: string; message: string }[] };
  };

  it("are zod's English defaults where the contract names none", async () => {
    const cases: [url: string, field: string, message: string][] = [
      ['/api/videos?limit=0', 'limit', 'Too small: expected number to be >=1'],
      ['/api/videos?limit=500', 'limit', 'Too big: expected number to be <=20'],
      ['/api/videos?limit=2.5', 'limit', 'Invalid input: expected int, received number'],
      [
        '/api/videos?orientation=diagonal',
        'orientation',
        'Invalid option: expected one of "portrait"|"landscape"|"square"',
      ],
      [`/api/videos?cursor=${'x'.repeat(401)}`, 'cursor', 'Too big: expected string to have <=400 characters'],
    ];
    for (const [url, field, message] of cases) {
      const body = await refusal(url);
      expect(body, url).toEqual({ code: 'bad_request', message, issues: [{ field, message }] });
    }
  });

  it("are the contract's own where it names them", async () => {
    expect(await refusal('/api/search?q=a')).toMatchObject({ message: SEARCH_MESSAGES.tooShort });
    expect(await refusal(`/api/search?q=${'x'.repeat(101)}`)).toMatchObject({
      message: 'Search is at most 100 characters',
    });
    expect(await refusal('/api/search?q=ab&orientation=diagonal')).toMatchObject({
      message: 'Orientation must be portrait, landscape or square',
    });
  });
});
