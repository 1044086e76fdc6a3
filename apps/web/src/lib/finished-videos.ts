/**
 * The videos a visitor watched to the end in this browser session. A visitor's watch signals never
 * reach the server (issue 34 keeps them per browser session), so For You leaves these out here;
 * For You's reporter (features/for-you/api/report-watch.ts) writes them.
 */
export const FINISHED_STORAGE_KEY = 'promptreel.finishedVideos';

export function finishedThisSession(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FINISHED_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as number[]) : [];
  } catch {
    return []; // no storage: nothing was kept
  }
}
