import type { TimeFormatOptions } from '../lib/format-time';

/**
 * Set on #root by the server when it sent the first screen's markup (a visitor's `/`, video and
 * profile pages), with the moment it rendered (ms since 1970) as its value: the app then takes that
 * markup over (hydrates it) instead of rendering from scratch.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The server formats times in UTC: it does not know the visitor's zone. */
export const SERVER_TIME_ZONE = 'UTC';

export function isServerRendered(doc: Document = document): boolean {
  return doc.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ?? false;
}

/** The clock the server rendered this page's markup with, or null when it rendered none. */
export function serverRenderClock(doc: Document = document): TimeFormatOptions | null {
  const now = Number(doc.getElementById('root')?.getAttribute(SERVER_RENDERED_ATTRIBUTE));
  return Number.isFinite(now) && now > 0 ? { now, timeZone: SERVER_TIME_ZONE } : null;
}
