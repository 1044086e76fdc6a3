// Runs before every component test file (the `web` project in vitest.config.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// A request no test expected fails the test: the component asked for something the test did not
// plan for, and a silent network error would hide it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Without vitest's globals Testing Library cannot register its own clean-up.
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
