/** Where this browser keeps the random id that its views are counted under while signed out. */
export const VIEW_SESSION_STORAGE_KEY = 'promptreel.viewSession';

let fallback: string | null = null;

function randomId(): string {
  // getRandomValues, unlike randomUUID, also exists on pages served over plain http.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The spec's view call carries a session id: the server counts one view per video and viewer per
 * half hour, and a visitor is known by this id (a signed-in viewer by the account). Kept on the
 * device, so reloads and other tabs are the same viewer; without storage, the same for this visit.
 */
export function viewSessionId(): string {
  try {
    const stored = window.localStorage.getItem(VIEW_SESSION_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const id = randomId();
    window.localStorage.setItem(VIEW_SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    fallback ??= randomId();
    return fallback;
  }
}
