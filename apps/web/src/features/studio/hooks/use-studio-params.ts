import { paths } from '@promptreel/contract';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseStudioParams, type StudioParams } from '../utils/studio-params';

/**
 * The period and the video the Studio shows, kept in the URL (?days=&video=) so a view can be shared
 * or reloaded. Its links are the contract's `paths.studio.href`: the first load's copy has the bare path.
 */
export function useStudioParams(): StudioParams & { choose: (next: Partial<StudioParams>) => void } {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseStudioParams(searchParams), [searchParams]);
  const choose = useCallback(
    (next: Partial<StudioParams>) => void navigate(paths.studio.href({ ...params, ...next })),
    [navigate, params],
  );
  return { ...params, choose };
}
