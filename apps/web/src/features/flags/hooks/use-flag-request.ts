import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The query parameter: /video/{id}?flag=true opens the flag dialog. */
export const FLAG_PARAM = 'flag';

/**
 * Answers /video/{id}?flag=true once the viewer is known: takes the parameter out of the address
 * (so a reload or Back does not ask again) and calls `onRequest` once per arrival.
 */
export function useFlagRequest(ready: boolean, onRequest: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  const requested = new URLSearchParams(location.search).get(FLAG_PARAM) === 'true';
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });

  useEffect(() => {
    if (!requested || !ready || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const search = new URLSearchParams(location.search);
    search.delete(FLAG_PARAM);
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    latest.current();
  }, [requested, ready, location.key, location.pathname, location.search, location.hash, navigate]);
}
