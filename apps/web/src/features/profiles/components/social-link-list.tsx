import type { SocialLink, SocialPlatform } from '@promptreel/contract';
import { Globe, Instagram, Twitter, Youtube, type LucideIcon } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../lib/i18n';
import { SOCIAL_LABELS, socialUrl } from '../utils/social-links';

const ICONS: Record<SocialPlatform, LucideIcon> = {
  twitter: Twitter,
  instagram: Instagram,
  youtube: Youtube,
  website: Globe,
};

/** The profile's social icon links, each named by its platform, opening in a new tab. */
export function SocialLinkList({ links }: { links: readonly SocialLink[] }) {
  const items = links
    .map((link) => ({ ...link, href: socialUrl(link.platform, link.handle) }))
    .filter((link): link is SocialLink & { href: string } => link.href !== null);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('profiles.socialProfiles')} className="flex flex-wrap gap-1">
      {items.map((link) => {
        const Icon = ICONS[link.platform];
        const label = t(SOCIAL_LABELS[link.platform]);
        return (
          <li key={link.platform}>
            <Tooltip label={t('profiles.socialHandle', { platform: label, handle: link.handle })}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg"
              >
                <Icon aria-hidden="true" className="size-5" />
              </a>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
