import type { CataloguesResponse, Category, Orientation } from '@promptreel/contract';
import { SlidersHorizontal } from 'lucide-react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { categoryName, platformName } from '../../../lib/category-names';
import { cn } from '../../../lib/cn';
import type { FeedFilters } from '../../../lib/feed-filters';
import { t } from '../../../lib/i18n';
import { ORIENTATION_OPTIONS, countFilters } from '../utils/filter-values';

/**
 * The 'Filters' button that opens and closes the panel; a badge tells how many filters are on. The
 * name comes from what it shows ('Filters 2 filters on'), so the visible number is part of it (WCAG 2.5.3).
 */
export function FiltersButton({
  ref,
  open,
  onOpenChange,
  controls,
  filters,
}: {
  ref?: Ref<HTMLButtonElement>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controls: string;
  filters: FeedFilters;
}) {
  const active = countFilters(filters);
  return (
    <Button
      ref={ref}
      variant={open || active > 0 ? 'secondary' : 'ghost'}
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className="h-10"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('feedFilters.filters')}
      {active > 0 ? (
        <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1 text-xs leading-5 font-semibold text-on-primary tabular-nums">
          {active}
          <span className="sr-only"> {t('feedFilters.activeCount', { count: active })}</span>
        </span>
      ) : null}
    </Button>
  );
}

/** A category as the list offers it: its emoji, then its name in the page's language. */
const categoryText = (c: Category) =>
  c.emoji ? `${c.emoji} ${categoryName(c.slug, c.label)}` : categoryName(c.slug, c.label);

/** Platform, Category and Orientation selectors and Clear. */
export function FeedFiltersPanel({
  id,
  filters,
  onChange,
  catalogues,
  cataloguesFailed = false,
  hidden = false,
  className,
}: {
  id: string;
  /** Collapsed: kept in the page (the button's aria-controls points here) but not shown. */
  hidden?: boolean;
  filters: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  catalogues: Pick<CataloguesResponse, 'platforms' | 'categories'> | undefined;
  cataloguesFailed?: boolean;
  className?: string;
}) {
  const fieldId = useId();
  const set =
    (name: keyof FeedFilters) =>
    (event: ChangeEvent<HTMLSelectElement>): void => {
      const value = event.target.value;
      const next: FeedFilters = { ...filters };
      if (value) (next as Record<string, string>)[name] = value;
      else delete next[name];
      onChange(next);
    };
  const loading = !catalogues && !cataloguesFailed;

  return (
    <section
      id={id}
      hidden={hidden}
      aria-label={t('feedFilters.filters')}
      className={cn('rounded-2xl border border-line bg-surface p-4', className)}
      aria-busy={loading || undefined}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterSelect
          id={`${fieldId}-platform`}
          label={t('feedFilters.platform')}
          value={filters.platform ?? ''}
          onChange={set('platform')}
          disabled={loading}
        >
          {catalogues?.platforms.map((p) => (
            <option key={p.slug} value={p.slug}>
              {platformName(p.slug, p.label)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${fieldId}-category`}
          label={t('feedFilters.category')}
          value={filters.category ?? ''}
          onChange={set('category')}
          disabled={loading}
        >
          {catalogues?.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryText(c)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${fieldId}-orientation`}
          label={t('feedFilters.orientation')}
          value={filters.orientation ?? ''}
          onChange={set('orientation')}
        >
          {ORIENTATION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value satisfies Orientation}>
              {t(o.label)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3">
        {cataloguesFailed ? (
          <p role="alert" className="text-sm text-danger">
            {t('feedFilters.cataloguesFailed')}
          </p>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={() => onChange({})}
          disabled={countFilters(filters) === 0}
          className="rounded-md px-1 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:cursor-default disabled:text-muted disabled:no-underline"
        >
          {t('feedFilters.clear')}
        </button>
      </div>
    </section>
  );
}
