import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** 'Discard this report?' inside the dialog; 'Keep editing' takes focus, the safe answer. */
export function FlagDiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const keepEditingRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepEditingRef.current?.focus(), []);

  return (
    <div
      role="group"
      aria-labelledby="flag-discard-question"
      className="flex flex-col gap-3 rounded-xl border border-line bg-subtle p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p id="flag-discard-question" className="text-sm font-medium">
        {t('flags.discardQuestion')}
      </p>
      <div className="flex gap-2">
        <Button ref={keepEditingRef} size="sm" variant="outline" onClick={onKeep}>
          {t('flags.keepEditing')}
        </Button>
        <Button size="sm" variant="danger" onClick={onDiscard}>
          {t('flags.discard')}
        </Button>
      </div>
    </div>
  );
}
