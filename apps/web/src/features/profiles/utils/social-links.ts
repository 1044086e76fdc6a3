import { SOCIAL_PLATFORMS, type SocialLink, type SocialPlatform } from '@promptreel/contract';
import type { MessageKey } from '../../../lib/message-keys';

/** How each platform is named on screen (the icon links' accessible names and the settings labels). */
export const SOCIAL_LABELS = {
  twitter: 'profiles.twitter',
  instagram: 'profiles.instagram',
  youtube: 'profiles.youtube',
  website: 'profiles.website',
} as const satisfies Record<SocialPlatform, MessageKey>;

const HTTP_URL = /^https?:\/\//i;

/** A handle as people type it: no spaces around, no leading '@' (nor a pasted profile address's path). */
function bareHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/**
 * The address a handle links to: twitter → https://x.com/<handle>, instagram →
 * https://instagram.com/<handle>, youtube → https://youtube.com/@<handle>, website as given when
 * it starts with http(s)://, else with https:// in front. A full http(s) address pasted into
 * any platform's field is used as it is. Null when there is nothing usable.
 */
export function socialUrl(platform: SocialPlatform, handle: string): string | null {
  const trimmed = handle.trim();
  if (!trimmed) return null;
  if (HTTP_URL.test(trimmed)) return safeHttpUrl(trimmed);
  if (platform === 'website') return safeHttpUrl(`https://${trimmed.replace(/^\/+/, '')}`);
  const name = bareHandle(trimmed);
  if (!name) return null;
  const path = encodeURIComponent(name);
  switch (platform) {
    case 'twitter':
      return `https://x.com/${path}`;
    case 'instagram':
      return `https://instagram.com/${path}`;
    case 'youtube':
      return `https://youtube.com/@${path}`;
  }
}

/** Only http(s) addresses that parse; anything else (spaces in a host, other schemes) is dropped. */
function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // The parser adds a '/' to a bare host: keep the address as the user wrote it.
    const bareHost = url.pathname === '/' && !url.search && !url.hash && !value.endsWith('/');
    return bareHost ? url.href.slice(0, -1) : url.href;
  } catch {
    return null;
  }
}

/** What the settings form holds: one handle per platform, in the spec's order. */
export type SocialHandles = Record<SocialPlatform, string>;

export function handlesFromLinks(links: readonly SocialLink[]): SocialHandles {
  const handles = { twitter: '', instagram: '', youtube: '', website: '' } satisfies SocialHandles;
  for (const link of links) if (!handles[link.platform]) handles[link.platform] = link.handle;
  return handles;
}

/** The request body's links, in the spec's order; the server drops the blank ones. */
export function linksFromHandles(handles: SocialHandles): SocialLink[] {
  return SOCIAL_PLATFORMS.map((platform) => ({ platform, handle: handles[platform].trim() }));
}
