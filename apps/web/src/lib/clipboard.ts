/**
 * Copies text, falling back to a hidden textarea where the async Clipboard API is missing
 * (older browsers, or a page served over plain http on a LAN address).
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: try the old way below before giving up.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  textarea.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
  if (!ok) throw new Error('Copy failed');
}

/** Absolute URL of an in-app path, for sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
