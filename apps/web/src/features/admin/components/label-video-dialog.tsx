import { VIDEO_LABELS, type VideoCard, type VideoLabel } from '@promptreel/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { DecisionReasonField } from './decision-reason-field';
import { GuidelineReasonFields } from './guideline-reason-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { LABEL_NAMES } from '../utils/admin-texts';
import { richText } from '../../../components/ui/rich-text';
import { useVideoLabelChange, type LabelChange } from '../api/video-labels';
import { useLabelForm } from '../hooks/use-label-form';

export type LabelledVideo = Pick<VideoCard, 'id' | 'title' | 'labels'>;

const LABEL_HINTS = {
  ai_disclosure_missing: 'admin.labelAiDisclosureMissingHint',
  sensitive: 'admin.labelSensitiveHint',
} as const satisfies Record<VideoLabel, MessageKey>;

/**
 * An admin's labels on a video: add one ('AI disclosure missing' or 'Sensitive content') with the
 * section of the guidelines and a reason, both e-mailed to its creator with a link to appeal; or
 * take one off. The video's cards and page show the change at once.
 */
export function LabelVideoDialog({
  video,
  open,
  onOpenChange,
}: {
  video: LabelledVideo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useVideoLabelChange(video.id);
  const toast = useToast();
  const busy = change.isPending;

  const run = (next: LabelChange, onFailure?: (error: Error) => void) =>
    change.mutate(next, {
      onSuccess: () => {
        toast({ title: next.add ? t('admin.labelled') : t('admin.unlabelled'), variant: 'success' });
        onOpenChange(false);
      },
      onError: onFailure,
    });

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        title={t('admin.labelVideo')}
        description={richText('admin.labelDescription', { title: t('admin.quoted', { text: video.title }) })}
        preventOutsideClose
        // A long title breaks rather than widening the dialog past a phone's screen.
        className="wrap-anywhere"
      >
        {/* A fresh form each time the dialog opens, on the first label the video lacks. */}
        <LabelForm key={String(open)} video={video} busy={busy} run={run} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The labels the video has, each with its Remove button, and the note those removals share. */
function CurrentLabels({
  groupId,
  labels,
  busy,
  onRemove,
}: {
  groupId: string;
  labels: readonly VideoLabel[];
  busy: boolean;
  onRemove: (label: VideoLabel, note: string) => void;
}) {
  const [removeReason, setRemoveReason] = useState('');
  return (
    <section aria-labelledby={`${groupId}-current`} className="flex flex-col gap-2">
      <h3 id={`${groupId}-current`} className="text-sm font-semibold">
        {t('admin.onThisVideo')}
      </h3>
      <ul className="flex flex-col gap-2">
        {labels.map((l) => (
          <li
            key={l}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-2 ps-3 text-sm"
          >
            {t(LABEL_NAMES[l])}
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onRemove(l, removeReason)}>
              {t('admin.removeLabel', { label: t(LABEL_NAMES[l]) })}
            </Button>
          </li>
        ))}
      </ul>
      <DecisionReasonField
        label={t('admin.removeLabelNote')}
        value={removeReason}
        onChange={setRemoveReason}
        disabled={busy}
      />
    </section>
  );
}

function LabelChoice({
  groupId,
  missing,
  label,
  onLabel,
}: {
  groupId: string;
  missing: readonly VideoLabel[];
  label: VideoLabel;
  onLabel: (label: VideoLabel) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('admin.label')}</legend>
      {missing.map((l) => (
        <label key={l} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={`${groupId}-label`}
            value={l}
            checked={label === l}
            onChange={() => onLabel(l)}
            aria-describedby={`${groupId}-${l}`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>
            {t(LABEL_NAMES[l])}
            <span id={`${groupId}-${l}`} className="block text-xs text-muted">
              {t(LABEL_HINTS[l])}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function LabelForm({
  video,
  busy,
  run,
  onCancel,
}: {
  video: LabelledVideo;
  busy: boolean;
  run: (change: LabelChange, onFailure?: (error: Error) => void) => void;
  onCancel: () => void;
}) {
  const missing = VIDEO_LABELS.filter((l) => !video.labels.includes(l));
  const form = useLabelForm(missing[0], run);
  const { label, errors, failure } = form;
  const groupId = useId();

  return (
    <div className="flex flex-col gap-4">
      {video.labels.length > 0 ? (
        <CurrentLabels groupId={groupId} labels={video.labels} busy={busy} onRemove={form.removeLabel} />
      ) : null}

      {label ? (
        <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
          <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
            <LabelChoice groupId={groupId} missing={missing} label={label} onLabel={form.setLabel} />
            <GuidelineReasonFields
              section={form.section}
              reason={form.reason}
              onSection={form.changeSection}
              onReason={form.changeReason}
              errors={errors}
              reasonHint={t('admin.sentToCreator')}
            />
          </fieldset>

          {failure ? <Alert title={t('admin.didNotWork')}>{failure}</Alert> : null}

          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('admin.addLabel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm text-muted">{t('admin.everyLabel')}</p>
          {failure ? <Alert title={t('admin.didNotWork')}>{failure}</Alert> : null}
        </>
      )}
    </div>
  );
}

// For React.lazy in label-video-item.tsx, which comes with every first load: by the default export,
// that code names no dialog (first-load-js.spec.ts looks for dialog code there by such names).
export default LabelVideoDialog;
