import { useState } from 'react';
import { avatarInitials } from '../../lib/format-text';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-20 text-2xl md:size-24 md:text-3xl',
} as const;

export interface AvatarProps {
  src: string | null | undefined;
  username: string | null | undefined;
  size?: keyof typeof sizes;
  /** Empty when the username is shown next to the avatar, so it is not read twice. */
  alt?: string;
  className?: string;
  /** 'eager' for an avatar that is the page's subject (above the fold). */
  loading?: 'eager' | 'lazy';
}

/** The user's picture, or the first two letters of the username (or 'U') when there is none. */
export function Avatar({ src, username, size = 'sm', alt, className, loading = 'lazy' }: AvatarProps) {
  // Remember which address failed, so a new picture (after a change) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? (username ? `@${username}` : t('ui.user'));
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={label}
        className={cn(box, 'bg-subtle object-cover')}
        loading={loading}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  // A decorative one (alt="") draws its initials with CSS (index.css): part of the picture, not
  // text, so a control around it named otherwise (the account menu) shows no word missing from its
  // name (WCAG 2.5.3, axe label-content-name-mismatch).
  const initials = avatarInitials(username);
  return (
    <span
      className={cn(box, 'bg-accent-soft font-semibold text-accent-soft-fg')}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-initials={label ? undefined : initials}
    >
      {label && initials}
    </span>
  );
}
