import type { AuditLogResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { adminKeys } from './keys';

/** GET /api/admin/audit-log — every admin action, newest first (the last 100). */
export function getAuditLog(signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiRequest<AuditLogResponse>('/api/admin/audit-log', { signal });
}

export function auditLogQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.auditLog(),
    queryFn: ({ signal }) => getAuditLog(signal),
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
