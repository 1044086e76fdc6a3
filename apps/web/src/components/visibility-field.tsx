import { VIDEO_VISIBILITIES, type VideoVisibility } from '@promptreel/contract';
import { useId } from 'react';
import { t } from '../lib/i18n';
import type { MessageKey } from '../lib/message-keys';
import { localZoneName, toLocalInput } from '../lib/schedule';
import { TextField } from './ui/field';

const NAMES: Record<VideoVisibility, MessageKey> = {
  public: 'ui.visibilityPublic',
  unlisted: 'ui.visibilityUnlisted',
  scheduled: 'ui.visibilityScheduled',
};

const HINTS: Record<VideoVisibility, MessageKey> = {
  public: 'ui.visibilityPublicHint',
  unlisted: 'ui.visibilityUnlistedHint',
  scheduled: 'ui.visibilityScheduledHint',
};

type Change = (event: { target: { value: string } }) => void;

/**
 * 'Visibility' in the upload form and the Edit dialog: Public, Unlisted or Scheduled, and for the
 * last a 'Publish on' time in the creator's own zone (the browser turns it into an instant).
 * `canSchedule` is false for a video that has been public: it can no longer be scheduled.
 */
export function VisibilityField(props: {
  visibility: string;
  publishAt: string;
  onVisibility: Change;
  onPublishAt: Change;
  error?: string | undefined;
  canSchedule?: boolean;
  /** Lets a form move focus to the time when it needs attention. */
  inputRef?: (node: HTMLElement | null) => void;
}) {
  const { visibility, publishAt, onVisibility, onPublishAt, error, canSchedule = true, inputRef } = props;
  const id = useId();
  const choices = VIDEO_VISIBILITIES.filter((v) => v !== 'scheduled' || canSchedule || visibility === v);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('ui.visibility')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name={`${id}-visibility`}
            value={choice}
            checked={visibility === choice}
            onChange={onVisibility}
            // Named by the choice alone; its hint describes it (the label wraps both, for the click).
            aria-labelledby={`${id}-${choice}-name`}
            aria-describedby={`${id}-${choice}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="flex flex-col gap-0.5">
            <span id={`${id}-${choice}-name`} className="font-medium">
              {t(NAMES[choice])}
            </span>
            <span id={`${id}-${choice}-hint`} className="text-xs text-muted">
              {t(HINTS[choice])}
            </span>
          </span>
        </label>
      ))}
      {visibility === 'scheduled' ? (
        <TextField
          ref={inputRef}
          className="ms-7 max-w-xs"
          label={t('ui.publishAt')}
          name="publishAt"
          type="datetime-local"
          value={publishAt}
          min={toLocalInput(Date.now())}
          onChange={onPublishAt}
          hint={t('ui.publishAtHint', { zone: localZoneName() })}
          error={error}
        />
      ) : null}
    </fieldset>
  );
}
