import { afterAll, afterEach } from 'vitest';
import type { AnswerMismatch } from '../../src/http/declare-route.js';

/**
 * The API suite's check of every answer (a setup file, vitest.config.ts): test apps parse each 2xx
 * JSON answer with its route's declared response schema (createTestApp's `checkAnswers`), and a test
 * during which one did not match fails, naming the route and what was wrong.
 */
const mismatches: AnswerMismatch[] = [];

export const recordMismatch = (mismatch: AnswerMismatch) => void mismatches.push(mismatch);

function failOnMismatches() {
  const found = mismatches.splice(0);
  if (found.length === 0) return;
  throw new Error(
    `An answer does not match its route's declared response schema:\n${found
      .map((m) => `${m.route} (${m.url}, ${m.status}): ${m.issues.join('; ')}`)
      .join('\n')}`,
  );
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
