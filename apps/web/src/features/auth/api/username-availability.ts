import type { UsernameAvailability } from '@promptreel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** How long typing must pause before the name is checked (as search waits). */
const CHECK_AFTER_MS = 300;

/**
 * GET /api/usernames/:username for the name being typed, once typing pauses and the name keeps
 * the rules: `taken` is true only when the server said so for the name now in the field.
 */
export function useUsernameTaken(username: string, keepsRules: boolean): boolean {
  const name = username.trim();
  const settled = useDebouncedValue(name, CHECK_AFTER_MS);
  const check = useQuery({
    queryKey: ['auth', 'username', settled.toLowerCase()],
    queryFn: () => apiRequest<UsernameAvailability>(`/api/usernames/${encodeURIComponent(settled)}`),
    enabled: keepsRules && settled === name && name !== '',
    staleTime: 10_000,
  });
  return settled === name && check.data?.available === false;
}
