import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { ids, Shell, type FieldShellProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<FieldShellProps, 'aside'>, Omit<ComponentProps<'select'>, 'id' | 'children' | 'className'> {
  options: readonly SelectOption[];
  /** The empty first choice (value ''), e.g. 'Choose a platform'. */
  placeholder?: string;
}

/**
 * A labelled native select (the platform's own picker on phones, full keyboard support everywhere)
 * in the same shell, with the same hint and error wiring, as TextField.
 */
export function SelectField({ label, options, placeholder, hint, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids(id, Boolean(hint), Boolean(error))}
          className="h-10 w-full appearance-none rounded-xl border border-line bg-surface pe-9 ps-3 text-[0.9375rem] text-fg transition-colors duration-150 hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60 aria-[invalid=true]:border-danger"
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
          className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </Shell>
  );
}
