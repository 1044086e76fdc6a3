import { AsyncLocalStorage } from 'node:async_hooks';

const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
// The library's stores are one set per process, shared by every instance of it (tests run two).
let inFlight = 0;

/**
 * better-auth keeps each call's state in AsyncLocalStorage. On Node 20 the first `run` of one turns
 * on promise hooks for the whole process, and nothing turns them off: after a single sign-in every
 * later promise paid for them (a signed-in reader's feed answered 3,796 req/s with them on, 4,455
 * with them off, the two builds alternated). So while no call into the library is in flight, its
 * stores are disabled, which turns the hooks off again; its next call enables them. Work it defers
 * past its answer (auth/background.ts) needs none of them.
 */
export function quietContexts<A extends { handler: (r: Request) => Promise<Response>; api: { getSession: unknown } }>(
  auth: A,
): A {
  const around =
    <Args extends unknown[], R>(call: (...args: Args) => Promise<R>) =>
    async (...args: Args): Promise<R> => {
      inFlight++;
      try {
        return await call(...args);
      } finally {
        if (--inFlight === 0) disableStores();
      }
    };
  auth.handler = around(auth.handler);
  auth.api.getSession = around(
    auth.api.getSession as (...args: unknown[]) => Promise<unknown>,
  ) as A['api']['getSession'];
  return auth;
}

function disableStores() {
  const context = (globalThis as Record<symbol, { context?: object } | undefined>)[BETTER_AUTH_GLOBAL]?.context;
  for (const store of Object.values(context ?? {})) if (store instanceof AsyncLocalStorage) store.disable();
}
