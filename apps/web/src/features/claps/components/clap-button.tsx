import type { ClapState } from '@promptreel/contract';
import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { compactCount } from '../../../lib/format-text';
import { t } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { useClapToggle } from '../hooks/use-clap-toggle';

/**
 * The clap toggle with its count, on cards and on the video page. The button is named 'Clap' or
 * 'Remove clap', with aria-pressed, and shows only the icon: a number inside it would be visible text
 * missing from its name (WCAG 2.5.3), and a name that changes with every clap would be re-read. The
 * count sits beside it, read once as the button's description ('5 claps'); the button's hit area
 * (its ::after) covers the whole pill, so clicking the number claps too.
 */
export function ClapButton({
  videoId,
  clapped,
  claps,
  signedIn,
  onConfirmed,
  className,
}: {
  videoId: number;
  clapped: boolean;
  claps: number;
  signedIn: boolean | undefined;
  onConfirmed?: (state: ClapState) => void;
  className?: string;
}) {
  const state = useClapToggle({ videoId, clapped, claps, signedIn, onConfirmed });
  const countId = useId();
  const label = state.clapped ? t('claps.removeClap') : t('claps.clap');
  return (
    <span
      className={cn(
        'relative inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm tabular-nums transition-colors duration-150',
        'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring',
        state.clapped ? 'text-accent hover:bg-accent-soft' : 'text-muted hover:bg-subtle hover:text-fg',
        className,
      )}
    >
      <Tooltip label={label}>
        <button
          type="button"
          aria-label={label}
          aria-pressed={state.clapped}
          aria-describedby={countId}
          onClick={state.toggle}
          className="inline-flex items-center after:absolute after:inset-0 after:rounded-full focus-visible:outline-none"
        >
          <HandHeart
            aria-hidden="true"
            className={cn(
              'size-5 motion-safe:transition-transform motion-safe:duration-150',
              state.clapped && 'fill-current motion-safe:scale-110',
            )}
          />
        </button>
      </Tooltip>
      <span aria-hidden="true" data-testid="clap-count" className="font-medium">
        {compactCount(state.claps)}
      </span>
      <span id={countId} className="sr-only">
        {t('claps.count', { count: state.claps })}
      </span>
    </span>
  );
}
