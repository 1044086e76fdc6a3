import { useId } from 'react';
import { RetryButton } from '../../../components/retry-button';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { flagCategoryDescription, flagCategoryName } from '../../../lib/flag-category-names';
import { t } from '../../../lib/i18n';
import { useFlagCategories } from '../api/get-flag-categories';

/**
 * The report categories from the server, each a radio with its description, in the page's
 * language (lib/flag-category-names.ts). A failure to load
 * them says so ('Failed to load flag categories') with a retry.
 */
export function FlagCategoryPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | null;
  onChange: (categoryId: number) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const categories = useFlagCategories();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  let body;
  if (categories.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          {t('flags.loadingCategories')}
        </p>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  } else if (categories.isError) {
    body = (
      <Alert title={t('flags.loadCategoriesFailed')}>
        <RetryButton query={categories} size="sm" className="mt-2" />
      </Alert>
    );
  } else {
    body = (
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {categories.data.map((category) => {
          const nameId = `${id}-${category.id}-name`;
          const descriptionId = `${id}-${category.id}-description`;
          const checked = value === category.id;
          return (
            <label
              key={category.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 transition-colors duration-150',
                // A disabled choice does not light up under the pointer as if it could be taken.
                checked ? 'border-primary bg-accent-soft' : cn('border-line', !disabled && 'hover:bg-subtle'),
                disabled && 'cursor-default opacity-60',
              )}
            >
              <input
                type="radio"
                name={`${id}-category`}
                value={category.id}
                checked={checked}
                onChange={() => onChange(category.id)}
                disabled={disabled}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-col">
                <span id={nameId} className="text-sm font-medium">
                  {flagCategoryName(category)}
                </span>
                <span id={descriptionId} className={cn('text-xs', checked ? 'text-fg' : 'text-muted')}>
                  {flagCategoryDescription(category)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium">
        {t('flags.category')}
      </p>
      {body}
      {error && !categories.isError ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
