import type { ClapState } from '@promptreel/contract';
import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from '../../../components/ui/tooltip';
import { compactCount, countLabel } from '../../../lib/format-text';
import { cn } from '../../../lib/cn';
import { useClapToggle } from '../hooks/use-clap-toggle';

/**
 * The clap toggle with its count, on cards and on the video page. Named 'Clap' or 'Remove clap',
 * with aria-pressed; the count is shown and read as its description ('5 claps').
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
  const label = state.clapped ? 'Remove clap' : 'Clap';
  return (
    <>
      <Tooltip label={label}>
        <button
          type="button"
          aria-label={label}
          aria-pressed={state.clapped}
          aria-describedby={countId}
          onClick={state.toggle}
          className={cn(
            'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm tabular-nums transition-colors duration-150',
            state.clapped ? 'text-accent hover:bg-accent-soft' : 'text-muted hover:bg-subtle hover:text-fg',
            className,
          )}
        >
          <HandHeart
            aria-hidden="true"
            className={cn(
              'size-5 motion-safe:transition-transform motion-safe:duration-150',
              state.clapped && 'fill-current motion-safe:scale-110',
            )}
          />
          <span aria-hidden="true" className="font-medium">
            {compactCount(state.claps)}
          </span>
        </button>
      </Tooltip>
      <span id={countId} className="sr-only">
        {countLabel(state.claps, 'clap')}
      </span>
    </>
  );
}
