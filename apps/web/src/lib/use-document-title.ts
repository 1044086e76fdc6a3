import { useEffect } from 'react';
import { BRAND } from '../config/brand';

/** Sets the tab title to 'Promptreel · {page}'; no page gives just the brand. */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

export function pageTitle(page?: string | null): string {
  return page ? `${BRAND} · ${page}` : BRAND;
}
