import { COMMENT_MAX } from '@promptreel/contract';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/** The comment box: Ctrl/Cmd+Enter posts, Escape leaves it. */
export function CommentForm({
  disabled,
  onPost,
}: {
  disabled: boolean;
  /** `restore` puts the text back in the box if posting fails. */
  onPost: (body: string, restore: (body: string) => void) => void;
}) {
  const [body, setBody] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const trimmed = body.trim();

  const submit = () => {
    if (!trimmed || disabled) return;
    onPost(trimmed, (failed) => setBody((current) => current || failed));
    setBody('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="sr-only">
        {t('comments.addLabel')}
      </label>
      <textarea
        id={fieldId}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('comments.addPlaceholder')}
        maxLength={COMMENT_MAX}
        rows={3}
        disabled={disabled}
        aria-describedby={hintId}
        className="min-h-20 w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-[0.9375rem] text-fg transition-colors duration-150 placeholder:text-muted hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60"
      />
      <div className="flex items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-muted">
          {t('comments.postHint')}
        </p>
        <Button type="submit" size="sm" disabled={!trimmed || disabled}>
          {t('comments.post')}
        </Button>
      </div>
    </form>
  );
}
