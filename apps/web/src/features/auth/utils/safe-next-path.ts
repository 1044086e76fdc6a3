// Its own module: the header needs it on every page, the forms' rules only on their screens.

/**
 * Where to go after signing in: only a path on this site (`/…`, not `//host` or a full URL),
 * never back to the login screens themselves; anything else means home.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const pathname = next.split(/[?#]/)[0] ?? '';
  if (['/login', '/auth/callback', '/auth/confirm', '/reset', '/reset-password', '/signup'].includes(pathname))
    return '/';
  return next;
}
