import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const control =
  'w-full rounded-xl border border-line bg-surface px-3 text-[0.9375rem] text-fg placeholder:text-muted transition-colors duration-150 hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60 aria-[invalid=true]:border-danger';

/** Class names of a text input (also for inputs that are not wrapped in a Field). */
export function inputStyles(className?: string): string {
  return cn(control, 'h-10', className);
}

export interface FieldShellProps {
  label: ReactNode;
  /** Shown under the control (e.g. a format hint or a counter); read after the label. */
  hint?: ReactNode;
  /** The validation message: marks the control invalid and is announced. */
  error?: string | null;
  className?: string;
  /** Extra content on the label's row, end-aligned (e.g. a live counter). */
  aside?: ReactNode;
}

/** The control's aria-describedby: its hint and error, when shown. */
export function ids(base: string, hint: boolean, error: boolean) {
  const described = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(' ');
  return described || undefined;
}

/** A field's control: its id, and marked invalid and described by its hint and error when shown. */
function controlWiring(id: string, hint: ReactNode, error?: string | null) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids(id, Boolean(hint), Boolean(error)) };
}

/** Label (with an optional aside), the control, then its hint and error. */
export function Shell({
  id,
  label,
  hint,
  error,
  aside,
  className,
  children,
}: FieldShellProps & { id: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldShellProps & Omit<ComponentProps<'input'>, 'id'>;

/** A labelled input with an optional hint and error, wired up for assistive technology. */
export function TextField({ label, hint, error, aside, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} hint={hint} error={error} aside={aside} className={className}>
      <input {...controlWiring(id, hint, error)} className={inputStyles()} {...input} />
    </Shell>
  );
}

export type TextAreaFieldProps = FieldShellProps & Omit<ComponentProps<'textarea'>, 'id'>;

export function TextAreaField({ label, hint, error, aside, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} hint={hint} error={error} aside={aside} className={className}>
      <textarea {...controlWiring(id, hint, error)} className={cn(control, 'min-h-28 resize-y py-2')} {...textarea} />
    </Shell>
  );
}
