// The commit-msg hook's check (.githooks/commit-msg): a subject line of at most 72 characters, so
// `git log --oneline` and the forge show it whole. `node scripts/commit-msg.mjs FILE` exits 1 with
// one line when the message in FILE breaks it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_LIMIT = 72;

/** The subject: the first line that is neither a comment (git strips those) nor blank. */
export function subjectOf(message) {
  return message.split('\n').find((line) => !line.startsWith('#') && line.trim() !== '') ?? '';
}

/** Why the message is refused, or null. Lengths count characters, not bytes (— and › are one each). */
export function subjectProblem(message) {
  const length = [...subjectOf(message).trimEnd()].length;
  if (length <= SUBJECT_LIMIT) return null;
  return `commit-msg: the subject line is ${length} characters, over the limit of ${SUBJECT_LIMIT}; put the detail in the body`;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = subjectProblem(fs.readFileSync(process.argv[2], 'utf8'));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
