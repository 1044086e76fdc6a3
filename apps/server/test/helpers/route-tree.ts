import type { ApiRoute } from '../../src/openapi/openapi-document.js';
import type { TestApp } from './test-app.js';

export type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
export type Route = { method: Method; path: string };
export type DeclaredRoute = Route & { declaration: ApiRoute };

/** The not-found handler's catch-all (the web app's pages and the 404s): Fastify's, not a route of ours. */
const NOT_FOUND = '*';

/**
 * Every route the app serves, as Fastify registered it (its onRoute hook, in app.ts), so a route
 * added later is in the checks that use this without anyone listing it.
 */
export async function routesOf(t: TestApp): Promise<Route[]> {
  await t.app.ready();
  return t.routes.map((r) => ({ method: r.method as Method, path: r.url }));
}

/**
 * Every route the app serves, each with its declaration (http/declare-route.ts). Throws, naming
 * them, when a served route was not declared or a declared one is not served: the API document, the
 * role matrix and the tests' answer check are all made of the declarations, so none may be missing.
 */
export async function declaredRoutesOf(t: TestApp): Promise<DeclaredRoute[]> {
  const served = (await routesOf(t)).filter((r) => r.path !== NOT_FOUND);
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
  const declared = new Map(t.declarations.map((d) => [key(d.method, d.path), d]));
  const undeclared = served.filter((r) => !declared.has(key(r.method, r.path)));
  const servedKeys = new Set(served.map((r) => key(r.method, r.path)));
  const unserved = [...declared.keys()].filter((k) => !servedKeys.has(k));
  if (undeclared.length > 0 || unserved.length > 0)
    throw new Error(
      [
        undeclared.length > 0 &&
          `Served without a declaration (register it with route() from src/http/declare-route.ts): ${undeclared.map((r) => key(r.method, r.path)).join(', ')}`,
        unserved.length > 0 && `Declared but not served: ${unserved.join(', ')}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  return served.map((r) => ({ ...r, declaration: declared.get(key(r.method, r.path))! }));
}
