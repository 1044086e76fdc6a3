import { LIMITS, orientationSchema, type Orientation } from '@promptreel/contract';

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
  const orientation = orientationSchema.safeParse(params.get('orientation'));
  return {
    q,
    platform,
    orientation: orientation.success ? orientation.data : null,
    isSearchable: Array.from(q).length >= LIMITS.searchMinChars,
  };
}
