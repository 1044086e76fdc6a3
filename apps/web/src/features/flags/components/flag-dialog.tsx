import { FLAG_MESSAGES, dailyFlagLimitText } from '@promptreel/contract';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useCreateFlag } from '../api/create-flag';
import { useFlagLimit } from '../api/get-flag-limit';
import {
  EMPTY_FLAG_FORM,
  categoryError,
  isFlagFormComplete,
  isFlagFormDirty,
  parseTimestamp,
  reasonCounter,
  reasonError,
  remainingReportsText,
  timestampError,
  type FlagFormValues,
} from '../utils/flag-form';
import { FlagCategoryPicker } from './flag-category-picker';

export interface FlagDialogProps {
  videoId: number;
  videoTitle: string;
  /** Known length of the video, to catch a moment past its end. */
  durationMs?: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Flag video': a category (with its description), a reason of 10–1000 characters and an optional
 * moment in the video. Today's remaining reports are shown before sending. While it holds input a
 * click outside does nothing, and Escape asks before throwing the report away.
 */
export function FlagDialog({ open, onOpenChange, ...props }: FlagDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open: every opening starts empty and checks today's limit again. */}
      {open ? <FlagDialogBody {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

type Failure = { title: string; detail?: string; kind?: 'limit' | 'limit-check' };
type ServerFieldErrors = Partial<Record<'category' | 'reason' | 'timestamp', string>>;

const FIELD_OF_ISSUE: Record<string, keyof ServerFieldErrors> = {
  categoryId: 'category',
  reason: 'reason',
  videoTimestamp: 'timestamp',
};

/** Spec section 8: what each refusal says. */
function describeFailure(error: unknown): Failure {
  if (!isApiError(error)) return { title: FLAG_MESSAGES.unexpected };
  if (error.status === 401) return { title: FLAG_MESSAGES.mustLogIn };
  if (error.status === 409) return { title: FLAG_MESSAGES.alreadyFlagged };
  if (error.status === 429) return { title: error.message, kind: 'limit' };
  if (error.status === 403) return { title: error.message };
  return { title: FLAG_MESSAGES.submitFailed, detail: error.message || undefined };
}

function FlagDialogBody({
  videoId,
  videoTitle,
  durationMs,
  onDone,
}: Omit<FlagDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const limit = useFlagLimit();
  const create = useCreateFlag(videoId);
  const toast = useToast();

  const [values, setValues] = useState<FlagFormValues>(EMPTY_FLAG_FORM);
  const [touched, setTouched] = useState({ reason: false, timestamp: false });
  const [attempted, setAttempted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const keepEditingRef = useRef<HTMLButtonElement>(null);

  const dirty = isFlagFormDirty(values);
  const busy = checking || create.isPending;
  const limitReached = limit.data?.limitReached === true;
  const complete = isFlagFormComplete(values, durationMs);

  useEffect(() => {
    if (confirmingDiscard) keepEditingRef.current?.focus();
  }, [confirmingDiscard]);

  const update = (patch: Partial<FlagFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setConfirmingDiscard(false);
    setFailure(null);
  };

  // Texts appear once they help: the reason's as soon as it is typed in, the category's once the
  // reason shows the user has moved on without choosing one, the timestamp's after leaving it.
  const reasonMessage = touched.reason || attempted ? (serverErrors.reason ?? reasonError(values.reason)) : null;
  const categoryMessage =
    touched.reason || touched.timestamp || attempted
      ? (serverErrors.category ?? categoryError(values.categoryId))
      : null;
  const timestampMessage =
    touched.timestamp || attempted ? (serverErrors.timestamp ?? timestampError(values.timestamp, durationMs)) : null;

  const onEscapeKeyDown = (event: KeyboardEvent) => {
    if (busy) {
      event.preventDefault();
    } else if (confirmingDiscard) {
      // Escape again backs out of the question, not out of the report.
      event.preventDefault();
      setConfirmingDiscard(false);
    } else if (dirty) {
      event.preventDefault();
      setConfirmingDiscard(true);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    setFailure(null);
    setServerErrors({});
    if (!complete || values.categoryId === null) return;

    // check_daily_flag_limit before sending, as the spec's flow does.
    setChecking(true);
    const check = await limit.refetch();
    setChecking(false);
    if (check.isError || !check.data) {
      const unauthenticated = isApiError(check.error) && check.error.isUnauthenticated;
      setFailure({
        title: unauthenticated ? FLAG_MESSAGES.mustLogIn : FLAG_MESSAGES.checkLimitFailed,
        kind: 'limit-check',
      });
      return;
    }
    if (check.data.limitReached) return; // the limit's own notice is on screen

    create.mutate(
      {
        categoryId: values.categoryId,
        reason: values.reason.trim(),
        videoTimestamp: parseTimestamp(values.timestamp) ?? null,
      },
      {
        onSuccess: (result) => {
          toast({ title: result.message || FLAG_MESSAGES.success, variant: 'success', duration: 8000 });
          onDone();
        },
        onError: (error) => {
          const fields = isApiError(error) && error.status === 400 ? error.issues : [];
          const mapped = Object.fromEntries(
            fields.filter((i) => FIELD_OF_ISSUE[i.field]).map((i) => [FIELD_OF_ISSUE[i.field], i.message]),
          ) as ServerFieldErrors;
          if (Object.keys(mapped).length > 0) {
            setServerErrors(mapped);
            return;
          }
          setFailure(describeFailure(error));
        },
      },
    );
  };

  const limitUnauthenticated = isApiError(limit.error) && limit.error.isUnauthenticated;
  const limitCheckFailed = limit.isError && !limit.data;
  // A refused fourth report and the refreshed limit (or a failed check and its notice) say the
  // same thing: show it once.
  const showFailure =
    failure && !(failure.kind === 'limit' && limitReached) && !(failure.kind === 'limit-check' && limitCheckFailed);

  return (
    <DialogContent
      title="Flag video"
      description={
        <>
          What is wrong with <span className="font-medium text-fg">“{videoTitle}”</span>? Reports go to our moderation
          team, not to the uploader.
        </>
      }
      className="max-w-xl scroll-pb-32 max-sm:scroll-pb-44 lg:max-w-3xl"
      preventOutsideClose={dirty || busy}
      onEscapeKeyDown={onEscapeKeyDown}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <FlagCategoryPicker
          value={values.categoryId}
          onChange={(categoryId) => {
            update({ categoryId });
            setServerErrors((e) => ({ ...e, category: undefined }));
          }}
          error={categoryMessage}
          disabled={busy}
        />

        <TextAreaField
          label="Reason"
          name="reason"
          rows={4}
          required
          value={values.reason}
          onChange={(event) => {
            update({ reason: event.target.value });
            setTouched((t) => ({ ...t, reason: true }));
            setServerErrors((e) => ({ ...e, reason: undefined }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, reason: true }))}
          error={reasonMessage}
          disabled={busy}
          placeholder="What did you see, and why does it break the guidelines?"
          hint={
            <span className="flex justify-between gap-2">
              <span>At least 10 characters.</span>
              <span className="tabular-nums">{reasonCounter(values.reason)}</span>
            </span>
          }
        />

        <TextField
          label="Timestamp (optional)"
          name="timestamp"
          placeholder="mm:ss"
          autoComplete="off"
          spellCheck={false}
          value={values.timestamp}
          onChange={(event) => {
            update({ timestamp: event.target.value });
            setServerErrors((e) => ({ ...e, timestamp: undefined }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, timestamp: true }))}
          error={timestampMessage}
          disabled={busy}
          hint="The moment in the video your report is about, e.g. 0:42."
          className="sm:max-w-64"
        />

        {/* The decision stays in reach while the form scrolls (nine categories are a long list on a phone). */}
        <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col gap-3 border-t border-line bg-surface px-5 py-4">
          <LimitNotice
            pending={limit.isPending}
            reached={limitReached}
            flagsToday={limit.data?.flagsToday ?? 0}
            remaining={limit.data?.remaining ?? 0}
            limit={limit.data?.limit ?? 0}
            failed={limitCheckFailed}
            unauthenticated={limitUnauthenticated}
            retrying={limit.isFetching}
            onRetry={() => void limit.refetch()}
          />

          {showFailure ? <Alert title={failure.title}>{failure.detail}</Alert> : null}

          {confirmingDiscard ? (
            <div
              role="group"
              aria-labelledby="flag-discard-question"
              className="flex flex-col gap-3 rounded-xl border border-line bg-subtle p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p id="flag-discard-question" className="text-sm font-medium">
                Discard this report?
              </p>
              <div className="flex gap-2">
                <Button ref={keepEditingRef} size="sm" variant="outline" onClick={() => setConfirmingDiscard(false)}>
                  Keep editing
                </Button>
                <Button size="sm" variant="danger" onClick={onDone}>
                  Discard
                </Button>
              </div>
            </div>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!complete || limitReached || busy}>
              {busy ? 'Submitting…' : 'Submit report'}
            </Button>
          </div>
        </div>
      </form>
    </DialogContent>
  );
}

/** check_daily_flag_limit, shown before sending: '2 of 3 reports left today', or why not. */
function LimitNotice({
  pending,
  reached,
  flagsToday,
  remaining,
  limit,
  failed,
  unauthenticated,
  retrying,
  onRetry,
}: {
  pending: boolean;
  reached: boolean;
  flagsToday: number;
  remaining: number;
  limit: number;
  failed: boolean;
  unauthenticated: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (failed) {
    if (unauthenticated) return <Alert title={FLAG_MESSAGES.mustLogIn} />;
    return (
      <Alert title={FLAG_MESSAGES.checkLimitFailed}>
        <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      </Alert>
    );
  }
  if (reached) return <Alert title={dailyFlagLimitText(flagsToday)} />;
  return (
    <p role="status" className="text-sm text-muted">
      {pending ? 'Checking how many reports you have left today…' : remainingReportsText(remaining, limit)}
    </p>
  );
}
