import { LIMITS } from '@promptreel/contract';
import { type FormEvent, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { t } from '../../../lib/i18n';
import { useFlagLimit } from '../api/get-flag-limit';
import { useDiscardQuestion } from '../hooks/use-discard-question';
import { useFlagForm } from '../hooks/use-flag-form';
import { useFocusOnLock } from '../hooks/use-focus-on-lock';
import { useFlagSubmit } from '../hooks/use-flag-submit';
import { parseTimestamp, reasonCounter } from '../utils/flag-form';
import { alreadyFlaggedText, flagDialogTitle, type FlagTarget } from '../utils/flag-target';
import { richText } from '../../../components/ui/rich-text';
import { FlagCategoryPicker } from './flag-category-picker';
import { FlagDiscardQuestion } from './flag-discard-question';
import { FlagLimitNotice } from './flag-limit-notice';

const NO_MESSAGES = { reason: null, category: null, timestamp: null };

export interface FlagDialogProps {
  target: FlagTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Flag video' ('Flag comment', 'Flag profile'): a category (with its description), a reason of
 * 10–1000 characters and, for a video, an optional moment in it. Today's remaining reports (one
 * limit for every kind) are shown before sending, and a viewer whose report on this target is
 * already in is told so at once, with the form disabled. While it holds input a click outside does
 * nothing, and Escape asks before throwing the report away.
 */
export function FlagDialog({ open, onOpenChange, ...props }: FlagDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: every opening starts empty and checks today's limit again. */}
      {open ? <FlagDialogBody {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

/** What the dialog's opening line names: the video's title, the comment's opening, '@name'. */
function TargetDescription({ target }: { target: FlagTarget }) {
  if (target.type === 'video') {
    return richText('flags.aboutVideo', {
      title: <span className="font-medium text-fg">{t('flags.quoted', { text: target.title })}</span>,
    });
  }
  if (target.type === 'comment') {
    return richText('flags.aboutComment', {
      author: <span className="font-medium text-fg">@{target.authorUsername}</span>,
      excerpt: <span className="break-words text-fg">{t('flags.quoted', { text: target.excerpt })}</span>,
    });
  }
  return richText('flags.aboutProfile', {
    username: <span className="font-medium break-all text-fg">@{target.username}</span>,
  });
}

function FlagDialogBody({ target, onDone }: Omit<FlagDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const durationMs = target.type === 'video' ? target.durationMs : null;
  const isVideo = target.type === 'video';
  const limit = useFlagLimit(target);
  const discard = useDiscardQuestion();
  const sending = useFlagSubmit(target, limit, onDone);
  const form = useFlagForm(durationMs, () => {
    discard.dismiss();
    sending.clearFailure();
  });
  const { values } = form;
  const { busy } = sending;
  const limitReached = limit.data?.limitReached === true;
  const alreadyFlagged = limit.data?.alreadyFlagged === true;
  // Nothing written here could be sent: say so before anything is chosen or typed.
  const locked = busy || alreadyFlagged;
  // A form no one can send has nothing to correct (its fields lose focus on being disabled, which
  // would otherwise count as having been left empty).
  const messages = alreadyFlagged ? NO_MESSAGES : form.messages;
  const cancelRef = useFocusOnLock(alreadyFlagged);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    form.attempt();
    sending.clearFailure();
    if (!form.complete || values.categoryId === null) return;
    void sending.send(
      {
        categoryId: values.categoryId,
        reason: values.reason.trim(),
        // Only a video has moments; the other targets refuse one.
        ...(isVideo ? { videoTimestamp: parseTimestamp(values.timestamp) ?? null } : {}),
      },
      form.showServerErrors,
    );
  };

  return (
    <DialogContent
      title={flagDialogTitle(target)}
      description={<TargetDescription target={target} />}
      className="max-w-xl scroll-pb-32 max-sm:scroll-pb-44 lg:max-w-3xl"
      preventOutsideClose={form.dirty || busy}
      onEscapeKeyDown={(event) => discard.onEscapeKeyDown(event, { busy, dirty: form.dirty })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {alreadyFlagged ? <Alert title={alreadyFlaggedText(target)} /> : null}

        <FlagCategoryPicker
          value={values.categoryId}
          onChange={form.chooseCategory}
          error={messages.category}
          disabled={locked}
        />

        <TextAreaField
          label={t('flags.reason')}
          name="reason"
          rows={4}
          required
          value={values.reason}
          onChange={(event) => form.typeReason(event.target.value)}
          onBlur={() => form.leave('reason')}
          error={messages.reason}
          disabled={locked}
          placeholder={t('flags.reasonPlaceholder')}
          hint={
            <span className="flex justify-between gap-2">
              <span>{t('flags.reasonHint', { min: LIMITS.flagReasonMin })}</span>
              <span className="tabular-nums">{reasonCounter(values.reason)}</span>
            </span>
          }
        />

        {isVideo ? <TimestampField form={form} error={messages.timestamp} disabled={locked} /> : null}

        <FlagDialogFooter
          limit={limit}
          sending={sending}
          discard={discard}
          cancelRef={cancelRef}
          canSubmit={form.complete && !limitReached && !locked}
          onDiscard={onDone}
        />
      </form>
    </DialogContent>
  );
}

/**
 * The limit, any failure, the discard question and the buttons: in reach while the form scrolls
 * (nine categories are a long list on a phone).
 */
function FlagDialogFooter({
  limit,
  sending,
  discard,
  cancelRef,
  canSubmit,
  onDiscard,
}: {
  limit: ReturnType<typeof useFlagLimit>;
  sending: ReturnType<typeof useFlagSubmit>;
  discard: ReturnType<typeof useDiscardQuestion>;
  cancelRef: RefObject<HTMLButtonElement | null>;
  canSubmit: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col gap-3 border-t border-line bg-surface px-5 py-4">
      <FlagLimitNotice limit={limit} />

      {sending.shownFailure ? <Alert title={sending.shownFailure.title}>{sending.shownFailure.detail}</Alert> : null}

      {discard.asking ? <FlagDiscardQuestion onKeep={discard.dismiss} onDiscard={onDiscard} /> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button ref={cancelRef} variant="ghost" disabled={sending.busy}>
            {t('flags.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmit}>
          {sending.busy ? t('flags.submitting') : t('flags.submitReport')}
        </Button>
      </div>
    </div>
  );
}

/** The optional moment in a video the report is about. */
function TimestampField({
  form,
  error,
  disabled,
}: {
  form: ReturnType<typeof useFlagForm>;
  error: string | null;
  disabled: boolean;
}) {
  return (
    <TextField
      label={t('flags.timestamp')}
      name="timestamp"
      placeholder={t('flags.timestampPlaceholder')}
      autoComplete="off"
      spellCheck={false}
      value={form.values.timestamp}
      onChange={(event) => form.typeTimestamp(event.target.value)}
      onBlur={() => form.leave('timestamp')}
      error={error}
      disabled={disabled}
      hint={t('flags.timestampHint')}
      className="sm:max-w-64"
    />
  );
}
