import type { TestApp } from './test-app.js';

export type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
export type Route = { method: Method; path: string };

/**
 * Every route the app serves, as Fastify registered it (its onRoute hook, in app.ts), so a route
 * added later is in the checks that use this without anyone listing it.
 */
export async function routesOf(t: TestApp): Promise<Route[]> {
  await t.app.ready();
  return t.routes.map((r) => ({ method: r.method as Method, path: r.url }));
}
