import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronDown, ChevronUp, Volume2, VolumeX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';

const ROUND =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur-sm hover:bg-black/70 disabled:opacity-40';

function RoundButton({ label, onClick, children }: { label: string; onClick?: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} disabled={!onClick} className={ROUND}>
      {children}
    </button>
  );
}

/** The viewer's own buttons: Close (Back to the list), sound for every clip, and Previous / Next. */
export function ViewerControls(props: {
  muted: boolean;
  onToggleMute(): void;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-between p-3 pt-[max(0.75rem,env(safe-area-inset-top))] [&>*]:pointer-events-auto">
        <RadixDialog.Close className={ROUND} aria-label={t('viewer.close')}>
          <X aria-hidden="true" className="size-5" />
        </RadixDialog.Close>
        <RoundButton label={props.muted ? t('viewer.unmute') : t('viewer.mute')} onClick={props.onToggleMute}>
          {props.muted ? (
            <VolumeX aria-hidden="true" className="size-5" />
          ) : (
            <Volume2 aria-hidden="true" className="size-5" />
          )}
        </RoundButton>
      </div>
      <div className="absolute top-1/2 end-3 hidden -translate-y-1/2 flex-col gap-2 md:flex">
        <RoundButton label={t('viewer.previous')} onClick={props.onPrevious}>
          <ChevronUp aria-hidden="true" className="size-5" />
        </RoundButton>
        <RoundButton label={t('viewer.next')} onClick={props.onNext}>
          <ChevronDown aria-hidden="true" className="size-5" />
        </RoundButton>
      </div>
    </>
  );
}
