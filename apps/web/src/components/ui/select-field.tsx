import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice (value ''), e.g. 'Choose a platform'. */
  placeholder?: string;
  hint?: ReactNode;
  /** The validation message: marks the control invalid and is announced with it. */
  error?: string | null;
}

/**
 * A labelled native select (the platform's own picker on phones, full keyboard support everywhere)
 * with the same hint and error wiring as TextField.
 */
export function SelectField({ label, options, placeholder, hint, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="h-10 w-full appearance-none rounded-xl border border-line bg-surface pr-9 pl-3 text-[0.9375rem] text-fg transition-colors duration-150 hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60 aria-[invalid=true]:border-danger"
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
