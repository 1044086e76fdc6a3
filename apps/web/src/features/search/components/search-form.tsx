import { LIMITS, type Orientation, type Platform } from '@promptreel/contract';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FilterSelect } from '../../../components/ui/filter-select';
import { platformName } from '../../../lib/category-names';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SearchCriteria } from '../utils/search-params';

const ORIENTATIONS: { value: Orientation; label: MessageKey }[] = [
  { value: 'portrait', label: 'search.portrait' },
  { value: 'landscape', label: 'search.landscape' },
  { value: 'square', label: 'search.square' },
];

export type SearchChange = Partial<Pick<SearchCriteria, 'q' | 'platform' | 'orientation'>>;

/**
 * The search page's own box and filters. Typing updates the URL 300 ms after the last key
 * (Enter at once); the filters apply as soon as they change.
 */
export function SearchForm({
  criteria,
  onChange,
  platforms,
}: {
  criteria: SearchCriteria;
  onChange: (change: SearchChange, options: { replace: boolean }) => void;
  platforms: readonly Platform[] | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(criteria.q);
  const settled = useDebouncedValue(text, LIMITS.searchDebounceMs);
  const written = useRef(criteria.q);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  // The URL changed from elsewhere (header box, back/forward): show it, unless it is our own echo.
  useEffect(() => {
    if (criteria.q === written.current) return;
    written.current = criteria.q;
    setText(criteria.q);
  }, [criteria.q]);

  useEffect(() => {
    const q = settled.trim();
    if (q === written.current) return;
    written.current = q;
    change.current({ q }, { replace: true });
  }, [settled]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === written.current) return;
    written.current = q;
    onChange({ q }, { replace: false });
  };

  const onFilter = (name: 'platform' | 'orientation') => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ [name]: event.target.value || null }, { replace: false });

  return (
    <form role="search" aria-label={t('search.findLabel')} onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search.findLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.findPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="h-12 w-full rounded-full border border-line bg-surface pe-4 ps-11 text-base text-fg placeholder:text-muted hover:border-subtle-hover focus-visible:border-ring"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FilterSelect
          id={`${id}-platform`}
          label={t('search.platform')}
          value={criteria.platform ?? ''}
          onChange={onFilter('platform')}
        >
          {platforms?.map((p) => (
            <option key={p.slug} value={p.slug}>
              {platformName(p.slug, p.label)}
            </option>
          ))}
          {criteria.platform && platforms && !platforms.some((p) => p.slug === criteria.platform) ? (
            <option value={criteria.platform}>{criteria.platform}</option>
          ) : null}
        </FilterSelect>
        <FilterSelect
          id={`${id}-orientation`}
          label={t('search.orientation')}
          value={criteria.orientation ?? ''}
          onChange={onFilter('orientation')}
        >
          {ORIENTATIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </FilterSelect>
      </div>
    </form>
  );
}
