/**
 * 'N views' ('1 view'), 'X.Xk views' from 1,000, 'X.XM views' from 1,000,000.
 * One function for the server's card text and the browser's text after a counted view.
 */
export function formatViews(count: number): string {
  if (count >= 1_000_000) return `${(Math.floor(count / 100_000) / 10).toFixed(1)}M views`;
  if (count >= 1_000) return `${(Math.floor(count / 100) / 10).toFixed(1)}k views`;
  return count === 1 ? '1 view' : `${count} views`;
}

/** A deleted account's name wherever it appears: its profile stays, anonymised under this name. */
export const DELETED_USER_NAME = '[Deleted User]';
