import { LIMITS } from '@promptreel/contract';
import { Search, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { parseSearchParams } from '../utils/search-params';

/**
 * The box's text: it follows the URL, searches 300 ms after the last key, and takes over what was
 * typed before the app's code arrived.
 */
function useSearchText(inputRef: RefObject<HTMLInputElement | null>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = pathname === paths.search.path;
  const current = onSearchPage ? parseSearchParams(searchParams) : null;
  const urlQuery = current?.q ?? '';

  const [value, setValue] = useState(urlQuery);
  const settled = useDebouncedValue(value, LIMITS.searchDebounceMs);
  // The query last put in the URL from here, so its echo does not reset what is being typed.
  const written = useRef(urlQuery);

  // Follow the URL (back/forward, links, the search page's own box).
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setValue(urlQuery);
  }, [urlQuery]);

  // Spec: 300 ms after the last key the search runs (on the search page, any change; elsewhere, from 2 characters).
  const latest = useRef({ onSearchPage, current, navigate });
  useEffect(() => {
    latest.current = { onSearchPage, current, navigate };
  });
  useEffect(() => {
    const q = settled.trim();
    const { onSearchPage: here, current: criteria, navigate: go } = latest.current;
    if (q === written.current) return;
    if (!here && Array.from(q).length < LIMITS.searchMinChars) return;
    written.current = q;
    go(paths.search.href({ q, platform: criteria?.platform, orientation: criteria?.orientation }), { replace: here });
  }, [settled]);

  // On a server-rendered page the box can be typed in before the app's code arrives; React keeps
  // the typed text on screen but not in state, so Enter would search for nothing. Take it over.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== value) setValue(typed);
    // Once, when the box is first the app's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { value, setValue, written, current, navigate };
}

/**
 * The header's search box. From 768 px it is always shown; below that it collapses to a
 * 'Search' icon button that opens the box over the header row.
 */
export function HeaderSearch() {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const { value, setValue, written, current, navigate } = useSearchText(inputRef);

  // The mobile box opens on request, so put the cursor in it straight away.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    // Wait for the button to be shown again before focusing it.
    requestAnimationFrame(() => openButtonRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // On the search page the platform and orientation filters stay.
    written.current = value.trim();
    navigate(paths.search.href({ q: value, platform: current?.platform, orientation: current?.orientation }));
    setOpen(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      {/* action: before the app's code has taken a server-rendered page over, the browser submits
          the form itself, and lands on the search page all the same. */}
      <form
        role="search"
        aria-label={t('search.searchVideos')}
        action={paths.search.path}
        method="get"
        onSubmit={onSubmit}
        className={cn(
          'min-w-0 flex-1 items-center md:flex md:max-w-md',
          // Mobile: when open, the form covers the header row.
          open ? 'absolute inset-0 z-10 flex gap-2 bg-canvas px-3 md:static md:bg-transparent md:px-0' : 'hidden',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.searchVideos')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('search.searchVideos')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 w-full rounded-full border border-line bg-subtle pe-4 ps-9 text-sm text-fg placeholder:text-muted focus-visible:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&::-webkit-search-cancel-button]:cursor-pointer"
          />
        </div>
        {open ? (
          <IconButton
            label={t('search.close')}
            className="md:hidden"
            onClick={close}
            icon={<X aria-hidden="true" className="size-5" />}
          />
        ) : null}
      </form>
      <div className={cn('ms-auto md:hidden', open && 'invisible')}>
        <IconButton
          ref={openButtonRef}
          label={t('search.open')}
          tooltipSide="bottom"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          icon={<Search aria-hidden="true" className="size-5" />}
        />
      </div>
    </>
  );
}
