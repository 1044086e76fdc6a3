import type { ComponentProps, ReactNode } from 'react';
import { t } from '../../lib/i18n';

const selectClass =
  'h-10 w-full rounded-xl border border-line bg-surface px-3 text-[0.9375rem] text-fg transition-colors duration-150 hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60';

export type FilterSelectProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & {
  id: string;
  label: string;
  /** The choices after 'All', which clears the filter. */
  children: ReactNode;
};

/** A labelled select that narrows a list (feed, search), its first choice 'All'. */
export function FilterSelect({ id, label, children, ...select }: FilterSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} {...select}>
        <option value="">{t('ui.all')}</option>
        {children}
      </select>
    </div>
  );
}
