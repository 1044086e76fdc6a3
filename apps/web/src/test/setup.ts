// Runs before every component test file (the `web` project in vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';
import './i18n';

// findBy… and waitFor wait up to 5 s rather than 1 s: a lazily loaded part of a screen (the Security
// section, the toast layer) is compiled on first use, which on a busy runner takes over a second.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers fails the test: the component asked for something the test did not
// plan for. MSW's own 'error' setting only logs it and fails the fetch, which a screen may swallow.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  // Without vitest's globals Testing Library cannot register its own clean-up.
  cleanup();
  server.resetHandlers();
  // Remembered choices (the upload form's last platform, the theme) would leak into the next test.
  localStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());
