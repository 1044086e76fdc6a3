import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../config/paths';
import { parseSearchParams } from '../utils/search-params';

/**
 * The header's search box. From 768 px it is always shown; below that it collapses to a
 * 'Search' icon button that opens the box over the header row.
 */
export function HeaderSearch() {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = pathname === paths.search.path;
  const current = onSearchPage ? parseSearchParams(searchParams) : null;
  const urlQuery = current?.q ?? '';

  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  // Follow the URL (back/forward, links) without an effect: reset when the query in it changes.
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  if (seenQuery !== urlQuery) {
    setSeenQuery(urlQuery);
    setValue(urlQuery);
  }

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
      <form
        role="search"
        aria-label="Search videos"
        onSubmit={onSubmit}
        className={cn(
          'min-w-0 flex-1 items-center md:flex md:max-w-md',
          // Mobile: when open, the form covers the header row.
          open ? 'absolute inset-0 z-10 flex gap-2 bg-canvas px-3 md:static md:bg-transparent md:px-0' : 'hidden',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          Search videos
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Search videos"
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 w-full rounded-full border border-line bg-subtle pr-4 pl-9 text-sm text-fg placeholder:text-muted focus-visible:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&::-webkit-search-cancel-button]:cursor-pointer"
          />
        </div>
        {open ? (
          <IconButton
            label="Close search"
            className="md:hidden"
            onClick={close}
            icon={<X aria-hidden="true" className="size-5" />}
          />
        ) : null}
      </form>
      <div className={cn('ml-auto md:hidden', open && 'invisible')}>
        <IconButton
          ref={openButtonRef}
          label="Search"
          tooltipSide="bottom"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          icon={<Search aria-hidden="true" className="size-5" />}
        />
      </div>
    </>
  );
}
