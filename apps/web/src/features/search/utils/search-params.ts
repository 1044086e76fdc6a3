import { isOrientation, LIMITS, type Orientation } from '@promptreel/contract';

export interface SearchCriteria {
  /** Trimmed search text. */
  q: string;
  platform: string | null;
  /** Only portrait, landscape or square; anything else is ignored. */
  orientation: Orientation | null;
  /** False when q is shorter than the minimum (spec: 'Type at least 2 characters'). */
  isSearchable: boolean;
}

export function parseSearchParams(params: URLSearchParams): SearchCriteria {
  const q = (params.get('q') ?? '').trim();
  const platform = params.get('platform')?.trim() || null;
  const orientation = params.get('orientation');
  return {
    q,
    platform,
    orientation: isOrientation(orientation) ? orientation : null,
    isSearchable: Array.from(q).length >= LIMITS.searchMinChars,
  };
}
