import { FileVideo, UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { formatFileSize } from '../utils/upload-validation';
import type { Orientation } from '@promptreel/contract';

export interface ChosenFileView {
  name: string;
  size: number;
  /** Object URL of the captured poster, when there is one. */
  previewUrl: string | null;
  orientation: Orientation | null;
  /** Still reading the file (type check, size, poster). */
  reading: boolean;
}

const ORIENTATION_LABEL = {
  portrait: 'upload.portrait',
  landscape: 'upload.landscape',
  square: 'upload.square',
} as const satisfies Record<Orientation, MessageKey>;

/** '12.3 MB', '12.3 MB · Reading…' or '12.3 MB · Portrait'. */
function fileFacts(file: ChosenFileView): string {
  const size = formatFileSize(file.size);
  if (file.reading) return t('upload.fileReading', { size });
  return file.orientation ? t('upload.fileShape', { size, shape: t(ORIENTATION_LABEL[file.orientation]) }) : size;
}

/** The chosen file's poster, name, size and shape, with Change file and Remove file. */
function ChosenFile({
  file,
  disabled,
  onChange,
  onRemove,
}: {
  file: ChosenFileView;
  disabled?: boolean;
  onChange: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-media">
          {file.previewUrl ? (
            <img src={file.previewUrl} alt="" className="size-full object-cover" />
          ) : (
            <FileVideo aria-hidden="true" className="size-6 text-zinc-300" />
          )}
        </div>
        <div className="min-w-0">
          <p className="truncate font-medium" title={file.name}>
            {file.name}
          </p>
          <p className="text-sm text-muted tabular-nums">{fileFacts(file)}</p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onChange} disabled={disabled}>
          {t('upload.changeFile')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          {t('upload.removeFile')}
        </Button>
      </div>
    </div>
  );
}

/**
 * MP4 file*: a drop zone with a visible 'Choose file' button (keyboard and touch), the chosen
 * file's poster, name and size, and the field's message. The real <input type="file"> carries the
 * label, so assistive technology and tests can reach it too.
 */
export function FileDropZone({
  file,
  error,
  disabled,
  onChoose,
  onRemove,
  inputRef,
}: {
  file: ChosenFileView | null;
  error?: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const localInput = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const open = () => localInput.current?.click();

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('upload.mp4File')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={(node) => {
          localInput.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        id={id}
        type="file"
        accept="video/mp4,.mp4"
        required
        disabled={disabled}
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Clear it, so choosing the same file again still reports a change.
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-xl border-2 border-dashed p-4 transition-colors duration-150',
          dragging ? 'border-ring bg-accent-soft' : error ? 'border-danger' : 'border-line',
          disabled && 'opacity-60',
        )}
      >
        {file ? (
          <ChosenFile file={file} disabled={disabled} onChange={open} onRemove={onRemove} />
        ) : (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <UploadCloud aria-hidden="true" className="size-8 text-muted" />
            <p className="text-sm font-medium">{t('upload.dropHere')}</p>
            <Button variant="secondary" onClick={open} disabled={disabled}>
              {t('upload.chooseFile')}
            </Button>
          </div>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('upload.fileHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
