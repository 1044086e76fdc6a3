import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link every notice carries to appeal its decision. Its key proves the holder received the
 * notice, so a banned account (which cannot sign in) can still appeal; anyone signed in as the
 * person concerned needs no key.
 */
export function createAppealLinks(secret: string, publicUrl: string) {
  const keyFor = (decisionId: number, subjectId: string) =>
    createHmac('sha256', secret).update(`appeal:${decisionId}:${subjectId}`).digest('base64url');
  return {
    url: (decisionId: number, subjectId: string) =>
      `${publicUrl}/appeals/${decisionId}?key=${keyFor(decisionId, subjectId)}`,
    holdsKey(decisionId: number, subjectId: string, key: string | undefined): boolean {
      if (!key) return false;
      const expected = Buffer.from(keyFor(decisionId, subjectId));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type AppealLinks = ReturnType<typeof createAppealLinks>;
